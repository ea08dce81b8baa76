import Foundation

/// A control for choosing a date, a time of day, or both: SwiftUI's `DatePicker`.
///
/// ```swift
/// DatePicker("Departure", selection: $date, in: Date.now..., displayedComponents: [.date])
/// ```
///
/// Drawn by the date picker style in effect (`View/datePickerStyle(_:)`); by default, as on iOS,
/// the compact style: the label, then the date and the time in grey chips, a tap on a chip
/// opening a calendar or the time's wheels below the row (`CompactDatePickerStyle`). Dates are
/// shown and computed with the environment's `locale`, `calendar` and `timeZone`. A chosen date
/// outside the allowed range is moved to its nearer end.
public struct DatePicker<Label: View>: View {
    /// The parts of a date a picker can show.
    public typealias Components = DatePickerComponents

    let selection: Binding<Date>
    let minimumDate: Date?
    let maximumDate: Date?
    let displayedComponents: DatePickerComponents
    nonisolated(unsafe) let label: Label

    nonisolated init(
        selection: Binding<Date>, minimumDate: Date?, maximumDate: Date?, displayedComponents: DatePickerComponents,
        label: Label
    ) {
        self.selection = selection
        self.minimumDate = minimumDate
        self.maximumDate = maximumDate
        self.displayedComponents = displayedComponents
        self.label = label
    }

    /// The date picker, drawn by the style in effect.
    public var body: some View {
        let configuration = DatePickerStyleConfiguration(
            label: .init(content: AnyView(label)), selection: selection, minimumDate: minimumDate,
            maximumDate: maximumDate, displayedComponents: displayedComponents)
        ControlEnvironmentReader { environment in
            (environment.datePickerStyle ?? AnyDatePickerStyle(DefaultDatePickerStyle())).makeBody(configuration)
        }
    }
}

extension DatePicker {
    /// A date picker of `selection`, with a label view.
    nonisolated public init(
        selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, minimumDate: nil, maximumDate: nil, displayedComponents: displayedComponents,
            label: label())
    }

    /// A date picker of `selection` within `range`, with a label view.
    nonisolated public init(
        selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, minimumDate: range.lowerBound, maximumDate: range.upperBound,
            displayedComponents: displayedComponents,
            label: label())
    }

    /// A date picker of `selection` from `range`'s start on, with a label view.
    nonisolated public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, minimumDate: range.lowerBound, maximumDate: nil,
            displayedComponents: displayedComponents,
            label: label())
    }

    /// A date picker of `selection` up to `range`'s end, with a label view.
    nonisolated public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, minimumDate: nil, maximumDate: range.upperBound,
            displayedComponents: displayedComponents,
            label: label())
    }
}

extension DatePicker where Label == Text {
    /// A date picker of `selection`, titled `titleKey`.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) {
        self.init(
            selection: selection, minimumDate: nil, maximumDate: nil, displayedComponents: displayedComponents,
            label: Text(titleKey))
    }

    /// A date picker of `selection`, titled `title`.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) {
        self.init(
            selection: selection, minimumDate: nil, maximumDate: nil, displayedComponents: displayedComponents,
            label: Text(title))
    }

    /// A date picker of `selection` within `range`, titled `titleKey`.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) {
        self.init(
            selection: selection, minimumDate: range.lowerBound, maximumDate: range.upperBound,
            displayedComponents: displayedComponents,
            label: Text(titleKey))
    }

    /// A date picker of `selection` within `range`, titled `title`.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) {
        self.init(
            selection: selection, minimumDate: range.lowerBound, maximumDate: range.upperBound,
            displayedComponents: displayedComponents,
            label: Text(title))
    }

    /// A date picker of `selection` from `range`'s start on, titled `titleKey`.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) {
        self.init(
            selection: selection, minimumDate: range.lowerBound, maximumDate: nil,
            displayedComponents: displayedComponents,
            label: Text(titleKey))
    }

    /// A date picker of `selection` from `range`'s start on, titled `title`.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) {
        self.init(
            selection: selection, minimumDate: range.lowerBound, maximumDate: nil,
            displayedComponents: displayedComponents,
            label: Text(title))
    }

    /// A date picker of `selection` up to `range`'s end, titled `titleKey`.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) {
        self.init(
            selection: selection, minimumDate: nil, maximumDate: range.upperBound,
            displayedComponents: displayedComponents,
            label: Text(titleKey))
    }

    /// A date picker of `selection` up to `range`'s end, titled `title`.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) {
        self.init(
            selection: selection, minimumDate: nil, maximumDate: range.upperBound,
            displayedComponents: displayedComponents,
            label: Text(title))
    }
}

import Foundation

/// A control for choosing several days: SwiftUI's `MultiDatePicker`.
///
/// Drawn as iOS draws it, the label above a month's calendar (as the graphical `DatePicker`
/// style's): a tap on a day adds it to the selection, or removes it when it is there; the
/// selected days sit on accent circles; days outside the range are disabled. The selection holds
/// each day as its era, year, month and day in the environment's calendar.
public struct MultiDatePicker<Label: View>: View {
    let selection: Binding<Set<DateComponents>>
    nonisolated(unsafe) let label: Label
    /// The first day allowed (`nil`: no limit).
    let start: Date?
    /// The moment after the last day allowed (`nil`: no limit).
    let end: Date?

    nonisolated init(selection: Binding<Set<DateComponents>>, start: Date?, end: Date?, label: Label) {
        self.selection = selection
        self.label = label
        self.start = start
        self.end = end
    }

    /// The label above the calendar.
    public var body: some View {
        let selection = self.selection, start = self.start, end = self.end
        VStack(alignment: .leading, spacing: DatePickerMetrics.spacing) {
            label
            DatePickerCalendar(
                model: DatePickerCalendarModel(
                    firstMonth: { dates in dates.startOfMonth(start ?? Date()) },
                    isSelected: { day, dates in selection.wrappedValue.contains(Self.components(of: day, dates)) },
                    isAllowed: { day, dates in
                        let next = dates.calendar.date(byAdding: .day, value: 1, to: day) ?? day
                        return (start.map { next > $0 } ?? true) && (end.map { day < $0 } ?? true)
                    },
                    choose: { day, dates in
                        let components = Self.components(of: day, dates)
                        if selection.wrappedValue.contains(components) {
                            selection.wrappedValue.remove(components)
                        } else {
                            selection.wrappedValue.insert(components)
                        }
                    }))
        }
    }

    /// How the selection holds `day`.
    static func components(of day: Date, _ dates: DatePickerDates) -> DateComponents {
        var components = dates.calendar.dateComponents([.era, .year, .month, .day], from: day)
        components.calendar = nil
        components.timeZone = nil
        return components
    }
}

extension MultiDatePicker {
    /// A picker of several days with a label view.
    nonisolated public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, start: nil, end: nil, label: label())
    }

    /// A picker of several days in `bounds`, with a label view.
    nonisolated public init(
        selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, start: bounds.lowerBound, end: bounds.upperBound, label: label())
    }

    /// A picker of several days from `bounds`' start on, with a label view.
    nonisolated public init(
        selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>, @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, start: bounds.lowerBound, end: nil, label: label())
    }

    /// A picker of several days before `bounds`' end, with a label view.
    nonisolated public init(
        selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>, @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, start: nil, end: bounds.upperBound, label: label())
    }
}

extension MultiDatePicker where Label == Text {
    /// A picker of several days titled `titleKey`.
    nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection, start: nil, end: nil, label: Text(titleKey))
    }

    /// A picker of several days in `bounds`, titled `titleKey`.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>
    ) {
        self.init(selection: selection, start: bounds.lowerBound, end: bounds.upperBound, label: Text(titleKey))
    }

    /// A picker of several days from `bounds`' start on, titled `titleKey`.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>
    ) {
        self.init(selection: selection, start: bounds.lowerBound, end: nil, label: Text(titleKey))
    }

    /// A picker of several days before `bounds`' end, titled `titleKey`.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>
    ) {
        self.init(selection: selection, start: nil, end: bounds.upperBound, label: Text(titleKey))
    }

    /// A picker of several days titled `title`.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection, start: nil, end: nil, label: Text(title))
    }

    /// A picker of several days in `bounds`, titled `title`.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>
    ) {
        self.init(selection: selection, start: bounds.lowerBound, end: bounds.upperBound, label: Text(title))
    }

    /// A picker of several days from `bounds`' start on, titled `title`.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>
    ) {
        self.init(selection: selection, start: bounds.lowerBound, end: nil, label: Text(title))
    }

    /// A picker of several days before `bounds`' end, titled `title`.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>
    ) {
        self.init(selection: selection, start: nil, end: bounds.upperBound, label: Text(title))
    }
}

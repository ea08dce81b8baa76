import Foundation

/// How date pickers are drawn (`View/datePickerStyle(_:)`): `.automatic` and `.compact` (a row
/// with the date and time in chips), `.graphical` (a month's calendar), `.wheel` (wheels of the
/// date's and time's parts), or your own.
@MainActor @preconcurrency
public protocol DatePickerStyle {
    /// The view that draws the date picker.
    associatedtype Body: View
    /// Draws a date picker from its configuration.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    /// A date picker as a style sees it.
    typealias Configuration = DatePickerStyleConfiguration
}

/// A date picker as a `DatePickerStyle` sees it: its label, the selected date (a binding), the
/// range allowed and the components shown.
public struct DatePickerStyleConfiguration {
    /// A date picker's label, as a view.
    public struct Label: View {
        let content: AnyView
        /// The label the date picker was made with.
        public var body: AnyView { content }
    }

    /// The date picker's label.
    public let label: DatePickerStyleConfiguration.Label
    /// The selected date.
    @Binding public var selection: Date
    /// The earliest date allowed (`nil`: no limit).
    public var minimumDate: Date?
    /// The latest date allowed (`nil`: no limit).
    public var maximumDate: Date?
    /// The components shown and edited.
    public var displayedComponents: DatePickerComponents

    init(
        label: Label, selection: Binding<Date>, minimumDate: Date?, maximumDate: Date?,
        displayedComponents: DatePickerComponents
    ) {
        self.label = label
        _selection = selection
        self.minimumDate = minimumDate
        self.maximumDate = maximumDate
        self.displayedComponents = displayedComponents
    }

    /// `date` moved into the allowed range.
    func clamped(_ date: Date) -> Date {
        var date = date
        if let minimumDate, date < minimumDate { date = minimumDate }
        if let maximumDate, date > maximumDate { date = maximumDate }
        return date
    }
}

/// The platform's style: on iOS, the compact one.
public struct DefaultDatePickerStyle: DatePickerStyle {
    /// The default style.
    nonisolated public init() {}

    /// The compact row.
    public func makeBody(configuration: Configuration) -> some View {
        DatePickerCompactRow(configuration: configuration)
    }
}

/// The label, then the date and the time each in a grey chip; a tap on a chip opens the
/// calendar (the date) or the hour and minute wheels (the time) below the row, a second tap
/// closes it. *Decision*: iOS opens them in a popover; Tactile shows them inline below the row
/// (Docs/Decisions.md).
public struct CompactDatePickerStyle: DatePickerStyle {
    /// The compact style.
    nonisolated public init() {}

    /// The compact row.
    public func makeBody(configuration: Configuration) -> some View {
        DatePickerCompactRow(configuration: configuration)
    }
}

/// A month's calendar: the month and year with buttons to the previous and next month, the
/// weekdays, and a button per day (the selected day on an accent circle); a tap on a day selects
/// it, keeping the time. With the time shown, a "Time" row with the time's chip follows.
public struct GraphicalDatePickerStyle: DatePickerStyle {
    /// The graphical style.
    nonisolated public init() {}

    /// The label above the calendar.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: DatePickerMetrics.spacing) {
            configuration.label
            DatePickerCalendar(configuration: configuration)
            if configuration.displayedComponents.contains(.hourAndMinute) {
                DatePickerTimeRow(configuration: configuration)
            }
        }
    }
}

/// Wheels of the date's parts (month, day, year) and the time's (hour, minute), side by side.
/// *Approximation*: each wheel is drawn as the list of its options, the selected one on a grey
/// plate, as Tactile draws a `.wheel` picker; a tap on an option selects it.
public struct WheelDatePickerStyle: DatePickerStyle {
    /// The wheel style.
    nonisolated public init() {}

    /// The label above the wheels.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: DatePickerMetrics.spacing) {
            configuration.label
            DatePickerWheels(configuration: configuration)
        }
    }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The platform's style (compact on iOS).
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// The label and the date and time in chips.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A month's calendar.
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// Wheels of the date's and time's parts.
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

/// The date picker style in effect in a subtree, type-erased.
@MainActor
struct AnyDatePickerStyle {
    // Set by the nonisolated `datePickerStyle(_:)`; read only on the main actor.
    nonisolated(unsafe) private let style: any DatePickerStyle

    nonisolated init<S: DatePickerStyle>(_ style: S) { self.style = style }

    /// The style's body for `configuration`.
    func makeBody(_ configuration: DatePickerStyleConfiguration) -> AnyView {
        AnyView(style.makeBody(configuration: configuration))
    }
}

private struct DatePickerStyleKey: EnvironmentKey {
    static var defaultValue: AnyDatePickerStyle? { nil }
}

extension EnvironmentValues {
    /// The date picker style set by `datePickerStyle(_:)` (`nil`: the automatic style).
    var datePickerStyle: AnyDatePickerStyle? {
        get { self[DatePickerStyleKey.self] }
        set { self[DatePickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the date pickers in this subtree with `style`.
    nonisolated public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        modifier(EnvironmentWritingModifier { $0.datePickerStyle = AnyDatePickerStyle(style) })
    }
}

import Foundation

/// Which parts of a date a `DatePicker` shows and edits: the calendar date, the time of day, or
/// both.
public struct DatePickerComponents: OptionSet, Sendable {
    /// The components' bits.
    public let rawValue: UInt

    /// Components from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The hour and minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 2)
    /// The day, month and year.
    public static let date = DatePickerComponents(rawValue: 1 << 3)

    /// Array literals list components.
    public typealias ArrayLiteralElement = DatePickerComponents
    /// A component is a set of components.
    public typealias Element = DatePickerComponents
    /// The bits' type.
    public typealias RawValue = UInt
}

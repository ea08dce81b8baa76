import Foundation

/// Interpolations that format their value, as `Text("Due \(date, style: .date)")` does.
extension LocalizedStringKey.StringInterpolation {
    /// Appends `input` formatted by `format` (`\(price, format: .currency(code: "EUR"))`).
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        appendArgument(format.format(input))
    }

    /// Appends the characters of `input` formatted by `format`.
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == AttributedString {
        appendArgument(String(format.format(input).characters))
    }

    /// Appends the characters of an attributed string.
    public mutating func appendInterpolation(_ attributedString: AttributedString) {
        appendArgument(String(attributedString.characters))
    }

    /// Appends `subject` formatted by `formatter`, or by its description without one.
    public mutating func appendInterpolation<Subject: ReferenceConvertible>(
        _ subject: Subject, formatter: Formatter? = nil
    ) {
        appendArgument(formatter?.string(for: subject) ?? String(describing: subject))
    }

    /// Appends `subject` formatted by `formatter`, or by its description without one.
    public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {
        appendArgument(formatter?.string(for: subject) ?? subject.description)
    }

    /// Appends `date` in `style` (see `Text/DateStyle`).
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) { appendArgument(style.format(date)) }

    /// Appends the range between two dates.
    public mutating func appendInterpolation(_ dates: ClosedRange<Date>) { appendArgument(TextDuration.range(dates)) }

    /// Appends the range an interval covers.
    public mutating func appendInterpolation(_ interval: DateInterval) {
        appendArgument(TextDuration.range(interval.start...interval.end))
    }

    /// Appends a timer's clock, as `Text(timerInterval:pauseTime:countsDown:showsHours:)` shows it.
    public mutating func appendInterpolation(
        timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true
    ) {
        appendArgument(
            TextDuration.timer(timerInterval, at: pauseTime ?? Date(), countsDown: countsDown, showsHours: showsHours))
    }

    /// Appends the name assistive technologies read for `color` (`red`, `systemBlue`), or its
    /// description when it has no name.
    public mutating func appendInterpolation(accessibilityName color: Color) { appendArgument(color.description) }
}

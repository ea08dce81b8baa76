import Foundation

/// Sizes of the date picker's parts (iOS's, approximately).
enum DatePickerMetrics {
    /// Space between the label, the chips and an open calendar or wheels.
    static let spacing: CGFloat = 8
    /// A chip's text inset from its grey plate, horizontally and vertically.
    static let chipHorizontalPadding: CGFloat = 11
    static let chipVerticalPadding: CGFloat = 6
    /// A chip's corner radius.
    static let chipCornerRadius: CGFloat = 6
    /// Space between the date chip and the time chip.
    static let chipSpacing: CGFloat = 6
    /// A day's cell in the calendar: a 44 pt square, the minimum tap target.
    static let dayCell: CGFloat = 44
    /// The days in a week.
    static let daysPerWeek = 7
    /// How many years the year wheel offers either side of the selected year.
    static let yearWheelSpan = 5
}

/// A date picker's dates in the environment's locale, calendar and time zone: their texts, the
/// days of a month as the calendar lays them out, and dates changed by one component.
struct DatePickerDates {
    let calendar: Calendar
    let locale: Locale

    init(locale: Locale, calendar: Calendar, timeZone: TimeZone) {
        var calendar = calendar
        calendar.locale = locale
        calendar.timeZone = timeZone
        self.calendar = calendar
        self.locale = locale
    }

    private func formatter(_ configure: (DateFormatter) -> Void) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        configure(formatter)
        return formatter
    }

    /// The date as a compact chip shows it ("Dec 2, 2026" in English).
    func dateText(_ date: Date) -> String {
        formatter {
            $0.dateStyle = .medium; $0.timeStyle = .none
        }.string(from: date)
    }

    /// The time as a compact chip shows it ("2:30 PM" in English).
    func timeText(_ date: Date) -> String {
        formatter {
            $0.dateStyle = .none; $0.timeStyle = .short
        }.string(from: date)
    }

    /// The month and year a calendar shows ("December 2026").
    func monthTitle(_ date: Date) -> String {
        formatter { $0.setLocalizedDateFormatFromTemplate("MMMMy") }.string(from: date)
    }

    /// The weekdays' short symbols, from the calendar's first weekday.
    var weekdaySymbols: [String] {
        let symbols = calendar.veryShortStandaloneWeekdaySymbols
        let first = calendar.firstWeekday - 1
        return Array(symbols[first...] + symbols[..<first])
    }

    /// The start of the month holding `date`.
    func startOfMonth(_ date: Date) -> Date {
        calendar.dateInterval(of: .month, for: date)?.start ?? date
    }

    /// The month `months` months after the one holding `date` (its first day).
    func month(_ months: Int, after date: Date) -> Date {
        calendar.date(byAdding: .month, value: months, to: startOfMonth(date)) ?? date
    }

    /// The days of the month holding `date`, and how many cells come before its first day in a
    /// week row starting on the calendar's first weekday.
    func days(ofMonth date: Date) -> (leadingBlanks: Int, days: [Date]) {
        let start = startOfMonth(date)
        let count = calendar.range(of: .day, in: .month, for: start)?.count ?? 0
        let weekday = calendar.component(.weekday, from: start)
        let blanks = (weekday - calendar.firstWeekday + DatePickerMetrics.daysPerWeek) % DatePickerMetrics.daysPerWeek
        let days = (0..<count).compactMap { calendar.date(byAdding: .day, value: $0, to: start) }
        return (blanks, days)
    }

    /// `date` with `component` set to `value`, the other components kept (the day limited to the
    /// new month's length).
    func setting(_ component: Calendar.Component, to value: Int, in date: Date) -> Date {
        var parts = calendar.dateComponents([.era, .year, .month, .day, .hour, .minute, .second], from: date)
        switch component {
        case .year: parts.year = value
        case .month: parts.month = value
        case .day: parts.day = value
        case .hour: parts.hour = value
        case .minute: parts.minute = value
        default: return date
        }
        if component != .day, let year = parts.year, let month = parts.month,
            let first = calendar.date(from: DateComponents(era: parts.era, year: year, month: month, day: 1)),
            let length = calendar.range(of: .day, in: .month, for: first)?.count
        {
            parts.day = min(parts.day ?? 1, length)
        }
        return calendar.date(from: parts) ?? date
    }

    /// The day of `day` at the time of day of `time`.
    func day(_ day: Date, atTimeOf time: Date) -> Date {
        let parts = calendar.dateComponents([.year, .month, .day], from: day)
        let clock = calendar.dateComponents([.hour, .minute, .second], from: time)
        var combined = parts
        combined.hour = clock.hour
        combined.minute = clock.minute
        combined.second = clock.second
        return calendar.date(from: combined) ?? day
    }
}

/// Reads the environment's locale, calendar and time zone for a date picker's part.
struct DatePickerDatesReader<Content: View>: View {
    @ViewBuilder let content: (DatePickerDates) -> Content
    @Environment(\.locale) private var locale
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone

    var body: some View {
        content(DatePickerDates(locale: locale, calendar: calendar, timeZone: timeZone))
    }
}

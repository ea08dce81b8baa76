import Foundation

extension Text {
    /// How `Text(_:style:)` shows a date, SwiftUI's `Text.DateStyle`.
    ///
    /// Times and dates are formatted with Foundation in the process's locale. The relative,
    /// offset and timer styles count from the moment the text is made (when its view's body runs):
    /// SwiftUI redraws them as the clock moves, Tactile when the body runs again (Docs/Decisions.md,
    /// "Clock texts"). Their unit names are English.
    public struct DateStyle: Hashable, Sendable, Codable {
        enum Kind: String, Hashable, Sendable, Codable { case time, date, relative, offset, timer }
        let kind: Kind

        /// The keys the style is coded under.
        enum CodingKeys: String, CodingKey { case kind }

        /// Encodes which style this is (`time`, `date`, `relative`, `offset` or `timer`), which
        /// decoding restores.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(kind, forKey: .kind)
        }

        /// The time of day, short: `3:45 PM`.
        public static let time = DateStyle(kind: .time)
        /// The date, long: `June 3, 2019`.
        public static let date = DateStyle(kind: .date)
        /// How far the date is from now, in its two largest units in a row: `2 hours, 23 minutes`.
        public static let relative = DateStyle(kind: .relative)
        /// The signed distance from now to the date in its largest unit: `+2 hours`, `-3 months`.
        public static let offset = DateStyle(kind: .offset)
        /// The time from now to the date as a clock: `2:32`, `1:06:08`.
        public static let timer = DateStyle(kind: .timer)

        /// `date` in this style, `now` being the moment it is measured from.
        func format(_ date: Date, now: Date = Date()) -> String {
            switch kind {
            case .time: return DateFormatter.localizedString(from: date, dateStyle: .none, timeStyle: .short)
            case .date: return DateFormatter.localizedString(from: date, dateStyle: .long, timeStyle: .none)
            case .relative: return TextDuration.spelled(abs(date.timeIntervalSince(now)), units: 2)
            case .offset:
                let interval = date.timeIntervalSince(now)
                return (interval < 0 ? "-" : "+") + TextDuration.spelled(abs(interval), units: 1)
            case .timer: return TextDuration.clock(abs(date.timeIntervalSince(now)), showsHours: true)
            }
        }
    }

    /// `date` shown in `style`.
    nonisolated public init(_ date: Date, style: DateStyle) { self.init(verbatim: style.format(date)) }

    /// The range between two dates: `10:00 – 11:30 AM`.
    nonisolated public init(_ dates: ClosedRange<Date>) { self.init(verbatim: TextDuration.range(dates)) }

    /// The range an interval covers: `10:00 – 11:30 AM`.
    nonisolated public init(_ interval: DateInterval) {
        self.init(verbatim: TextDuration.range(interval.start...interval.end))
    }

    /// A timer over `timerInterval` as a clock (`4:59`): the time left when `countsDown`, else the
    /// time passed, measured at `pauseTime` if given, else now, and kept within the interval. Hours
    /// show when `showsHours` and there is at least one (without, minutes run past 59).
    nonisolated public init(
        timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true
    ) {
        self.init(
            verbatim: TextDuration.timer(
                timerInterval, at: pauseTime ?? Date(), countsDown: countsDown, showsHours: showsHours))
    }

    /// `subject` formatted by `formatter` (`NumberFormatter`, `DateFormatter`, …); empty when the
    /// formatter cannot format it.
    nonisolated public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }

    /// `subject` formatted by `formatter`; empty when the formatter cannot format it.
    nonisolated public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }

    /// Text from a key looked up in a strings table. There is no localisation table on Linux: the
    /// key is the text, whatever `tableName` and `bundle` say (*Accepted*: kept for the compiler).
    nonisolated public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) {
        self.init(key)
    }
}

/// Durations and date ranges as text, for the date styles of `Text`.
enum TextDuration {
    /// The units a spelled duration uses, largest first, in seconds (a month is 30 days, a year
    /// 365: the lengths a duration without a calendar date is counted in).
    static let units: [(seconds: Double, name: String)] = [
        (365 * 86_400, "year"), (30 * 86_400, "month"), (7 * 86_400, "week"), (86_400, "day"), (3_600, "hour"),
        (60, "minute"), (1, "second"),
    ]

    /// `interval` in at most `units` of its largest non-zero units: `2 hours, 23 minutes`.
    static func spelled(_ interval: TimeInterval, units count: Int) -> String {
        var rest = interval.isFinite ? interval.rounded(.down) : 0
        var parts: [String] = []
        for unit in units where parts.count < count {
            let n = Int(rest / unit.seconds)
            guard n > 0 || (!parts.isEmpty) else { continue }
            rest -= Double(n) * unit.seconds
            if n > 0 { parts.append("\(n) \(unit.name)\(n == 1 ? "" : "s")") } else { break }
        }
        return parts.isEmpty ? "0 seconds" : parts.joined(separator: ", ")
    }

    /// `interval` as a clock: `M:SS`, or `H:MM:SS` when `showsHours` and there is an hour.
    static func clock(_ interval: TimeInterval, showsHours: Bool) -> String {
        let total = interval.isFinite ? Int(interval.rounded(.down)) : 0
        let seconds = total % 60
        let hours = showsHours ? total / 3_600 : 0
        let minutes = (total - hours * 3_600) / 60
        let ss = seconds < 10 ? "0\(seconds)" : "\(seconds)"
        guard hours > 0 else { return "\(minutes):\(ss)" }
        let mm = minutes < 10 ? "0\(minutes)" : "\(minutes)"
        return "\(hours):\(mm):\(ss)"
    }

    /// The clock of a timer over `range` at `moment`.
    static func timer(_ range: ClosedRange<Date>, at moment: Date, countsDown: Bool, showsHours: Bool) -> String {
        let clamped = min(max(moment, range.lowerBound), range.upperBound)
        let interval =
            countsDown ? range.upperBound.timeIntervalSince(clamped) : clamped.timeIntervalSince(range.lowerBound)
        return clock(interval, showsHours: showsHours)
    }

    /// The two ends of `range`, with the date once when both fall on the same day.
    static func range(_ range: ClosedRange<Date>) -> String {
        let formatter = DateIntervalFormatter()
        formatter.dateStyle = Calendar.current.isDate(range.lowerBound, inSameDayAs: range.upperBound) ? .none : .short
        formatter.timeStyle = .short
        return formatter.string(from: range.lowerBound, to: range.upperBound)
    }
}

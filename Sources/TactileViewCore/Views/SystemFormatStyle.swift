import Foundation

/// Format styles for dates that change as time passes, SwiftUI's `SystemFormatStyle`: a timer, a
/// stopwatch, the offset from an anchor date and a date relative to now. Each formats the moment
/// it is given (`format(_:)`) into text; `Text(_:format:)` with a `TimeDataSource` shows the moment
/// the text is made (Docs/Decisions.md, "Clock texts"). Unit names are English.
public enum SystemFormatStyle: Sendable {}

extension SystemFormatStyle {
    /// A timer counting down to the end of an interval, or up from its start: `4:59`, `1:05:00`.
    public struct Timer: Hashable, Codable, Sendable {
        /// The keys the style is coded under.
        enum CodingKeys: String, CodingKey {
            case start, end, countsDown, showsHours, maxFieldCount, precision, localeIdentifier
        }

        /// Encodes the style's settings (its dates, fields, precision, locale), which decoding
        /// restores.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(start, forKey: .start)
            try container.encode(end, forKey: .end)
            try container.encode(countsDown, forKey: .countsDown)
            try container.encode(showsHours, forKey: .showsHours)
            try container.encode(maxFieldCount, forKey: .maxFieldCount)
            try container.encode(precision, forKey: .precision)
            try container.encodeIfPresent(localeIdentifier, forKey: .localeIdentifier)
        }

        /// Dates.
        public typealias FormatInput = Date
        /// Text.
        public typealias FormatOutput = AttributedString

        let start: Date
        let end: Date
        let countsDown: Bool
        let showsHours: Bool
        let maxFieldCount: Int
        /// The shortest step shown, in seconds (a second or more: whole seconds).
        let precision: Double
        var localeIdentifier: String?

        /// A timer showing the time left until the end of `interval`.
        public init(
            countingDownIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3,
            maxPrecision: Duration = .seconds(1)
        ) {
            self.init(interval, countsDown: true, showsHours, maxFieldCount, maxPrecision)
        }

        /// A timer showing the time passed since the start of `interval`.
        public init(
            countingUpIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3,
            maxPrecision: Duration = .seconds(1)
        ) {
            self.init(interval, countsDown: false, showsHours, maxFieldCount, maxPrecision)
        }

        private init(
            _ interval: Range<Date>, countsDown: Bool, _ showsHours: Bool, _ fields: Int, _ precision: Duration
        ) {
            start = interval.lowerBound
            end = interval.upperBound
            self.countsDown = countsDown
            self.showsHours = showsHours
            maxFieldCount = fields
            self.precision = SystemFormatStyle.seconds(of: precision)
        }

        /// The timer's clock at `input`, kept within the interval.
        public func format(_ input: Date) -> AttributedString {
            let moment = min(max(input, start), end)
            let interval = countsDown ? end.timeIntervalSince(moment) : moment.timeIntervalSince(start)
            return AttributedString(SystemFormatStyle.clock(interval, showsHours: showsHours, precision: precision))
        }

        /// This style in `locale` (*Accepted*: digits and separators are the same in every locale here).
        public func locale(_ locale: Locale) -> Timer {
            var copy = self
            copy.localeIdentifier = locale.identifier
            return copy
        }

        /// The last moment before `input` whose text differs.
        public func discreteInput(before input: Date) -> Date? { SystemFormatStyle.step(input, by: -precision) }
        /// The first moment after `input` whose text differs.
        public func discreteInput(after input: Date) -> Date? { SystemFormatStyle.step(input, by: precision) }
    }

    /// A stopwatch running since a start date: `1:23.45`.
    public struct Stopwatch: Hashable, Codable, Sendable {
        /// The keys the style is coded under.
        enum CodingKeys: String, CodingKey { case start, showsHours, maxFieldCount, precision, localeIdentifier }

        /// Encodes the style's settings (its dates, fields, precision, locale), which decoding
        /// restores.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(start, forKey: .start)
            try container.encode(showsHours, forKey: .showsHours)
            try container.encode(maxFieldCount, forKey: .maxFieldCount)
            try container.encode(precision, forKey: .precision)
            try container.encodeIfPresent(localeIdentifier, forKey: .localeIdentifier)
        }

        /// Dates.
        public typealias FormatInput = Date
        /// Text.
        public typealias FormatOutput = AttributedString

        let start: Date
        let showsHours: Bool
        let maxFieldCount: Int
        let precision: Double
        var localeIdentifier: String?

        /// A stopwatch started at `startDate`, showing down to `maxPrecision`.
        public init(
            startingAt startDate: Date, showsHours: Bool = true, maxFieldCount: Int = 4,
            maxPrecision: Duration = .milliseconds(10)
        ) {
            start = startDate
            self.showsHours = showsHours
            self.maxFieldCount = maxFieldCount
            precision = SystemFormatStyle.seconds(of: maxPrecision)
        }

        /// The time since the start at `input` (zero before it).
        public func format(_ input: Date) -> AttributedString {
            let interval = max(input.timeIntervalSince(start), 0)
            return AttributedString(SystemFormatStyle.clock(interval, showsHours: showsHours, precision: precision))
        }

        /// This style in `locale` (*Accepted*: the same digits in every locale here).
        public func locale(_ locale: Locale) -> Stopwatch {
            var copy = self
            copy.localeIdentifier = locale.identifier
            return copy
        }

        /// The last moment before `input` whose text differs.
        public func discreteInput(before input: Date) -> Date? { SystemFormatStyle.step(input, by: -precision) }
        /// The first moment after `input` whose text differs.
        public func discreteInput(after input: Date) -> Date? { SystemFormatStyle.step(input, by: precision) }
    }

    /// The signed time from an anchor date to a moment, in its largest units: `+2 hours, 5 minutes`.
    public struct DateOffset: Hashable, Codable, Sendable {
        /// The keys the style is coded under.
        enum CodingKeys: String, CodingKey {
            case anchor, maxFieldCount, showsPlus, localeIdentifier, calendarIdentifier
        }

        /// Encodes the style's settings (its dates, fields, precision, locale), which decoding
        /// restores.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(anchor, forKey: .anchor)
            try container.encode(maxFieldCount, forKey: .maxFieldCount)
            try container.encode(showsPlus, forKey: .showsPlus)
            try container.encodeIfPresent(localeIdentifier, forKey: .localeIdentifier)
            try container.encodeIfPresent(calendarIdentifier, forKey: .calendarIdentifier)
        }

        /// Dates.
        public typealias FormatInput = Date
        /// Text.
        public typealias FormatOutput = AttributedString

        let anchor: Date
        let maxFieldCount: Int
        let showsPlus: Bool
        var localeIdentifier: String?
        var calendarIdentifier: String?

        /// The offset of each moment from `anchor`, in at most `maxFieldCount` units. The allowed
        /// fields and the sign strategy are *Accepted*: the units run from years to seconds, and a
        /// positive offset shows `+` unless the strategy is `.never`.
        public init(
            to anchor: Date,
            allowedFields: Set<Date.ComponentsFormatStyle.Field> = [.year, .month, .day, .hour, .minute, .second],
            maxFieldCount: Int = 2, sign: NumberFormatStyleConfiguration.SignDisplayStrategy = .automatic
        ) {
            self.anchor = anchor
            self.maxFieldCount = maxFieldCount
            showsPlus = sign != .never
        }

        /// The offset from the anchor to `input`.
        public func format(_ input: Date) -> AttributedString {
            let interval = input.timeIntervalSince(anchor)
            let spelled = TextDuration.spelled(abs(interval), units: max(maxFieldCount, 1))
            let sign = interval < 0 ? "-" : (showsPlus && interval > 0 ? "+" : "")
            return AttributedString(sign + spelled)
        }

        /// This style in `locale` (*Accepted*: English units).
        public func locale(_ locale: Locale) -> DateOffset {
            var copy = self
            copy.localeIdentifier = locale.identifier
            return copy
        }

        /// This style counting in `calendar` (*Accepted*: 30-day months and 365-day years).
        public func calendar(_ calendar: Calendar) -> DateOffset {
            var copy = self
            copy.calendarIdentifier = "\(calendar.identifier)"
            return copy
        }

        /// A second before `input`, the finest step the text shows.
        public func discreteInput(before input: Date) -> Date? { SystemFormatStyle.step(input, by: -1) }
        /// A second after `input`.
        public func discreteInput(after input: Date) -> Date? { SystemFormatStyle.step(input, by: 1) }
        /// A second before `input`.
        public func input(before input: Date) -> Date? { discreteInput(before: input) }
        /// A second after `input`.
        public func input(after input: Date) -> Date? { discreteInput(after: input) }
    }

    /// A date told relative to a reference moment: `in 2 hours, 5 minutes`, `3 days ago`.
    public struct DateReference: Hashable, Codable, Sendable {
        /// The keys the style is coded under.
        enum CodingKeys: String, CodingKey { case date, maxFieldCount, localeIdentifier, calendarIdentifier }

        /// Encodes the style's settings (its dates, fields, precision, locale), which decoding
        /// restores.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(date, forKey: .date)
            try container.encode(maxFieldCount, forKey: .maxFieldCount)
            try container.encodeIfPresent(localeIdentifier, forKey: .localeIdentifier)
            try container.encodeIfPresent(calendarIdentifier, forKey: .calendarIdentifier)
        }

        /// Dates.
        public typealias FormatInput = Date
        /// Text.
        public typealias FormatOutput = AttributedString

        let date: Date
        let maxFieldCount: Int
        var localeIdentifier: String?
        var calendarIdentifier: String?

        /// `date` told relative to each moment formatted, in at most `maxFieldCount` units. The
        /// allowed fields and threshold are *Accepted*: the units run from years to minutes.
        public init(
            to date: Date, allowedFields: Set<Date.RelativeFormatStyle.Field> = [.year, .month, .day, .hour, .minute],
            maxFieldCount: Int = 2, thresholdField: Date.RelativeFormatStyle.Field = .day
        ) {
            self.date = date
            self.maxFieldCount = maxFieldCount
        }

        /// The date relative to `referenceDate`.
        public func format(_ referenceDate: Date) -> AttributedString {
            let interval = date.timeIntervalSince(referenceDate)
            guard abs(interval) >= 60 else { return AttributedString("now") }
            let spelled = TextDuration.spelled((abs(interval) / 60).rounded(.down) * 60, units: max(maxFieldCount, 1))
            return AttributedString(interval > 0 ? "in " + spelled : spelled + " ago")
        }

        /// This style in `locale` (*Accepted*: English words).
        public func locale(_ locale: Locale) -> DateReference {
            var copy = self
            copy.localeIdentifier = locale.identifier
            return copy
        }

        /// This style counting in `calendar` (*Accepted*: 30-day months and 365-day years).
        public func calendar(_ calendar: Calendar) -> DateReference {
            var copy = self
            copy.calendarIdentifier = "\(calendar.identifier)"
            return copy
        }

        /// A minute before `referenceDate`, the finest step the text shows.
        public func discreteInput(before referenceDate: Date) -> Date? {
            SystemFormatStyle.step(referenceDate, by: -60)
        }
        /// A minute after `referenceDate`.
        public func discreteInput(after referenceDate: Date) -> Date? { SystemFormatStyle.step(referenceDate, by: 60) }
        /// A minute before `referenceDate`.
        public func input(before referenceDate: Date) -> Date? { discreteInput(before: referenceDate) }
        /// A minute after `referenceDate`.
        public func input(after referenceDate: Date) -> Date? { discreteInput(after: referenceDate) }
    }

    /// `duration` in seconds.
    static func seconds(of duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }

    /// `interval` as a clock, with hundredths (or tenths) when `precision` is finer than a second.
    static func clock(_ interval: TimeInterval, showsHours: Bool, precision: Double) -> String {
        let base = TextDuration.clock(interval, showsHours: showsHours)
        guard precision < 1, precision > 0, interval.isFinite else { return base }
        let digits = precision < 0.1 ? 2 : 1
        let scale = digits == 2 ? 100.0 : 10.0
        let fraction = Int((interval - interval.rounded(.down)) * scale)
        let padded = String(fraction).count < digits ? "0" + String(fraction) : String(fraction)
        return base + "." + padded
    }

    /// `date` moved by `seconds`.
    static func step(_ date: Date, by seconds: Double) -> Date? {
        seconds.isFinite && seconds != 0 ? date.addingTimeInterval(seconds) : nil
    }
}

extension SystemFormatStyle.Timer: FormatStyle, DiscreteFormatStyle {}
extension SystemFormatStyle.Stopwatch: FormatStyle, DiscreteFormatStyle {}
extension SystemFormatStyle.DateOffset: FormatStyle, DiscreteFormatStyle {}
extension SystemFormatStyle.DateReference: FormatStyle, DiscreteFormatStyle {}

extension FormatStyle where Self == SystemFormatStyle.Timer {
    /// A timer counting down to the end of `interval`.
    public static func timer(
        countingDownIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3,
        maxPrecision: Duration = .seconds(1)
    ) -> SystemFormatStyle.Timer {
        SystemFormatStyle.Timer(
            countingDownIn: interval, showsHours: showsHours, maxFieldCount: maxFieldCount, maxPrecision: maxPrecision)
    }

    /// A timer counting up from the start of `interval`.
    public static func timer(
        countingUpIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3,
        maxPrecision: Duration = .seconds(1)
    ) -> SystemFormatStyle.Timer {
        SystemFormatStyle.Timer(
            countingUpIn: interval, showsHours: showsHours, maxFieldCount: maxFieldCount, maxPrecision: maxPrecision)
    }
}

extension FormatStyle where Self == SystemFormatStyle.Stopwatch {
    /// A stopwatch started at `startDate`.
    public static func stopwatch(
        startingAt startDate: Date, showsHours: Bool = true, maxFieldCount: Int = 4,
        maxPrecision: Duration = .milliseconds(10)
    ) -> SystemFormatStyle.Stopwatch {
        SystemFormatStyle.Stopwatch(
            startingAt: startDate, showsHours: showsHours, maxFieldCount: maxFieldCount, maxPrecision: maxPrecision)
    }
}

extension FormatStyle where Self == SystemFormatStyle.DateOffset {
    /// The offset of each moment from `anchor`.
    public static func offset(
        to anchor: Date,
        allowedFields: Set<Date.ComponentsFormatStyle.Field> = [.year, .month, .day, .hour, .minute, .second],
        maxFieldCount: Int = 2, sign: NumberFormatStyleConfiguration.SignDisplayStrategy = .automatic
    ) -> SystemFormatStyle.DateOffset {
        SystemFormatStyle.DateOffset(to: anchor, allowedFields: allowedFields, maxFieldCount: maxFieldCount, sign: sign)
    }
}

extension FormatStyle where Self == SystemFormatStyle.DateReference {
    /// `date` told relative to each moment formatted.
    public static func reference(
        to date: Date, allowedFields: Set<Date.RelativeFormatStyle.Field> = [.year, .month, .day, .hour, .minute],
        maxFieldCount: Int = 2, thresholdField: Date.RelativeFormatStyle.Field = .day
    ) -> SystemFormatStyle.DateReference {
        SystemFormatStyle.DateReference(
            to: date, allowedFields: allowedFields, maxFieldCount: maxFieldCount, thresholdField: thresholdField)
    }
}

/// A value that changes with time, shown by a `Text` through a format: SwiftUI's
/// `TimeDataSource`. Tactile reads it when the text is made (Docs/Decisions.md, "Clock texts").
public struct TimeDataSource<Value> {
    let read: @Sendable (Date) -> Value

    /// The current date.
    public static var currentDate: TimeDataSource<Date> { TimeDataSource<Date> { $0 } }

    /// The time from now to `date` (negative once it has passed).
    public static func durationOffset(to date: Date) -> TimeDataSource<Duration> {
        TimeDataSource<Duration> { now in .milliseconds(Int64((date.timeIntervalSince(now) * 1000).rounded())) }
    }

    /// The range from `date` to now (empty before `date`).
    public static func dateRange(startingAt date: Date) -> TimeDataSource<Range<Date>> {
        TimeDataSource<Range<Date>> { now in date..<max(date, now) }
    }

    /// The range from now to `date` (empty after `date`).
    public static func dateRange(endingAt date: Date) -> TimeDataSource<Range<Date>> {
        TimeDataSource<Range<Date>> { now in min(date, now)..<date }
    }
}

extension TimeDataSource: Sendable where Value: Sendable {}

extension Text {
    /// The value of `source` now, formatted by `format`.
    nonisolated public init<V, F: DiscreteFormatStyle>(_ source: TimeDataSource<V>, format: F)
    where F.FormatInput == V, F.FormatOutput == AttributedString {
        self.init(verbatim: String(format.format(source.read(Date())).characters))
    }

    /// The value of `source` now, formatted by `format`.
    @_disfavoredOverload
    nonisolated public init<V, F: DiscreteFormatStyle>(_ source: TimeDataSource<V>, format: F)
    where F.FormatInput == V, F.FormatOutput == String {
        self.init(verbatim: format.format(source.read(Date())))
    }
}

extension LocalizedStringKey.StringInterpolation {
    /// Appends the value of `source` now, formatted by `format`.
    public mutating func appendInterpolation<V, F: DiscreteFormatStyle>(_ source: TimeDataSource<V>, format: F)
    where F.FormatInput == V, F.FormatOutput == AttributedString {
        appendArgument(String(format.format(source.read(Date())).characters))
    }

    /// Appends the value of `source` now, formatted by `format`.
    @_disfavoredOverload
    public mutating func appendInterpolation<V, F: DiscreteFormatStyle>(_ source: TimeDataSource<V>, format: F)
    where F.FormatInput == V, F.FormatOutput == String {
        appendArgument(format.format(source.read(Date())))
    }
}

import Foundation

/// A schedule of the start of every minute.
///
/// The first entry is the start of the minute the timeline starts in; minutes are counted in
/// UTC, which for every time zone of today is also the local minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    /// Seconds in a minute.
    private static let minute: TimeInterval = 60

    /// The starts of minutes from a start date on: an endless sequence.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        private var upcoming: Date

        init(first: Date) {
            self.upcoming = first
        }

        /// The start of the next minute.
        public mutating func next() -> Date? {
            let date = upcoming
            upcoming = date.addingTimeInterval(EveryMinuteTimelineSchedule.minute)
            return date
        }
    }

    /// The schedule.
    public init() {}

    /// The start of the minute `startDate` falls in, and of every minute after it. The mode does
    /// not change them.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let seconds = startDate.timeIntervalSinceReferenceDate
        let start = seconds.isFinite ? (seconds / Self.minute).rounded(.down) * Self.minute : seconds
        return Entries(first: Date(timeIntervalSinceReferenceDate: start))
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// A schedule of the start of every minute (see ``EveryMinuteTimelineSchedule``).
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

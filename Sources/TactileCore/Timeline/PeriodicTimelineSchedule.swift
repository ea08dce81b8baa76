import Foundation

/// A schedule of dates a fixed interval apart, from a start date.
///
/// ```swift
/// let schedule = PeriodicTimelineSchedule(from: start, by: 0.5)
/// schedule.entries(from: start + 1.2, mode: .normal)  // start + 1, start + 1.5, start + 2, …
/// ```
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    /// The schedule's dates from a start date on: an endless sequence.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        /// The date ``next()`` gives, or `nil` once the sequence is done.
        private var upcoming: Date?
        /// The interval between dates; the sequence has one date when it is not above 0.
        private let interval: TimeInterval

        init(first: Date, interval: TimeInterval) {
            self.upcoming = first
            self.interval = interval
        }

        /// The next date, one interval after the one before.
        public mutating func next() -> Date? {
            guard let date = upcoming else { return nil }
            upcoming = interval > 0 && interval.isFinite ? date.addingTimeInterval(interval) : nil
            return date
        }
    }

    private let startDate: Date
    private let interval: TimeInterval

    /// A schedule of dates `interval` seconds apart, starting at `startDate`.
    ///
    /// - Parameters:
    ///   - startDate: The schedule's first date.
    ///   - interval: The seconds between dates. A schedule whose interval is not a positive
    ///     finite number has its start date only.
    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval
    }

    /// The dates from the one in force at `startDate` (the latest of the schedule's dates at or
    /// before it, or the schedule's first date if it starts later) on. The mode does not change
    /// them.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let elapsed = startDate.timeIntervalSince(self.startDate)
        guard elapsed > 0, interval > 0, interval.isFinite else {
            return Entries(first: self.startDate, interval: interval)
        }
        let periods = (elapsed / interval).rounded(.down)
        return Entries(first: self.startDate.addingTimeInterval(periods * interval), interval: interval)
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// A schedule of dates `interval` seconds apart, starting at `startDate` (see
    /// ``PeriodicTimelineSchedule``).
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

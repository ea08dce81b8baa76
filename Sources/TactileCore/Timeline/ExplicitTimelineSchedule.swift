import Foundation

/// A schedule of the dates you list.
///
/// ```swift
/// let schedule = ExplicitTimelineSchedule([start, start + 5, start + 60])
/// ```
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    private let dates: Entries

    /// A schedule of `dates`, which should be in increasing order.
    public init(_ dates: Entries) {
        self.dates = dates
    }

    /// The dates the schedule was made with, whatever the start date and mode: a timeline shows
    /// the latest of them at or before each moment.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        dates
    }
}

extension ExplicitTimelineSchedule: Sendable where Entries: Sendable {}

extension TimelineSchedule {
    /// A schedule of the dates you list (see ``ExplicitTimelineSchedule``).
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S>
    where Self == ExplicitTimelineSchedule<S>, S.Element == Date {
        ExplicitTimelineSchedule(dates)
    }
}

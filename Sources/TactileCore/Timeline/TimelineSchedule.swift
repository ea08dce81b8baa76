import Foundation

/// A type that lists the dates at which a timeline updates.
///
/// Ask a schedule for its dates from a start date with ``entries(from:mode:)``. The schedules
/// SwiftUI offers are here: ``periodic(from:by:)``, ``everyMinute``, ``explicit(_:)`` and
/// ``animation`` (``animation(minimumInterval:paused:)``). A schedule is a plain value that reads
/// no clock: its dates follow from the start date it is given.
///
/// ```swift
/// let ticks = PeriodicTimelineSchedule(from: start, by: 1).entries(from: start, mode: .normal)
/// for date in ticks.prefix(3) { print(date) }  // start, start + 1 s, start + 2 s
/// ```
public protocol TimelineSchedule {
    /// How often a timeline should update: normally, or as seldom as it can.
    typealias Mode = TimelineScheduleMode

    /// The sequence of dates the schedule gives.
    associatedtype Entries: Sequence where Entries.Element == Date

    /// The schedule's dates, in increasing order, from `startDate` on.
    ///
    /// - Parameters:
    ///   - startDate: When the timeline starts. The first entry is the schedule's date in force
    ///     then (at or before it), when the schedule has one.
    ///   - mode: Whether the timeline updates normally or as seldom as it can.
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// How often a timeline should update.
public enum TimelineScheduleMode: Hashable, Sendable {
    /// As often as the schedule says.
    case normal
    /// As seldom as the schedule allows, as a device does when its display dims (an Apple Watch
    /// with its wrist down). Only ``AnimationTimelineSchedule`` changes with it.
    case lowFrequency
}

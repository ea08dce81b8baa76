import Foundation

/// A schedule for a timeline that draws every frame, or at most as often as a minimum interval
/// allows.
///
/// Its dates are one frame apart from the start date: ``frameInterval`` (a 60 Hz display's frame)
/// or the minimum interval if that is longer. Paused, it gives the start date only, so a
/// timeline shows one frame and waits. In ``TimelineScheduleMode/lowFrequency`` mode the dates
/// are at least ``lowFrequencyInterval`` apart.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    /// The time between frames when no minimum interval asks for less: a 60 Hz display's frame,
    /// the rate of the displays Tactile's hosts are drawn on.
    public static let frameInterval: TimeInterval = 1.0 / 60
    /// The time between frames in low-frequency mode: once a second, as a dimmed watch face
    /// updates. Our choice; SwiftUI publishes no number.
    public static let lowFrequencyInterval: TimeInterval = 1

    /// The frames from a start date on: endless, unless the schedule is paused.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        private var upcoming: Date?
        private let interval: TimeInterval?

        init(first: Date, interval: TimeInterval?) {
            self.upcoming = first
            self.interval = interval
        }

        /// The next frame's date.
        public mutating func next() -> Date? {
            guard let date = upcoming else { return nil }
            upcoming = interval.map { date.addingTimeInterval($0) }
            return date
        }
    }

    private let minimumInterval: Double?
    private let paused: Bool

    /// A schedule of every frame.
    ///
    /// - Parameters:
    ///   - minimumInterval: The shortest time between dates, or `nil` (the default) for one
    ///     frame; values that are not positive finite numbers count as `nil`.
    ///   - paused: Whether the timeline stands still at its first date. Defaults to `false`.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    /// The dates from `startDate` on, one interval apart.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        if paused { return Entries(first: startDate, interval: nil) }
        var interval = Self.frameInterval
        if let minimum = minimumInterval, minimum.isFinite, minimum > interval { interval = minimum }
        if mode == .lowFrequency { interval = max(interval, Self.lowFrequencyInterval) }
        return Entries(first: startDate, interval: interval)
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// A schedule of every frame (see ``AnimationTimelineSchedule``).
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// A schedule of every frame, at most as often as `minimumInterval`, or paused.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

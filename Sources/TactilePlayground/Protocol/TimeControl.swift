import Foundation

/// What the page's time control asks of a session (`{"type": "time", "action": …}`).
public enum TimeControlAction: String, Codable, Sendable, Hashable, CaseIterable {
    /// Holds the stage's virtual time: deadlines wait, animations stop where they are, input is
    /// refused (with a diagnostic) until ``resume``.
    case pause
    /// Moves the stage one frame (1/60 s) on, pausing it first: past the latest moment reached,
    /// virtual time advances (deadlines up to it fire); before it, the recorded frame is shown.
    case step
    /// Shows the stage at the message's `to` (stage seconds, clamped to the recorded span),
    /// pausing it first; nothing in the scene changes.
    case scrub
    /// Returns to live: the stage's clock goes on from the latest moment reached.
    case resume
}

/// Where a paused stage's time is, sent with every frame while it is paused.
public struct TimeControlState: Codable, Sendable, Hashable {
    /// The stage time shown, seconds since the session started (less the time spent paused).
    public var shown: Double
    /// The earliest stage time that can be shown: the recorded span's start.
    public var earliest: Double
    /// The latest stage time reached (where ``TimeControlAction/resume`` goes on from).
    public var latest: Double
}

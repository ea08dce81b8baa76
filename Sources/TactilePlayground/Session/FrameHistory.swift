import Foundation
import Tactile

/// The stage's recent past, for scrubbing a paused stage: the animator as each commit left it, so
/// that any moment of the last seconds is drawn exactly as it was shown, animations included.
///
/// `FrameAnimator` is a value: a copy kept at a commit plays that commit's animations to any later
/// time, until the next commit. Entries older than ``span`` seconds, or beyond ``capacity``, go.
struct FrameHistory {
    /// How far back the stage can be scrubbed, in seconds: the last few seconds of animation,
    /// longer than any animation the seeds run (a spring settles within about a second).
    static let span: Double = 5
    /// The most commits kept: a drag commits at the pointer's rate (120 Hz on a fast touchpad),
    /// so 600 keeps the whole span of one; each holds a display list of a few kilobytes.
    static let capacity = 600

    private var entries: [(time: Double, animator: FrameAnimator)] = []

    /// Keeps `animator` as it was after a commit at stage time `time`.
    mutating func record(_ animator: FrameAnimator, at time: Double) {
        entries.append((time, animator))
        let oldest = time - Self.span
        // Keep one entry at or before the span's start, so that its start can still be drawn.
        while entries.count > 1, entries[1].time <= oldest { entries.removeFirst() }
        if entries.count > Self.capacity { entries.removeFirst(entries.count - Self.capacity) }
    }

    /// The earliest stage time that can be drawn, `nil` before the first commit.
    var earliest: Double? { entries.first?.time }

    /// The stage at `time`, as it was shown then: the last commit at or before it played to it;
    /// the earliest commit when `time` lies before it.
    func frame(at time: Double) -> DisplayList? {
        guard let entry = entries.last(where: { $0.time <= time }) ?? entries.first else { return nil }
        return entry.animator.frame(at: max(time, entry.time))
    }
}

import Foundation

/// How long the indicators of a scroll view stay after its content stops, and how they go: the
/// constants, in one place.
///
/// UIKit shows a scroll view's indicators while the content moves and fades them out shortly
/// after it stops (see the reference on scrolling); it publishes no numbers. The values here are
/// our choice, picked to look like it.
public enum ScrollIndicatorTiming {
    /// How long the indicators stay fully drawn after the content stops (a finger lifted without
    /// a fling, a fling or a spring back settled, a wheel sequence ended, a `scrollTo`): long
    /// enough to read where the content came to rest, as UIKit's linger. Our choice.
    public static let lingerDelay: TimeInterval = 0.5
    /// How long the indicators take to fade from fully drawn to gone once the delay has passed,
    /// linearly (a removal with the opacity transition). A short fade, as UIKit's. Our choice.
    public static let fadeDuration: TimeInterval = 0.25

    /// The animation the fade plays.
    static var fade: Animation { .linear(duration: fadeDuration) }
}

/// The scroll views whose content has stopped while their indicators are still drawn, and when
/// each one's indicators fade: a ``GestureHost`` deadline (``GestureHost/nextDeadline``), so the
/// fade runs on the host's virtual time, never a clock.
///
/// The indicators note themselves here as they resolve (``noteResting(_:offset:)``, or
/// ``noteMoving(_:)`` while the content moves); the host stamps the new entries with its time
/// after each commit (``schedule(now:)``) and fades the due ones (``takeDue(by:)``).
@MainActor
final class ScrollIndicatorFades {
    private struct Entry {
        weak var metrics: ScrollMetrics?
        /// Where the content rested when it was noted: a move to elsewhere restarts the delay.
        var offset: CGPoint
        /// When the indicators fade; `nil` until the host stamps it.
        var deadline: TimeInterval?
        /// The order the entries were noted in: of equal deadlines, the first noted fades first.
        var order: Int
    }

    // Exempt from the run-time exclusivity check, which the compiler cannot remove for the
    // mutations of a dictionary in a class: the host reads `entries` on every input (twice or
    // more), and no user code runs inside these accesses, so they never overlap.
    @exclusivity(unchecked) private var entries: [ObjectIdentifier: Entry] = [:]
    private var noted = 0

    /// The scroll view of `metrics` shows its indicators with its content at rest at `offset`.
    func noteResting(_ metrics: ScrollMetrics, offset: CGPoint) {
        let key = ObjectIdentifier(metrics)
        if let entry = entries[key], entry.offset == offset { return }
        noted += 1
        entries[key] = Entry(metrics: metrics, offset: offset, deadline: nil, order: noted)
    }

    /// The content of the scroll view of `metrics` moves: its indicators stay.
    func noteMoving(_ metrics: ScrollMetrics) {
        entries[ObjectIdentifier(metrics)] = nil
    }

    /// Whether no indicator waits: then there is nothing to ``schedule(now:)`` and no
    /// ``nextDeadline``. One inlined check (the host asks after every input).
    var isEmpty: Bool {
        @inline(__always) get { entries.isEmpty }
    }

    /// Gives the entries noted since the last call their deadline: `now` plus the linger delay.
    @inline(__always) func schedule(now: @autoclosure () -> TimeInterval) {
        // The host calls this after every input: most windows have no indicator waiting, and
        // then this is one inlined check, not a call (nor the host's time asked for).
        if !entries.isEmpty { stampNewEntries(now: now()) }
    }

    /// ``schedule(now:)`` with entries.
    private func stampNewEntries(now: TimeInterval) {
        for (key, entry) in entries where entry.deadline == nil {
            if entry.metrics == nil {
                entries[key] = nil
            } else {
                entries[key]?.deadline = now + ScrollIndicatorTiming.lingerDelay
            }
        }
    }

    /// The earliest fade deadline, if any.
    var nextDeadline: TimeInterval? {
        // Read for every event (``GestureHost/hostDeadline``), several times: no array, no key
        // path, and no iterator at all (no call either) while no indicator waits (most windows,
        // most events).
        @inline(__always) get { entries.isEmpty ? nil : earliestDeadline() }
    }

    /// ``nextDeadline`` with entries.
    private func earliestDeadline() -> TimeInterval? {
        var earliest: TimeInterval?
        for entry in entries.values {
            earliest = earliest.earlier(than: entry.deadline)
        }
        return earliest
    }

    /// Removes the entry with the earliest deadline if it is at or before `time`, and returns its
    /// deadline and scroll view (`nil` metrics: it left the window).
    func takeDue(by time: TimeInterval) -> (deadline: TimeInterval, metrics: ScrollMetrics?)? {
        var due: (key: ObjectIdentifier, deadline: TimeInterval, order: Int)?
        for (key, entry) in entries {
            guard let deadline = entry.deadline, deadline <= time else { continue }
            if let earlier = due, (earlier.deadline, earlier.order) < (deadline, entry.order) { continue }
            due = (key, deadline, entry.order)
        }
        guard let due else { return nil }
        let metrics = entries.removeValue(forKey: due.key)?.metrics
        return (due.deadline, metrics)
    }
}

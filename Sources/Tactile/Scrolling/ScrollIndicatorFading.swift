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
/// each one's indicators fade: a deadline in the engine's queue
/// (`GestureEngine.scheduleHostDeadline(at:_:)`), so the fade runs on the host's virtual time,
/// never a clock, in order with every other deadline.
///
/// The indicators note themselves here as they resolve (``noteResting(_:offset:)``, or
/// ``noteMoving(_:)`` while the content moves); after each commit the host hands the changes to
/// its engine (``schedule(in:)``): the new entries' fades at its time plus the linger delay, and
/// the cancellation of the fades of entries that moved again. When a fade's deadline fires, the
/// indicators go, in a removal animated over ``ScrollIndicatorTiming/fadeDuration``.
@MainActor
final class ScrollIndicatorFades: GraphFeature {
    private struct Entry {
        weak var metrics: ScrollMetrics?
        /// Where the content rested when it was noted: a move to elsewhere restarts the delay.
        var offset: CGPoint
        /// The fade's deadline in the engine's queue, and its time; `nil` until the host schedules it.
        var deadline: (handle: HostDeadline, time: TimeInterval)?
        /// The order the entries were noted in: of equal deadlines, the first noted fades first.
        var order: Int
    }

    // Exempt from the run-time exclusivity check, which the compiler cannot remove for the
    // mutations of a dictionary in a class: the indicators write `entries` on every scroll move,
    // and no user code runs inside these accesses, so they never overlap.
    @exclusivity(unchecked) private var entries: [ObjectIdentifier: Entry] = [:]
    /// The scheduled fades of entries that moved again or were noted afresh, to cancel.
    private var cancelled: [HostDeadline] = []
    /// Whether entries wait to be scheduled or fades to be cancelled (``schedule(in:)`` has work).
    @exclusivity(unchecked) private var hasChanges = false
    private var noted = 0

    init() {}

    /// The scroll view of `metrics` shows its indicators with its content at rest at `offset`.
    func noteResting(_ metrics: ScrollMetrics, offset: CGPoint) {
        let key = ObjectIdentifier(metrics)
        if let entry = entries[key] {
            if entry.offset == offset { return }
            if let deadline = entry.deadline { cancelled.append(deadline.handle) }
        }
        noted += 1
        entries[key] = Entry(metrics: metrics, offset: offset, deadline: nil, order: noted)
        hasChanges = true
    }

    /// The content of the scroll view of `metrics` moves: its indicators stay.
    func noteMoving(_ metrics: ScrollMetrics) {
        // Called on every scroll move: with no indicator waiting (most of the time), one test.
        guard !entries.isEmpty, let entry = entries.removeValue(forKey: ObjectIdentifier(metrics)) else { return }
        if let deadline = entry.deadline {
            cancelled.append(deadline.handle)
            hasChanges = true
        }
    }

    /// Hands the changes since the last call to `engine`: schedules the new entries' fades at its
    /// time plus the linger delay, in the order they were noted (so that of equal deadlines the
    /// first noted fades first), and cancels the fades of entries that moved again.
    @inline(__always) func schedule(in engine: GestureEngine) {
        // The host calls this after every input: most of the time nothing changed, and then this
        // is one inlined check, not a call.
        if hasChanges { scheduleChanges(in: engine) }
    }

    /// ``schedule(in:)`` with changes.
    private func scheduleChanges(in engine: GestureEngine) {
        hasChanges = false
        for handle in cancelled { engine.cancelHostDeadline(handle) }
        cancelled.removeAll()
        let fresh = entries.filter { $0.value.deadline == nil }.sorted { $0.value.order < $1.value.order }
        let time = engine.now + ScrollIndicatorTiming.lingerDelay
        for (key, entry) in fresh {
            guard let metrics = entry.metrics else {
                entries[key] = nil
                continue
            }
            let handle = engine.scheduleHostDeadline(at: time) { [weak self, weak metrics] in
                self?.fade(key)
                withAnimation(ScrollIndicatorTiming.fade) { metrics?.fadeIndicators?() }
            }
            entries[key]?.deadline = (handle, time)
        }
    }

    /// The fade of `key` fired: it no longer waits.
    private func fade(_ key: ObjectIdentifier) {
        entries[key] = nil
    }

    /// The latest fade deadline at or before `time`, if any.
    func latestDeadline(through time: TimeInterval) -> TimeInterval? {
        var latest: TimeInterval?
        for entry in entries.values {
            guard let deadline = entry.deadline?.time, deadline <= time else { continue }
            latest = max(latest ?? deadline, deadline)
        }
        return latest
    }
}

extension ViewGraph {
    /// The scroll views of this graph whose indicators wait to fade.
    var scrollIndicatorFades: ScrollIndicatorFades { feature(ScrollIndicatorFades.self) }
}

import Foundation

/// A clock that reads a `TouchSimulator`'s virtual time: `sleep` returns when the simulator's
/// time reaches the deadline, never on real time.
///
/// Every `TouchSimulator` has one (`TouchSimulator/clock`), and its window's work sleeps on it
/// when it calls `Task.sleep(for:)` or `Task.sleep(nanoseconds:)` without naming a clock: a
/// `.task`, a pull to refresh, a `Task { … }` a button's action starts. Code that takes a clock as
/// a value (an `any Clock<Duration>` in a model, as with swift-clocks) can be handed the same one.
/// Then let time pass with `TouchSimulator/advance(by:)` or run everything with
/// `TouchSimulator/runUntilIdle(within:)`:
///
/// ```swift
/// let clock = SimulatorClock()
/// let sim = TouchSimulator(Poller(clock: clock), clock: clock)  // sleeps 5 s with `clock.sleep`
/// await sim.runUntilIdle()
/// ```
///
/// A sleep that names another clock (`Task.sleep(for:tolerance:clock:)` with `.continuous`), a
/// timer or I/O waits on real time, which no simulator can move.
public final class SimulatorClock: Clock, @unchecked Sendable {
    /// A point in the simulator's virtual time: the time since the simulator was made.
    public struct Instant: InstantProtocol, Hashable, Sendable {
        /// Virtual time since the simulator was made.
        public var offset: Duration

        /// The instant `offset` after the simulator was made.
        public init(offset: Duration) { self.offset = offset }

        /// This instant moved by `duration`.
        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }

        /// The duration from this instant to `other`.
        public func duration(to other: Instant) -> Duration { other.offset - offset }

        /// Whether `lhs` comes before `rhs`.
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private struct Sleeper {
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
    }

    // Sleepers arrive from any task, the simulator moves time on the main actor: one lock guards
    // both (`@unchecked Sendable` above is this lock's promise).
    private let lock = NSLock()
    private var current = Instant(offset: .zero)
    private var sleepers: [Int: Sleeper] = [:]
    private var nextID = 0

    /// A clock at virtual time 0, for a `TouchSimulator` to drive (`TouchSimulator(_:clock:)`):
    /// made before the simulator, so that the view's code can be given it.
    public init() {}

    /// The simulator's current virtual time.
    public var now: Instant { lock.withLock { current } }

    /// The finest step of virtual time: a nanosecond.
    public var minimumResolution: Duration { .nanoseconds(1) }

    /// Suspends until the simulator's time reaches `deadline` (at once if it has); throws
    /// `CancellationError` when the task is cancelled first. `tolerance` is ignored: virtual time
    /// is exact.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        let id = lock.withLock {
            nextID += 1
            return nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let resumeNow: Bool = lock.withLock {
                    if deadline <= current { return true }
                    sleepers[id] = Sleeper(deadline: deadline, continuation: continuation)
                    return false
                }
                if resumeNow { continuation.resume() }
            }
        } onCancel: {
            let sleeper = lock.withLock { sleepers.removeValue(forKey: id) }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// The earliest deadline a task sleeps until, or `nil` when none sleeps.
    public var nextDeadline: Instant? { lock.withLock { sleepers.values.map(\.deadline).min() } }

    /// How many tasks sleep on this clock now: for a test that checks a view's work is waiting
    /// for time rather than for something else.
    public var sleeperCount: Int { lock.withLock { sleepers.count } }

    /// Moves the clock to `seconds` of virtual time and wakes every sleeper whose deadline has
    /// come, earliest first (they run when the main actor next yields).
    func advance(to seconds: TimeInterval) {
        let due: [Sleeper] = lock.withLock {
            let instant = Instant(offset: .seconds(seconds))
            if current < instant { current = instant }
            let ready = sleepers.filter { $0.value.deadline <= current }.sorted {
                ($0.value.deadline, $0.key) < ($1.value.deadline, $1.key)
            }
            for (id, _) in ready { sleepers[id] = nil }
            return ready.map(\.value)
        }
        for sleeper in due { sleeper.continuation.resume() }
    }
}

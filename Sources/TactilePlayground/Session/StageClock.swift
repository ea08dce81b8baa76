import Foundation

/// The clock of a session's stage: real time while the stage runs, held while it is paused, moved
/// a frame at a time when it is stepped (`PlaygroundSession`'s time control).
///
/// The session sets it as its window's task clock (`ViewHost.taskClock`), so the work the
/// previewed views start sleeps on it: `Task.sleep(for:)` and `Task.sleep(nanoseconds:)` in a
/// `.task` or a `Task { … }` an action starts, and the ticks of `Timer.publish(every:on:in:)`
/// received with `onReceive`. A sleep ends when the stage's time reaches its deadline, so pausing
/// the stage pauses a view that counts with `Task.sleep`, and stepping lets it go on a frame
/// (Decisions.md#stage-clock).
final class StageClock: Clock, @unchecked Sendable {
    // @unchecked: the lock guards every stored property; sleeps come from any task, the session
    // moves time on the main actor.

    /// A moment of the stage's time: the time since the session started, less the time paused.
    struct Instant: InstantProtocol, Hashable, Sendable {
        /// Stage time since the session started.
        var offset: Duration

        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }

        func duration(to other: Instant) -> Duration { other.offset - offset }

        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private struct Sleeper {
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
    }

    private let lock = NSLock()
    /// When the session started: stage time 0 while nothing was paused.
    private let epoch: ContinuousClock.Instant
    /// While paused, the stage time held.
    private var held: Duration?
    /// How far the stage's time lags real time: the time spent paused, less the frames stepped.
    private var lag = Duration.zero
    private var sleepers: [Int: Sleeper] = [:]
    private var nextID = 0
    /// The real-time wait for the earliest sleeper's deadline while the stage runs.
    private var timer: Task<Void, Never>?
    private var timerDeadline: Instant?

    /// A clock whose time 0 is `epoch`, running.
    init(epoch: ContinuousClock.Instant) { self.epoch = epoch }

    /// The stage's time now.
    var now: Instant { lock.withLock { currentLocked } }

    /// The finest step: a nanosecond.
    var minimumResolution: Duration { .nanoseconds(1) }

    /// How many tasks sleep on this clock now.
    var sleeperCount: Int { lock.withLock { sleepers.count } }

    private var currentLocked: Instant {
        Instant(offset: held ?? ((ContinuousClock.now - epoch) - lag))
    }

    /// Suspends until the stage's time reaches `deadline` (at once if it has); throws
    /// `CancellationError` when the task is cancelled first. `tolerance` is ignored.
    func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        let id = lock.withLock {
            nextID += 1
            return nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let resumeNow: Bool = lock.withLock {
                    if deadline <= currentLocked { return true }
                    sleepers[id] = Sleeper(deadline: deadline, continuation: continuation)
                    scheduleLocked()
                    return false
                }
                if resumeNow { continuation.resume() }
            }
        } onCancel: {
            let sleeper = lock.withLock { sleepers.removeValue(forKey: id) }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Holds the stage's time at `seconds`: no sleep ends until it moves or resumes.
    func pause(at seconds: Double) {
        lock.withLock {
            held = Self.duration(seconds)
            timer?.cancel()
            timer = nil
            timerDeadline = nil
        }
    }

    /// Moves the held time on to `seconds` (a step) and ends the sleeps whose deadline it reached;
    /// returns how many ended.
    @discardableResult
    func move(to seconds: Double) -> Int {
        let due: [Sleeper] = lock.withLock {
            guard let current = held else { return [] }
            held = max(current, Self.duration(seconds))
            return takeDueLocked()
        }
        for sleeper in due { sleeper.continuation.resume() }
        return due.count
    }

    /// Lets the stage's time run on from `seconds`, with real time.
    func resume(at seconds: Double) {
        let due: [Sleeper] = lock.withLock {
            lag = (ContinuousClock.now - epoch) - Self.duration(seconds)
            held = nil
            let due = takeDueLocked()
            scheduleLocked()
            return due
        }
        for sleeper in due { sleeper.continuation.resume() }
    }

    /// Lets the time run with real time for good: the session closed, and work of its views that
    /// still sleeps ends when it would without a stage (a task that is cancelled, at once).
    func close() {
        let due: [Sleeper] = lock.withLock {
            if let held { lag = (ContinuousClock.now - epoch) - held }
            held = nil
            let due = takeDueLocked()
            scheduleLocked()
            return due
        }
        for sleeper in due { sleeper.continuation.resume() }
    }

    /// The sleepers whose deadline has come, earliest first, taken off the list.
    private func takeDueLocked() -> [Sleeper] {
        let current = currentLocked
        let ready = sleepers.filter { $0.value.deadline <= current }.sorted {
            ($0.value.deadline, $0.key) < ($1.value.deadline, $1.key)
        }
        for (id, _) in ready { sleepers[id] = nil }
        return ready.map(\.value)
    }

    /// While the stage runs, makes sure a real-time wait ends at the earliest sleeper's deadline.
    private func scheduleLocked() {
        guard held == nil, let earliest = sleepers.values.map(\.deadline).min() else { return }
        if let timerDeadline, timerDeadline <= earliest, timer != nil { return }
        timer?.cancel()
        timerDeadline = earliest
        let wake = epoch + lag + earliest.offset
        timer = Task.detached { [weak self] in
            do { try await Task.sleep(until: wake, clock: .continuous) } catch { return }
            self?.fire()
        }
    }

    /// The real-time wait ended: ends the sleeps that are due and waits for the next.
    private func fire() {
        let due: [Sleeper] = lock.withLock {
            timer = nil
            timerDeadline = nil
            guard held == nil else { return [] }
            let due = takeDueLocked()
            scheduleLocked()
            return due
        }
        for sleeper in due { sleeper.continuation.resume() }
    }

    /// `seconds` as a duration, saturating at `PlaygroundSession.longestSleep`.
    private static func duration(_ seconds: Double) -> Duration {
        guard seconds.isFinite else { return .zero }
        let bounded = max(-PlaygroundSession.longestSleep, min(seconds, PlaygroundSession.longestSleep))
        return .nanoseconds(Int64((bounded * 1e9).rounded()))
    }
}

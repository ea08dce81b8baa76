/// The clock a window's asynchronous work sleeps on when it calls `Task.sleep` without one: the
/// window's `ViewHost/taskClock` (a test's virtual clock), or the real clock when it has none.
///
/// A window binds its slot as a task-local value around everything that can start work: each
/// task its views start (`.task`, `.task(id:)`, a pull to refresh), and each input, time step and
/// commit that runs a view's code (a button's action that starts a `Task { … }`, whose task
/// inherits the binding). `Task.sleep(nanoseconds:)` and `Task.sleep(for:tolerance:)` as
/// `import Tactile` declares them read it when they are called, so a clock set after the task
/// started still counts.
package final class TaskClockSlot: @unchecked Sendable {
    // @unchecked: the lock guards `stored`; sleeps read it from any task, the host writes it on
    // the main actor.
    private let lock = PlainLock()
    private var stored: (any Clock<Duration>)?
    private var inFlight = 0

    package init() {}

    /// How many `Task.sleep` calls on this slot's clock have begun and not returned. Counted from
    /// the call itself, on the caller's actor, before the clock hears of the sleep: a driver that
    /// waits for the window's work sees a sleep a moment before the clock does.
    package var sleepsInFlight: Int { lock.withLock { inFlight } }

    /// Notes a sleep that begins (`delta` 1) or ends (`delta` -1).
    package func noteSleep(_ delta: Int) { lock.withLock { inFlight += delta } }

    /// The clock to sleep on; `nil` for the real clock.
    package var clock: (any Clock<Duration>)? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }

    /// The slot bound to the running task (or the code on this thread), if any.
    @TaskLocal package static var current: TaskClockSlot?
}

import Foundation

/// The asynchronous work a window's views started (`.task`, `.task(id:)`, a pull to refresh's
/// action) that has not returned yet, so that a driver can tell when the window is idle
/// (`ViewHost/runningTaskCount`; the test kit's `runUntilIdle()` waits for it to reach 0).
@MainActor
package final class ViewTaskTracker {
    /// How many tasks started here have not returned (a cancelled task counts until it returns).
    package private(set) var running = 0

    /// The clock the tasks sleep on when they call `Task.sleep` without one (`ViewHost/taskClock`).
    package let clockSlot = TaskClockSlot()

    package init() {}

    /// Starts `action` as a task on the main actor with `priority`, counted until it returns.
    @discardableResult
    package func start(
        priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor () async -> Void
    ) -> Task<Void, Never> {
        running += 1
        return Task(priority: priority) { @MainActor [self] in
            // Bound inside the task, not around its creation: the window's clock may be set after
            // the first commit started the task (a simulator sets it once the host exists).
            await TaskClockSlot.$current.withValue(clockSlot) { await action() }
            running -= 1
        }
    }
}

private struct ViewTasksKey: EnvironmentKey {
    static var defaultValue: ViewTaskTracker? { nil }
}

extension EnvironmentValues {
    /// The tracker of the window's tasks, for views that start tasks outside a modifier (a pull to
    /// refresh); `nil` outside a host.
    package var viewTasks: ViewTaskTracker? {
        get { self[ViewTasksKey.self] }
        set { self[ViewTasksKey.self] = newValue }
    }
}

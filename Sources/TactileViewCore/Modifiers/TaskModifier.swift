/// `task(priority:_:)` and `task(id:priority:_:)`: an async action tied to the view's life.
///
/// The task is started (as a `Task` on the main actor, with the given priority) after the commit
/// in which the view appeared; it is cancelled after the commit in which the view left the tree,
/// and, with an `id`, cancelled and started again after a commit in which the id changed. A task
/// that has not been cancelled is left to finish on its own.
///
/// The window counts its tasks until they return (``ViewHost/runningTaskCount``): the test kit's
/// `runUntilIdle()` runs them to the end on virtual time; without it, a test (`@MainActor`) awaits
/// something the task signals, or yields (`await Task.yield()`) until the state it writes has
/// changed, then calls `update()` on the host so the write is committed.
struct TaskModifier<ID: Equatable>: PrimitiveModifier {
    nonisolated(unsafe) let id: ID
    let priority: TaskPriority
    let action: @MainActor @Sendable () async -> Void

    func makeNodes(content: ModifierContentResolver, inputs: ResolveInputs) -> [ViewNode] {
        let graph = inputs.graph, identity = inputs.identity, tasks = inputs.graph.tasks
        let priority = self.priority, action = self.action
        if let running = graph.observedValues[identity] as? RunningTask<ID> {
            if running.id != id {
                running.id = id
                graph.pendingActions.append { running.restart(priority: priority, in: tasks, action) }
            } else {
                // Handed to the graph again in case the view appeared in this commit and its
                // start still waits for layout to settle: it then starts with this action.
                graph.appearActions.append((identity, { running.restart(priority: priority, in: tasks, action) }))
            }
        } else {
            let running = RunningTask(id: id)
            graph.observedValues[identity] = running
            graph.appearActions.append((identity, { running.restart(priority: priority, in: tasks, action) }))
        }
        if let running = graph.observedValues[identity] as? RunningTask<ID> {
            graph.disappearActions[identity] = { running.cancel() }
        }
        return content.wrap(CompositeContent(kindName: "task"), inputs)
    }
}

/// The task a `.task` modifier started, with the id it was started for.
@MainActor
final class RunningTask<ID: Equatable> {
    var id: ID
    private var task: Task<Void, Never>?

    init(id: ID) { self.id = id }

    /// Cancels the running task, if any, and starts `action`, counted by `tasks`.
    func restart(
        priority: TaskPriority, in tasks: ViewTaskTracker, _ action: @escaping @MainActor @Sendable () async -> Void
    ) {
        task?.cancel()
        task = tasks.start(priority: priority, action)
    }

    /// Cancels the running task, if any.
    func cancel() {
        task?.cancel()
        task = nil
    }
}

extension View {
    /// Runs `action` as a task when the view appears, cancelling it when the view disappears.
    ///
    /// As in SwiftUI, `action` takes the isolation of the code that writes it: a task written in
    /// `body` runs on the main actor; one written in a `nonisolated` helper does not.
    nonisolated public func task(
        priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View {
        modifier(TaskModifier(id: 0, priority: priority, action: { await action() }))
    }

    /// Runs `action` as a task when the view appears and again whenever `id` changes (cancelling
    /// the previous one), cancelling it when the view disappears.
    nonisolated public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View {
        modifier(TaskModifier(id: value, priority: priority, action: { await action() }))
    }
}

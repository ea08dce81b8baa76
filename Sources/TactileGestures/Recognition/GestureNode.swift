import Foundation

/// The part of a recognizer node that does not depend on its value type.
///
/// Nodes are built from gesture values when a touch sequence starts (the only time the engine
/// allocates them) and live for that session. Users never see them; they are public only because
/// ``Gesture`` has to name them in its hidden requirements.
public class _GestureNodeBase {
    /// The phase reported by the last update (``GesturePhaseKind/idle`` before the attempt starts).
    final var phaseKind: GesturePhaseKind = .idle
    /// Why the node failed, once it has.
    final var failureReason: GestureFailureReason?
    /// The ``_GestureUpdateContext/serial`` of the update in which the node started; the node
    /// ignores that update's event, which its start already accounted for.
    final var startSerial: Int = -1
    /// A name for traces, or `nil` for nodes that only mirror their child (callbacks, `map`).
    final let traceName: String?

    init(traceName: String?) {
        self.traceName = traceName
    }

    /// The name traces use for this node: its own, or for a node that only mirrors its child
    /// (callbacks, `map`), the nearest named node below it.
    func nearestTraceName() -> String? { traceName }

    /// Whether the node has started an attempt and not yet reached a terminal phase.
    final var isInProgress: Bool { phaseKind != .idle && !phaseKind.isTerminal }

    /// Begins an attempt. Subclasses seed themselves from `context.pointers` (the pointers down at
    /// this moment) and must call `super`.
    func start(_ context: _GestureUpdateContext) {
        startSerial = context.serial
        transition(to: .possible, reason: nil, context)
    }

    /// Fails the attempt now, with `reason`, if it is in progress; subclasses cancel their children
    /// and undo their effects (callbacks, gesture state) and must call `super`.
    func cancel(_ reason: GestureFailureReason, _ context: _GestureUpdateContext) {
        guard isInProgress else { return }
        recordFailure(reason)
        transition(to: .failed, reason: reason, context)
    }

    /// The earliest time at which the node needs an update without new input, if any.
    func nextDeadline() -> TimeInterval? { nil }

    /// Stores a terminal failure; generic subclasses keep their cached phase in step.
    func recordFailure(_ reason: GestureFailureReason) {
        failureReason = reason
    }

    /// Records a change of phase and reports it to the tracer.
    final func transition(to kind: GesturePhaseKind, reason: GestureFailureReason?, _ context: _GestureUpdateContext) {
        guard kind != phaseKind else { return }
        let previous = phaseKind
        phaseKind = kind
        if let traceName, let tracer = context.tracer {
            tracer(GesturePhaseTransition(
                time: context.time, gesture: traceName, from: previous, to: kind, reason: reason))
        }
    }
}

/// A recognizer node that reports phases carrying values of type `Value`.
public class _GestureNode<Value>: _GestureNodeBase {
    /// The terminal phase, once reached: later updates return it without re-evaluating.
    private final var terminal: GesturePhase<Value>?

    /// Runs one update: processes `context.event` (if any) and the passage of time, and returns
    /// the phase to report. While `context.isBlocked`, recognition is held back: an `active` or
    /// `ended` phase is reported as `possible` and reported for real once the block lifts.
    final func update(_ context: _GestureUpdateContext) -> GesturePhase<Value> {
        if let terminal { return terminal }
        let phase = evaluate(context)
        switch phase {
        case .possible where context.isExhausted:
            // No more input can come: the gesture was never recognized. Failing here, rather
            // than cancelling from the root, lets combinators apply their rules (a sequence
            // whose second gesture fails ends).
            let failure = GesturePhase<Value>.failed(.liftedEarly)
            terminal = failure
            failureReason = .liftedEarly
            transition(to: .failed, reason: .liftedEarly, context)
            return failure
        case .possible:
            transition(to: .possible, reason: nil, context)
            return phase
        case .active(let value), .ended(let value):
            if context.isBlocked {
                transition(to: .possible, reason: nil, context)
                return .possible(value)
            }
            if case .ended = phase { terminal = phase }
            transition(to: phase.kind, reason: nil, context)
            return phase
        case .failed(let reason):
            terminal = phase
            failureReason = reason
            transition(to: .failed, reason: reason, context)
            return phase
        }
    }

    /// Computes the phase from the node's state and `context`. Must be idempotent when called
    /// again with no new event: recognition that was held back must be reported again.
    func evaluate(_ context: _GestureUpdateContext) -> GesturePhase<Value> {
        fatalError("\(type(of: self)) must override evaluate(_:)")
    }

    override func recordFailure(_ reason: GestureFailureReason) {
        super.recordFailure(reason)
        terminal = .failed(reason)
    }
}

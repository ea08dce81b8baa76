import Foundation

/// A gesture that succeeds when the user holds a pointer down, without moving it far, for a
/// minimum duration.
///
/// | Input | Phase | Callbacks |
/// |---|---|---|
/// | down | active(`true`) | `updating(true)`, `onChanged(true)` once |
/// | still down, within `maximumDistance`, when `minimumDuration` has passed | ended(`true`) — at that moment, without waiting for the lift and with no event needed | gesture state resets, `onEnded(true)` |
/// | moves `maximumDistance` or more (host space) before that | failed, ``GestureFailureReason/movedTooFar`` | state resets, `onFailed` |
/// | up before that | failed, ``GestureFailureReason/liftedEarly`` | state resets, `onFailed` |
/// | a second pointer | failed, ``GestureFailureReason/tooManyPointers`` | state resets, `onFailed` |
/// | moves or up after success | nothing: the gesture is over | — |
///
/// With `minimumDuration: 0` the press is active and ends at the same instant.
public struct LongPressGesture: Gesture, Sendable {
    /// The minimum duration of the long press that must elapse before the gesture succeeds.
    public var minimumDuration: Double
    /// The maximum distance that the long press can move before the gesture fails.
    public var maximumDistance: CGFloat

    /// Creates a long-press gesture with a minimum duration and a maximum distance that the
    /// interaction can move before the gesture fails.
    public init(
        minimumDuration: Double = GestureDefaults.longPressMinimumDuration,
        maximumDistance: CGFloat = GestureDefaults.longPressMaximumDistance
    ) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    /// Whether the press is in progress: always `true` while the gesture reports.
    public typealias Value = Bool
    /// A primitive gesture has no body.
    public typealias Body = Never

    /// Builds the long-press recognizer.
    public func _makeNode(_ context: _GestureBuildContext) -> _GestureNode<Bool> {
        LongPressNode(self, context, name: "LongPressGesture")
    }

    /// Refreshes the recognizer's parameters.
    public func _updateNode(_ node: _GestureNodeBase) -> Bool { refreshPrimitive(node, with: self) }
}

final class LongPressNode: PrimitiveNode<LongPressGesture> {
    private enum State {
        case waiting
        case pressing(pointer: PointerID, downLocation: CGPoint, downTime: TimeInterval)
        case succeeded
        case failed(GestureFailureReason)
    }

    private var state: State = .waiting

    override func reset() {
        super.reset()
        state = .waiting
    }

    override func start(_ context: _GestureUpdateContext) {
        super.start(context)
        switch context.pointers.count {
        case 0: state = .waiting
        case 1:
            state = .pressing(
                pointer: context.pointers[0].id, downLocation: context.pointers[0].location,
                downTime: context.time)
        default: state = .failed(.tooManyPointers)
        }
    }

    private var deadline: TimeInterval? {
        guard case .pressing(_, _, let downTime) = state else { return nil }
        return downTime + max(0, gesture.minimumDuration)
    }

    override func evaluate(_ context: _GestureUpdateContext) -> GesturePhaseKind {
        if let deadline, context.time >= deadline {
            state = .succeeded
        }
        if let event = context.event(for: self) {
            handle(event)
        }
        // A zero duration is met at the instant of the down itself.
        if let deadline, context.time >= deadline, case .pressing = state {
            setValue(true)
            return .active
        }
        switch state {
        case .waiting:
            return .possible
        case .pressing:
            setValue(true)
            return .active
        case .succeeded:
            setValue(true)
            return .ended
        case .failed(let reason):
            return fail(reason)
        }
    }

    private func handle(_ event: PointerEvent) {
        switch (state, event.phase) {
        case (.waiting, .down):
            state = .pressing(pointer: event.pointer, downLocation: event.location, downTime: event.time)
        case (.pressing(let pointer, _, _), .down) where pointer != event.pointer:
            state = .failed(.tooManyPointers)
        case (.pressing(let pointer, let downLocation, _), .move) where pointer == event.pointer,
            (.pressing(let pointer, let downLocation, _), .up) where pointer == event.pointer:
            if event.location.distance(to: downLocation) >= gesture.maximumDistance {
                state = .failed(.movedTooFar)
            } else if event.phase == .up {
                state = .failed(.liftedEarly)
            }
        case (.pressing(let pointer, _, _), .cancel) where pointer == event.pointer:
            state = .failed(.cancelled)
        case (.waiting, .cancel):
            state = .failed(.cancelled)
        default:
            break
        }
    }

    /// Behind another gesture of an exclusive pair, a long press waits only until its minimum
    /// duration, then wins (Docs/Semantics.md, "A long press after a tap").
    override var exclusiveDependency: ExclusiveDependency { .untilRecognized }

    override func nextDeadline() -> TimeInterval? {
        isInProgress ? deadline : nil
    }

    override func collectDeadlineSources(into sources: inout [_GestureNodeBase]) { sources.append(self) }
}

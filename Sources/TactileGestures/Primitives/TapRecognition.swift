import Foundation

/// The state machine shared by ``TapGesture`` and ``SpatialTapGesture``.
///
/// | Input | Result |
/// |---|---|
/// | down (tap *k*) | possible; fails at down + ``GestureConfiguration/tapMaximumDuration`` if still down |
/// | pointer moves ≥ ``GestureConfiguration/tapMaximumMovement`` from that tap's down point (host space) | failed, ``GestureFailureReason/movedTooFar`` |
/// | up, *k* < count | possible; the next down must come within ``GestureConfiguration/multiTapMaximumDelay`` |
/// | up, *k* == count | ended |
/// | the next down does not come in time | failed, ``GestureFailureReason/timedOut`` |
/// | a second pointer while pressed | failed, ``GestureFailureReason/tooManyPointers`` |
/// | cancel | failed, ``GestureFailureReason/cancelled`` |
///
/// A tap is never `active`: it is discrete, so `updating` never runs for it (SwiftUI reports its
/// active phases as possible too).
struct TapRecognition {
    enum State {
        /// Waiting for the next tap to begin; fails at the deadline if there is one.
        case waiting(deadline: TimeInterval?)
        /// A tap is in progress.
        case pressed(pointer: PointerID, downLocation: CGPoint, deadline: TimeInterval)
        /// All taps completed; the last lift was at `location` (host space).
        case recognized(location: CGPoint)
        case failed(GestureFailureReason)
    }

    private(set) var state: State = .waiting(deadline: nil)
    private(set) var completedTaps = 0

    /// Begins an attempt from the pointers down right now (a tap that starts mid-sequence, after
    /// another gesture, treats a pointer already down as the start of its first tap, and with no
    /// pointer down waits no longer than the multi-tap window for one).
    mutating func start(pointers: [PointerState], time: TimeInterval, configuration: GestureConfiguration) {
        completedTaps = 0
        switch pointers.count {
        case 0:
            state = .waiting(deadline: nil)
        case 1:
            state = .pressed(
                pointer: pointers[0].id, downLocation: pointers[0].location,
                deadline: time + configuration.tapMaximumDuration)
        default:
            state = .failed(.tooManyPointers)
        }
    }

    /// Marks the start as happening mid-sequence, so that waiting for the first tap is bounded.
    mutating func boundWaiting(from time: TimeInterval, configuration: GestureConfiguration) {
        if case .waiting(nil) = state {
            state = .waiting(deadline: time + configuration.multiTapMaximumDelay)
        }
    }

    mutating func handle(_ event: PointerEvent, count: Int, configuration: GestureConfiguration) {
        switch (state, event.phase) {
        case (.waiting, .down):
            state = .pressed(
                pointer: event.pointer, downLocation: event.location,
                deadline: event.time + configuration.tapMaximumDuration)
        case (.pressed(let pointer, _, _), .down) where pointer != event.pointer:
            state = .failed(.tooManyPointers)
        case (.pressed(let pointer, let downLocation, _), .move) where pointer == event.pointer:
            if event.location.distance(to: downLocation) >= configuration.tapMaximumMovement {
                state = .failed(.movedTooFar)
            }
        case (.pressed(let pointer, let downLocation, _), .up) where pointer == event.pointer:
            if event.location.distance(to: downLocation) >= configuration.tapMaximumMovement {
                state = .failed(.movedTooFar)
                return
            }
            completedTaps += 1
            if completedTaps >= count {
                state = .recognized(location: event.location)
            } else {
                state = .waiting(deadline: event.time + configuration.multiTapMaximumDelay)
            }
        case (.pressed(let pointer, _, _), .cancel) where pointer == event.pointer:
            state = .failed(.cancelled)
        case (.waiting, .cancel):
            state = .failed(.cancelled)
        default:
            break
        }
    }

    mutating func handleTime(_ time: TimeInterval) {
        switch state {
        case .waiting(let deadline?) where time >= deadline:
            state = .failed(.timedOut)
        case .pressed(_, _, let deadline) where time >= deadline:
            state = .failed(.heldTooLong)
        default:
            break
        }
    }

    var deadline: TimeInterval? {
        switch state {
        case .waiting(let deadline): deadline
        case .pressed(_, _, let deadline): deadline
        case .recognized, .failed: nil
        }
    }
}

/// The recognizer node of a tap-like gesture; `makeValue` turns the final lift location (host
/// space) into the gesture's value.
final class TapNode<G: Gesture>: PrimitiveNode<G> {
    /// Exempt from the run-time exclusivity check, which the compiler cannot remove in this generic
    /// class (two calls, ~75 instructions each, on every event): the recognition's methods touch
    /// only the recognition, and `count`/`makeValue` run outside its accesses.
    @exclusivity(unchecked) private var recognition = TapRecognition()
    private let count: (G) -> Int
    private let makeValue: (G, GestureGeometryBox, CGPoint) -> G.Value
    /// The gesture's tap count (at least one), read through `count` when the node is built and
    /// when its gesture is replaced (``refreshTap(with:)``), so that an event does not copy the
    /// gesture through this generic class's value witnesses to call `count`.
    private var tapCount: Int

    init(
        _ gesture: G, _ context: _GestureBuildContext, name: String,
        count: @escaping (G) -> Int, makeValue: @escaping (G, GestureGeometryBox, CGPoint) -> G.Value
    ) {
        self.count = count
        self.makeValue = makeValue
        self.tapCount = max(1, count(gesture))
        super.init(gesture, context, name: name)
    }

    /// Replaces the gesture's parameters, as ``PrimitiveNode/refresh(with:)`` does, and the tap
    /// count read from them.
    func refreshTap(with other: G) -> Bool {
        let refreshed = refresh(with: other)
        tapCount = max(1, count(other))
        return refreshed
    }

    override func reset() {
        super.reset()
        recognition = TapRecognition()
    }

    override func start(_ context: _GestureUpdateContext) {
        super.start(context)
        recognition.start(pointers: context.pointers, time: context.time, configuration: configuration)
        // A tap that starts after other input (the second gesture of a sequence) may not wait for
        // its first down forever. At the start of a session (serial 1) the creating down follows.
        if context.serial > 1 {
            recognition.boundWaiting(from: context.time, configuration: configuration)
        }
    }

    override func evaluate(_ context: _GestureUpdateContext) -> GesturePhaseKind {
        recognition.handleTime(context.time)
        if let event = context.event(for: self) {
            recognition.handle(event, count: tapCount, configuration: configuration)
        }
        switch recognition.state {
        case .waiting, .pressed:
            return .possible
        case .recognized(let location):
            setValue(makeValue(gesture, geometry, location))
            return .ended
        case .failed(let reason):
            return fail(reason)
        }
    }

    override func nextDeadline() -> TimeInterval? {
        isInProgress ? recognition.deadline : nil
    }

    override func collectDeadlineSources(into sources: inout [_GestureNodeBase]) { sources.append(self) }
}

import Foundation

/// A dragging motion that invokes an action as the drag-event sequence changes.
///
/// | Input | Phase | Callbacks |
/// |---|---|---|
/// | down | possible (active at once when `minimumDistance` is 0) | none |
/// | moves less than `minimumDistance` from the down point (host space) | possible | none |
/// | first event at `minimumDistance` or more | active | `updating`, `onChanged`; `startLocation` is the down point, so the first translation already has that length |
/// | each later move | active | `onChanged` |
/// | up after becoming active | ended, with the lift's location | state resets, `onEnded` |
/// | up before becoming active | failed, ``GestureFailureReason/liftedEarly`` | `onFailed` |
/// | a second pointer, or cancel | failed | state resets, `onFailed` |
///
/// The pointer stays bound to the drag when it leaves the view: locations may lie outside it.
/// A drag that starts after another gesture (`LongPressGesture().sequenced(before: DragGesture())`)
/// starts from where the pointer is at that moment, and measures its minimum distance from there.
public struct DragGesture: Gesture, Sendable {
    /// The minimum dragging distance before the gesture succeeds.
    public var minimumDistance: CGFloat
    /// The coordinate space in which to receive location values.
    public var coordinateSpace: CoordinateSpace {
        didSet { isLocalSpace = coordinateSpace.isLocal }
    }
    /// Whether ``coordinateSpace`` is `.local`, kept with it so that the recognizer can test it on
    /// every move without copying the space (whose `.named` payload is reference-counted).
    private(set) var isLocalSpace: Bool
    /// The directions in which the drag may begin (Tactile's, beyond SwiftUI): when the pointer
    /// first reaches ``minimumDistance``, a drag that moved mostly along an axis outside this set
    /// fails with ``GestureFailureReason/movedTooFar``, leaving the touch to the gestures around it
    /// (a scroll view along the other axis). ``GestureAxes/both``, SwiftUI's drag, by default;
    /// with a zero minimum distance the drag is active at the down and the set does not apply.
    public var axes: GestureAxes = .both

    /// Creates a dragging gesture with the minimum dragging distance before the gesture succeeds
    /// and the coordinate space of the gesture's location.
    public init(
        minimumDistance: CGFloat = GestureDefaults.dragMinimumDistance,
        coordinateSpace: some CoordinateSpaceProtocol = .local
    ) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace.coordinateSpace
        self.isLocalSpace = self.coordinateSpace.isLocal
    }

    /// Creates a dragging gesture that may begin only along `axes` (Tactile's): a horizontal drag
    /// in a vertical scroll view takes the horizontal moves and leaves the vertical ones to the scroll.
    public init(
        minimumDistance: CGFloat = GestureDefaults.dragMinimumDistance,
        coordinateSpace: some CoordinateSpaceProtocol = .local, axes: GestureAxes
    ) {
        self.init(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace)
        self.axes = axes
    }

    /// Creates a dragging gesture (the iOS 13 form taking a ``CoordinateSpace``).
    @_disfavoredOverload
    public init(
        minimumDistance: CGFloat = GestureDefaults.dragMinimumDistance,
        coordinateSpace: CoordinateSpace = .local
    ) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
        self.isLocalSpace = coordinateSpace.isLocal
    }

    /// A primitive gesture has no body.
    public typealias Body = Never

    /// Builds the drag recognizer.
    public func _makeNode(_ context: _GestureBuildContext) -> _GestureNode<Value> {
        DragNode(self, context, name: "DragGesture")
    }

    /// Refreshes the recognizer's parameters.
    public func _updateNode(_ node: _GestureNodeBase) -> Bool { refreshPrimitive(node, with: self) }
}

extension DragGesture {
    /// The attributes of a drag gesture.
    public struct Value: Equatable, Sendable {
        /// The time associated with the drag gesture's current event.
        public var time: Date
        /// The location of the drag gesture's current event.
        public var location: CGPoint
        /// The location of the drag gesture's first event.
        public var startLocation: CGPoint
        /// The current drag velocity, in points per second, in the gesture's coordinate space.
        ///
        /// Estimated by ``VelocityTracker`` (a least-squares fit over the recent samples). At the
        /// lift, a pointer that lifted where it last moved adds no sample, so a flick released in
        /// place ends with the velocity of its last moves, and one that rested for the stop
        /// threshold (40 ms) before lifting ends with zero.
        public var velocity: CGSize
        /// The interval ``predictedEndLocation`` projects ahead (0.25 s unless configured).
        var predictionInterval: TimeInterval

        /// Creates a value. Hosts and tests use this; the engine fills it in from input.
        public init(
            time: Date, location: CGPoint, startLocation: CGPoint, velocity: CGSize,
            predictionInterval: TimeInterval = GestureConfiguration.standard.predictionInterval
        ) {
            self.time = time
            self.location = location
            self.startLocation = startLocation
            self.velocity = velocity
            self.predictionInterval = predictionInterval
        }

        /// The total translation from the start of the drag gesture to the current event.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }

        /// A prediction, based on the current drag velocity, of where the final location will
        /// be if dragging stopped now: `location + velocity × 0.25 s`.
        public var predictedEndLocation: CGPoint {
            CGPoint(
                x: location.x + velocity.width * predictionInterval,
                y: location.y + velocity.height * predictionInterval)
        }

        /// A prediction, based on the current drag velocity, of what the final translation will
        /// be if dragging stopped now.
        public var predictedEndTranslation: CGSize {
            let end = predictedEndLocation
            return CGSize(width: end.x - startLocation.x, height: end.y - startLocation.y)
        }
    }
}

final class DragNode: PrimitiveNode<DragGesture> {
    private enum State {
        case waiting
        /// Tracking `pointer`; `startHost` is where it started in host space (for the minimum
        /// distance), `startLocation` the same point in the gesture's space.
        case tracking(pointer: PointerID, startHost: CGPoint, startLocation: CGPoint, isActive: Bool)
        case ended
        case failed(GestureFailureReason)
    }

    private var state: State = .waiting
    /// Exempt from the run-time exclusivity check, which the compiler cannot remove around the
    /// tracker's mutations (its buffer is copy-on-write): nothing else runs while they happen.
    @exclusivity(unchecked) private var velocity: VelocityTracker
    /// Where the pointer was at the latest event, in the gesture's space, and when; the value
    /// reported is built from it (and the velocity) only when someone reads it: a drag whose
    /// value nobody reads on a move (one with only `onEnded`, or inside a composition that
    /// forgets values) skips the velocity fit.
    private var latest: (location: CGPoint, startLocation: CGPoint, time: TimeInterval)?

    init(_ gesture: DragGesture, _ context: _GestureBuildContext, name: String) {
        velocity = VelocityTracker(configuration: context.configuration.velocity)
        super.init(gesture, context, name: name, defersValue: true)
    }

    override func reset() {
        super.reset()
        state = .waiting
        velocity.resetForReuse(configuration: configuration.velocity)
        latest = nil
    }

    override func start(_ context: _GestureUpdateContext) {
        super.start(context)
        switch context.pointers.count {
        case 0:
            state = .waiting
        case 1:
            begin(pointer: context.pointers[0].id, at: context.pointers[0].location, time: context.time)
        default:
            state = .failed(.tooManyPointers)
        }
    }

    private func begin(pointer: PointerID, at host: CGPoint, time: TimeInterval) {
        let location = converted(host)
        velocity.reset()
        velocity.addSample(location, at: time)
        let isActive = gesture.minimumDistance <= 0
        state = .tracking(pointer: pointer, startHost: host, startLocation: location, isActive: isActive)
        latest = (location, location, time)
    }

    /// Builds the value of the latest event. The velocity tracker changes only when an event is
    /// handled, so the value is the one the event produced whenever it is built before the next.
    override func materializeValue() {
        guard let latest else { return }
        let v = velocity.velocity(at: latest.time)
        setValue(
            DragGesture.Value(
                time: gestureDate(latest.time), location: latest.location, startLocation: latest.startLocation,
                velocity: CGSize(width: v.dx, height: v.dy), predictionInterval: configuration.predictionInterval))
    }

    override func evaluate(_ context: _GestureUpdateContext) -> GesturePhaseKind {
        if let event = context.event(for: self) {
            handle(event)
        }
        switch state {
        case .waiting:
            return .possible
        case .tracking(_, _, _, let isActive):
            guard latest != nil else { return .possible }
            deferValue()
            return isActive ? .active : .possible
        case .ended:
            guard latest != nil else { return fail(.liftedEarly) }
            deferValue()
            return .ended
        case .failed(let reason):
            return fail(reason)
        }
    }

    private func handle(_ event: PointerEvent) {
        switch state {
        case .waiting:
            if event.phase == .down {
                begin(pointer: event.pointer, at: event.location, time: event.time)
            } else if event.phase == .cancel {
                state = .failed(.cancelled)
            }
        case .tracking(let pointer, let startHost, let startLocation, let isActive):
            guard event.pointer == pointer else {
                if event.phase == .down { state = .failed(.tooManyPointers) }
                return
            }
            switch event.phase {
            case .down:
                break
            case .move, .up:
                let location = converted(event.location)
                // A lift where the pointer last was adds no sample (`VelocityTracker.addLift`), so
                // a flick released in place ends with the velocity of its last moves.
                if event.phase == .up {
                    velocity.addLift(location, at: event.time)
                } else {
                    velocity.addSample(location, at: event.time)
                }
                latest = (location, startLocation, event.time)
                let reached = isActive || event.location.distance(to: startHost) >= gesture.minimumDistance
                if reached, !isActive, !beginsAlongAllowedAxis(location, from: startLocation) {
                    state = .failed(.movedTooFar)
                } else if event.phase == .up {
                    state = reached ? .ended : .failed(.liftedEarly)
                } else if reached != isActive {
                    state = .tracking(
                        pointer: pointer, startHost: startHost, startLocation: startLocation,
                        isActive: true)
                }
            case .cancel:
                state = .failed(.cancelled)
            }
        case .ended, .failed:
            break
        }
    }

    /// `point` (host space) in the gesture's coordinate space. The usual `.local` space applies the
    /// geometry's local transform directly, as ``GestureGeometryBox/convert(_:to:)`` does for
    /// `.local`: no ``CoordinateSpace`` value is built, copied or destroyed per move.
    private func converted(_ point: CGPoint) -> CGPoint {
        gesture.isLocalSpace
            ? point.applying(geometry.localFromHost) : geometry.convert(point, to: gesture.coordinateSpace)
    }

    /// Whether the move from `start` to `location` (the gesture's space) is along ``DragGesture/axes``.
    private func beginsAlongAllowedAxis(_ location: CGPoint, from start: CGPoint) -> Bool {
        gesture.axes == .both
            || gesture.axes.allowsMovement(by: CGSize(width: location.x - start.x, height: location.y - start.y))
    }
}

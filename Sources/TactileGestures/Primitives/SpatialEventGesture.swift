import Foundation

/// A gesture that provides information about ongoing spatial events like clicks and touches:
/// every pointer on the view, raw.
///
/// Active from the first down; every event produces a new ``SpatialEventCollection`` holding the
/// pointers down plus those that lifted or were cancelled in that event. Ends when no pointer is
/// left down, with the final collection. Per-pointer cancellation is reported in the events'
/// ``SpatialEventCollection/Event/phase-swift.property``; only a host-wide cancel fails the gesture.
public struct SpatialEventGesture: Gesture, Sendable {
    /// The coordinate space of the gesture.
    public let coordinateSpace: CoordinateSpace

    /// Creates the gesture with a desired coordinate space.
    public init(coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.coordinateSpace = coordinateSpace.coordinateSpace
    }

    /// Creates the gesture with a desired coordinate space (taking a ``CoordinateSpace``).
    @_disfavoredOverload
    public init(coordinateSpace: CoordinateSpace = .local) {
        self.coordinateSpace = coordinateSpace
    }

    /// The events of the pointers on the view.
    public typealias Value = SpatialEventCollection
    /// A primitive gesture has no body.
    public typealias Body = Never

    /// Builds the recognizer.
    public func _makeNode(_ context: _GestureBuildContext) -> _GestureNode<SpatialEventCollection> {
        SpatialEventNode(self, context, name: "SpatialEventGesture")
    }

    /// Refreshes the recognizer's parameters.
    public func _updateNode(_ node: _GestureNodeBase) -> Bool { refreshPrimitive(node, with: self) }
}

/// A collection of spatial input events that target a specific view.
public struct SpatialEventCollection: Collection, Equatable, Sendable {
    /// A spatial event generated from an input like a touch or click.
    public struct Event: Identifiable, Hashable, Sendable {
        /// A value that uniquely identifies an event over the course of its lifetime.
        public struct ID: Hashable, Sendable {
            /// The host's pointer id.
            public var pointer: PointerID
            /// Creates an id.
            public init(pointer: PointerID) { self.pointer = pointer }
        }

        /// The kind of input that generated the event.
        public enum Kind: Hashable, Sendable {
            /// A direct touch.
            case touch
            /// A stylus.
            case pencil
            /// An indirect pointer: mouse or trackpad.
            case pointer
        }

        /// The phase of an event.
        public enum Phase: Hashable, Sendable {
            /// The event is in progress.
            case active
            /// The event ended normally.
            case ended
            /// The system cancelled the event.
            case cancelled
        }

        /// The id of the event.
        public var id: ID
        /// When the event happened, in seconds on the host's clock.
        public var timestamp: TimeInterval
        /// The kind of input.
        public var kind: Kind
        /// The location of the event in the gesture's coordinate space.
        public var location: CGPoint
        /// The phase of the event.
        public var phase: Phase
        /// The modifier keys held when the event happened.
        public var modifierKeys: EventModifiers

        /// How a pen was held: the angles its device reported (`Codable` so that a host's
        /// `PointerEvent` carrying one stays `Codable`).
        public struct InputDevicePose: Hashable, Sendable, Codable {
            /// The angle between the pen and the screen's plane (90° upright).
            public var altitude: Angle
            /// The direction the pen points in the screen's plane.
            public var azimuth: Angle

            /// A pose of `altitude` and `azimuth`.
            public init(altitude: Angle, azimuth: Angle) {
                self.altitude = altitude
                self.azimuth = azimuth
            }
        }

        /// How the pen that made the event was held, when its device reports it (the host's
        /// `PointerEvent/devicePose`); `nil` for touches, a mouse, and pens that report none.
        public var inputDevicePose: InputDevicePose? { devicePose }

        var devicePose: InputDevicePose?

        /// Creates an event.
        public init(
            id: ID, timestamp: TimeInterval, kind: Kind, location: CGPoint, phase: Phase,
            modifierKeys: EventModifiers = []
        ) {
            self.id = id
            self.timestamp = timestamp
            self.kind = kind
            self.location = location
            self.phase = phase
            self.modifierKeys = modifierKeys
        }
    }

    private var events: [Event]

    /// Creates a collection.
    public init(_ events: [Event] = []) {
        self.events = events
    }

    /// A position in the collection.
    public struct Index: Comparable, Sendable {
        let offset: Int

        /// Whether `lhs` comes before `rhs`.
        public static func < (lhs: Index, rhs: Index) -> Bool { lhs.offset < rhs.offset }
    }

    /// Walks the events in order.
    public struct Iterator: IteratorProtocol, Sendable {
        /// The iterator yields events.
        public typealias Element = Event
        private var base: IndexingIterator<[Event]>

        init(_ events: [Event]) { base = events.makeIterator() }

        /// The next event, or `nil` after the last.
        public mutating func next() -> Event? { base.next() }
    }

    /// An iterator over the events.
    public func makeIterator() -> Iterator { Iterator(events) }

    /// The position of the first event.
    public var startIndex: Index { Index(offset: events.startIndex) }
    /// The position after the last event.
    public var endIndex: Index { Index(offset: events.endIndex) }
    /// The event at `position`.
    public subscript(position: Index) -> Event { events[position.offset] }
    /// The position after `i`.
    public func index(after i: Index) -> Index { Index(offset: i.offset + 1) }
    /// The event with the given id, if the collection has it.
    public subscript(id: Event.ID) -> Event? { events.first { $0.id == id } }
}

final class SpatialEventNode: PrimitiveNode<SpatialEventGesture> {
    private var events: [SpatialEventCollection.Event] = []
    private var hasStarted = false
    private var isFinished = false

    override func reset() {
        super.reset()
        events = []
        hasStarted = false
        isFinished = false
    }

    override func start(_ context: _GestureUpdateContext) {
        super.start(context)
        events = context.pointers.map { pointer in
            var event = SpatialEventCollection.Event(
                id: .init(pointer: pointer.id), timestamp: context.time, kind: Self.kind(pointer.kind),
                location: geometry.convert(pointer.location, to: gesture.coordinateSpace), phase: .active)
            event.devicePose = pointer.devicePose
            return event
        }
        hasStarted = !events.isEmpty
    }

    private static func kind(_ kind: PointerKind) -> SpatialEventCollection.Event.Kind {
        switch kind {
        case .touch: .touch
        case .mouse: .pointer
        case .pen: .pencil
        }
    }

    override func evaluate(_ context: _GestureUpdateContext) -> GesturePhaseKind {
        if let event = context.event(for: self) {
            // Events that ended in the previous update are no longer reported.
            events.removeAll { $0.phase != .active }
            let location = geometry.convert(event.location, to: gesture.coordinateSpace)
            let index = events.firstIndex { $0.id.pointer == event.pointer }
            switch event.phase {
            case .down where index == nil:
                var added = SpatialEventCollection.Event(
                    id: .init(pointer: event.pointer), timestamp: event.time,
                    kind: Self.kind(event.kind), location: location, phase: .active)
                added.devicePose = event.devicePose
                events.append(added)
                hasStarted = true
            case .move:
                if let index {
                    events[index].location = location
                    events[index].timestamp = event.time
                    events[index].devicePose = event.devicePose
                }
            case .up, .cancel:
                if let index {
                    events[index].location = location
                    events[index].timestamp = event.time
                    events[index].devicePose = event.devicePose
                    events[index].phase = event.phase == .up ? .ended : .cancelled
                }
            default:
                break
            }
            if hasStarted && !events.contains(where: { $0.phase == .active }) {
                isFinished = true
            }
        }
        guard hasStarted else { return .possible }
        setValue(SpatialEventCollection(events))
        return isFinished ? .ended : .active
    }
}

import Foundation

/// A gesture that recognizes a rotation motion (two fingers twisting) and tracks the angle of
/// the rotation.
///
/// Active once the rotation reaches `minimumAngleDelta` in either direction; ended when either
/// finger lifts. The rotation is unwrapped: turning past 180° keeps counting.
public struct RotateGesture: Gesture, Sendable {
    /// The attributes of a rotation gesture.
    public struct Value: Equatable, Sendable {
        /// The time associated with the gesture's current event.
        public var time: Date
        /// The relative amount that the gesture has rotated by (positive is clockwise on a
        /// screen whose y axis points down).
        public var rotation: Angle
        /// The current rotation velocity, per second.
        public var velocity: Angle
        /// The initial anchor point of the gesture in the modified view's coordinate space.
        public var startAnchor: UnitPoint
        /// The initial center of the gesture in the modified view's coordinate space.
        public var startLocation: CGPoint

        /// Creates a value.
        public init(time: Date, rotation: Angle, velocity: Angle, startAnchor: UnitPoint, startLocation: CGPoint) {
            self.time = time
            self.rotation = rotation
            self.velocity = velocity
            self.startAnchor = startAnchor
            self.startLocation = startLocation
        }
    }

    /// The minimum delta required before the gesture becomes active.
    public var minimumAngleDelta: Angle

    /// Creates a rotation gesture with a minimum delta for the gesture to start.
    public init(minimumAngleDelta: Angle = GestureDefaults.rotateMinimumAngleDelta) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    /// A primitive gesture has no body.
    public typealias Body = Never

    /// Builds the rotation recognizer.
    public func _makeNode(_ context: _GestureBuildContext) -> _GestureNode<Value> {
        PinchNode(self, context, name: "RotateGesture")
    }

    /// Refreshes the recognizer's parameters.
    public func _updateNode(_ node: _GestureNodeBase) -> Bool { refreshPrimitive(node, with: self) }
}

extension RotateGesture: PinchGestureDescription {
    static var measuredQuantities: PinchQuantities { .rotation }
    static var reportedVelocities: PinchQuantities { .rotation }

    func isRecognized(by sample: PinchSample) -> Bool {
        abs(sample.rotation.radians) >= abs(minimumAngleDelta.radians)
    }

    static func value(for sample: PinchSample, start: PinchStart) -> Value {
        Value(
            time: gestureDate(sample.time), rotation: sample.rotation, velocity: sample.rotationVelocity,
            startAnchor: start.anchor, startLocation: start.location)
    }
}

/// A gesture that recognizes a rotation motion and tracks the angle of the rotation (the iOS 13
/// form, whose value is the angle alone).
public struct RotationGesture: Gesture, Sendable {
    /// The minimum delta required before the gesture starts.
    public var minimumAngleDelta: Angle

    /// Creates a rotation gesture with a minimum delta for the gesture to start.
    public init(minimumAngleDelta: Angle = GestureDefaults.rotateMinimumAngleDelta) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    /// The rotation relative to the start of the gesture.
    public typealias Value = Angle
    /// A primitive gesture has no body.
    public typealias Body = Never

    /// Builds the rotation recognizer.
    public func _makeNode(_ context: _GestureBuildContext) -> _GestureNode<Angle> {
        PinchNode(self, context, name: "RotationGesture")
    }

    /// Refreshes the recognizer's parameters.
    public func _updateNode(_ node: _GestureNodeBase) -> Bool { refreshPrimitive(node, with: self) }
}

extension RotationGesture: PinchGestureDescription {
    static var measuredQuantities: PinchQuantities { .rotation }
    static var reportedVelocities: PinchQuantities { [] }

    func isRecognized(by sample: PinchSample) -> Bool {
        abs(sample.rotation.radians) >= abs(minimumAngleDelta.radians)
    }

    static func value(for sample: PinchSample, start: PinchStart) -> Angle {
        sample.rotation
    }
}

import Foundation

/// A gesture that recognizes a magnification motion (a two-finger pinch) and tracks the amount
/// of magnification.
///
/// Recognition is described on the shared pinch recognizer: active once the scale has changed by
/// `minimumScaleDelta` or more, ended when either finger lifts.
public struct MagnifyGesture: Gesture, Sendable {
    /// The attributes of a magnify gesture.
    public struct Value: Equatable, Sendable {
        /// The time associated with the gesture's current event.
        public var time: Date
        /// The relative amount that the gesture has magnified by: 2 means twice the distance
        /// between the fingers as at the start.
        public var magnification: CGFloat
        /// The current magnification velocity, in scale factor per second.
        public var velocity: CGFloat
        /// The initial anchor point of the gesture in the modified view's coordinate space.
        public var startAnchor: UnitPoint
        /// The initial center of the gesture in the modified view's coordinate space.
        public var startLocation: CGPoint

        /// Creates a value.
        public init(
            time: Date, magnification: CGFloat, velocity: CGFloat, startAnchor: UnitPoint,
            startLocation: CGPoint
        ) {
            self.time = time
            self.magnification = magnification
            self.velocity = velocity
            self.startAnchor = startAnchor
            self.startLocation = startLocation
        }
    }

    /// The minimum required delta before the gesture starts.
    public var minimumScaleDelta: CGFloat

    /// Creates a magnify gesture with a given minimum delta for the gesture to start.
    public init(minimumScaleDelta: CGFloat = GestureDefaults.magnifyMinimumScaleDelta) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    /// A primitive gesture has no body.
    public typealias Body = Never

    /// Builds the pinch recognizer.
    public func _makeNode(_ context: _GestureBuildContext) -> _GestureNode<Value> {
        PinchNode(self, context, name: "MagnifyGesture")
    }

    /// Refreshes the recognizer's parameters.
    public func _updateNode(_ node: _GestureNodeBase) -> Bool { refreshPrimitive(node, with: self) }
}

extension MagnifyGesture: PinchGestureDescription {
    static var measuredQuantities: PinchQuantities { .scale }
    static var reportedVelocities: PinchQuantities { .scale }

    func isRecognized(by sample: PinchSample) -> Bool {
        abs(sample.scale - 1) >= minimumScaleDelta
    }

    static func value(for sample: PinchSample, start: PinchStart) -> Value {
        Value(
            time: gestureDate(sample.time), magnification: sample.scale, velocity: sample.scaleVelocity,
            startAnchor: start.anchor, startLocation: start.location)
    }
}

/// A gesture that recognizes a magnification motion and tracks the amount of magnification
/// (the iOS 13 form, whose value is the magnification alone).
public struct MagnificationGesture: Gesture, Sendable {
    /// The minimum required delta before the gesture starts.
    public var minimumScaleDelta: CGFloat

    /// Creates a magnification gesture with a given minimum delta for the gesture to start.
    public init(minimumScaleDelta: CGFloat = GestureDefaults.magnifyMinimumScaleDelta) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    /// The magnification relative to the start of the gesture.
    public typealias Value = CGFloat
    /// A primitive gesture has no body.
    public typealias Body = Never

    /// Builds the pinch recognizer.
    public func _makeNode(_ context: _GestureBuildContext) -> _GestureNode<CGFloat> {
        PinchNode(self, context, name: "MagnificationGesture")
    }

    /// Refreshes the recognizer's parameters.
    public func _updateNode(_ node: _GestureNodeBase) -> Bool { refreshPrimitive(node, with: self) }
}

extension MagnificationGesture: PinchGestureDescription {
    static var measuredQuantities: PinchQuantities { .scale }
    static var reportedVelocities: PinchQuantities { [] }

    func isRecognized(by sample: PinchSample) -> Bool {
        abs(sample.scale - 1) >= minimumScaleDelta
    }

    static func value(for sample: PinchSample, start: PinchStart) -> CGFloat {
        sample.scale
    }
}

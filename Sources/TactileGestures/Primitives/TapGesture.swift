import Foundation

/// A gesture that recognizes one or more taps.
///
/// Its timing rules are in ``GestureConfiguration`` (movement limit, maximum press duration, the
/// multi-tap window); the state machine is documented on the engine's tap recognition. A tap's
/// value is `Void`, so it has no `onChanged`, and `updating` never runs for it.
///
/// ```swift
/// Circle().gesture(TapGesture(count: 2).onEnded { print("double tap") })
/// ```
public struct TapGesture: Gesture, Sendable {
    /// The required number of taps to complete the gesture.
    public var count: Int

    /// Creates a tap gesture with the number of required taps.
    public init(count: Int = GestureDefaults.tapCount) {
        self.count = count
    }

    /// A tap has no value.
    public typealias Value = Void
    /// A primitive gesture has no body.
    public typealias Body = Never

    /// Builds the tap recognizer.
    public func _makeNode(_ context: _GestureBuildContext) -> _GestureNode<Void> {
        TapNode(
            self, context, name: count == 1 ? "TapGesture" : "TapGesture(count: \(count))",
            count: { $0.count }, makeValue: { _, _, _ in () })
    }

    /// Refreshes the tap recognizer's parameters.
    public func _updateNode(_ node: _GestureNodeBase) -> Bool {
        guard let node = node as? TapNode<Self> else { return false }
        return node.refreshTap(with: self)
    }
}

/// A gesture that recognizes one or more taps and reports their location.
///
/// The same recognition as ``TapGesture``; the value is where the final tap lifted, in the
/// requested coordinate space.
public struct SpatialTapGesture: Gesture, Sendable {
    /// The attributes of a tap gesture.
    public struct Value: Equatable, Sendable {
        /// The location of the tap gesture's final event.
        public var location: CGPoint

        /// Creates a value.
        public init(location: CGPoint) {
            self.location = location
        }
    }

    /// The required number of tap events.
    public var count: Int
    /// The coordinate space in which to receive location values.
    public var coordinateSpace: CoordinateSpace

    /// Creates a tap gesture with the number of required taps and the coordinate space of the
    /// gesture's location.
    public init(count: Int = GestureDefaults.tapCount, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace.coordinateSpace
    }

    /// Creates a tap gesture with the number of required taps and the coordinate space of the
    /// gesture's location (the iOS 16 form).
    @_disfavoredOverload
    public init(count: Int = GestureDefaults.tapCount, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    /// A primitive gesture has no body.
    public typealias Body = Never

    /// Builds the tap recognizer.
    public func _makeNode(_ context: _GestureBuildContext) -> _GestureNode<Value> {
        TapNode(
            self, context, name: count == 1 ? "SpatialTapGesture" : "SpatialTapGesture(count: \(count))",
            count: { $0.count },
            makeValue: { gesture, geometry, location in
                Value(location: geometry.convert(location, to: gesture.coordinateSpace))
            })
    }

    /// Refreshes the tap recognizer's parameters.
    public func _updateNode(_ node: _GestureNodeBase) -> Bool {
        guard let node = node as? TapNode<Self> else { return false }
        return node.refreshTap(with: self)
    }
}

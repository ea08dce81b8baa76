import Foundation

extension Gesture {
    /// Overrides the engine's timing and distance constants for this gesture and everything it
    /// contains.
    ///
    /// ```swift
    /// var config = GestureConfiguration()
    /// config.multiTapMaximumDelay = 0.25   // a snappier double tap
    /// TapGesture(count: 2).gestureConfiguration(config)
    /// ```
    public func gestureConfiguration(_ configuration: GestureConfiguration) -> _ConfiguredGesture<Self> {
        _ConfiguredGesture(_body: self, configuration: configuration)
    }
}

/// A gesture built with its own ``GestureConfiguration``.
public struct _ConfiguredGesture<Content: Gesture>: Gesture {
    /// The configured gesture.
    public var _body: Content
    /// The constants in force for it.
    public var configuration: GestureConfiguration

    /// The value of the configured gesture.
    public typealias Value = Content.Value
    /// A modifier gesture has no body.
    public typealias Body = Never

    // Inlinable: compiled where the gesture's type is known, the node tree below is built by
    // specialized code, so are the closures it gives the nodes
    // (Docs/Decisions.md#specialized-gesture-code).
    /// Builds the configured gesture's node with the configuration.
    @inlinable
    public func _makeNode(_ context: _GestureBuildContext) -> _GestureNode<Value> {
        _body._makeNode(context.configured(configuration))
    }

    /// Refreshes the configured gesture (a changed configuration applies from its next attempt:
    /// the primitives below keep it for when their tree is reset for another touch sequence; a
    /// configured gesture inside this one refreshes after it, so its own configuration wins).
    public func _updateNode(_ node: _GestureNodeBase) -> Bool {
        node.setPendingConfiguration(configuration)
        return _body._updateNode(node)
    }
}

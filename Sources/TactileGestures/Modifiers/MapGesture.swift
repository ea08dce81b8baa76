import Foundation

extension Gesture {
    /// Returns a gesture that's the result of mapping the given closure over the gesture's values.
    /// Phases pass through unchanged.
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(_body: self, transform: body)
    }
}

/// A gesture whose values are its base gesture's, transformed.
public struct _MapGesture<Content: Gesture, Value>: Gesture {
    /// The base gesture.
    public var _body: Content
    var transform: (Content.Value) -> Value

    /// A modifier gesture has no body.
    public typealias Body = Never

    /// Builds the node.
    public func _makeNode(_ context: _GestureBuildContext) -> _GestureNode<Value> {
        MapNode(gesture: self, child: _body._makeNode(context))
    }

    /// Refreshes the transform and the base gesture.
    public func _updateNode(_ node: _GestureNodeBase) -> Bool {
        guard let node = node as? MapNode<Content, Value> else { return false }
        node.gesture = self
        return _body._updateNode(node.child)
    }
}

final class MapNode<Content: Gesture, Value>: WrapperNode<Content.Value, Value> {
    var gesture: _MapGesture<Content, Value>

    init(gesture: _MapGesture<Content, Value>, child: _GestureNode<Content.Value>) {
        self.gesture = gesture
        super.init(child: child)
    }

    override func evaluate(_ context: _GestureUpdateContext) -> GesturePhase<Value> {
        child.update(context).map(gesture.transform)
    }
}

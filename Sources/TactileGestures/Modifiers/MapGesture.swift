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

    // Inlinable: compiled where the gesture's type is known, the node tree below is built by
    // specialized code, so are the closures it gives the nodes
    // (Docs/Decisions.md#specialized-gesture-code).
    /// Builds the node.
    @inlinable
    public func _makeNode(_ context: _GestureBuildContext) -> _GestureNode<Value> {
        makeNode(child: _body._makeNode(context))
    }

    /// The node of this gesture over `child`, the node of ``_body``.
    @usableFromInline
    func makeNode(child: _GestureNode<Content.Value>) -> _GestureNode<Value> {
        MapNode(transform: transform, child: child, builtFrom: Self.self)
    }

    /// Refreshes the transform and the base gesture.
    public func _updateNode(_ node: _GestureNodeBase) -> Bool {
        guard let node = MapNode<Content.Value, Value>.refreshable(node, builtFrom: Self.self) else { return false }
        node.transform = transform
        return _body._updateNode(node.child)
    }
}

/// Reports the child's phases with their values transformed, on every update that carries one
/// (generic over the values, not the gesture; see ``WrapperNode`` for why).
final class MapNode<ChildValue, Value>: WrapperNode<ChildValue, Value> {
    var transform: (ChildValue) -> Value

    init(transform: @escaping (ChildValue) -> Value, child: _GestureNode<ChildValue>, builtFrom gestureType: Any.Type) {
        self.transform = transform
        super.init(child: child, builtFrom: gestureType)
    }

    override func evaluate(_ context: _GestureUpdateContext) -> GesturePhaseKind {
        let kind = child.update(context)
        if child.hasValue {
            setValue(transform(child.valuePointer.pointee))
        }
        return follow(kind, of: child)
    }
}

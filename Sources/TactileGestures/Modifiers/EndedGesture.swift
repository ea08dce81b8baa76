import Foundation

extension Gesture {
    /// Adds an action to perform when the gesture ends successfully.
    ///
    /// Runs once per attempt, after any gesture state has returned to its initial value. When the
    /// attempt fails or is cancelled it does not run; ``Gesture/onFailed(_:)`` does.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(_body: self, action: action)
    }
}

/// A gesture that runs an action when its base gesture ends successfully.
public struct _EndedGesture<Content: Gesture>: Gesture {
    /// The gesture whose end is observed.
    public var _body: Content
    var action: (Content.Value) -> Void

    /// The value of the base gesture.
    public typealias Value = Content.Value
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
    func makeNode(child: _GestureNode<Value>) -> _GestureNode<Value> {
        EndedNode(action: action, child: child, builtFrom: Self.self)
    }

    /// Refreshes the action and the base gesture.
    public func _updateNode(_ node: _GestureNodeBase) -> Bool {
        guard let node = EndedNode<Value>.refreshable(node, builtFrom: Self.self) else { return false }
        node.action = action
        return _body._updateNode(node.child)
    }
}

/// Queues `onEnded` with the child's final value when it ends.
final class EndedNode<Value>: ValueCallbackNode<Value> {
    override func evaluate(_ context: _GestureUpdateContext) -> GesturePhaseKind {
        let kind = updateChild(context)
        if kind == .ended, !context.holdsBack(.ended) {
            queue(child.valuePointer, as: .ended, context)
        }
        return kind
    }
}

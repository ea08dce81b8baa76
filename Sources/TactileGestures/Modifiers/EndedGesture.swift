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

    /// Builds the node.
    public func _makeNode(_ context: _GestureBuildContext) -> _GestureNode<Value> {
        EndedNode(gesture: self, child: _body._makeNode(context))
    }

    /// Refreshes the action and the base gesture.
    public func _updateNode(_ node: _GestureNodeBase) -> Bool {
        guard let node = node as? EndedNode<Content> else { return false }
        node.gesture = self
        return _body._updateNode(node.child)
    }
}

final class EndedNode<Content: Gesture>: WrapperNode<Content.Value, Content.Value>, _CallbackPerforming {
    var gesture: _EndedGesture<Content>
    private var pending: Content.Value?

    init(gesture: _EndedGesture<Content>, child: _GestureNode<Content.Value>) {
        self.gesture = gesture
        super.init(child: child)
    }

    override func evaluate(_ context: _GestureUpdateContext) -> GesturePhase<Content.Value> {
        let phase = child.update(context)
        if case .ended(let value) = phase, !context.isBlocked {
            pending = value
            context.enqueue(self, .ended)
        }
        return phase
    }

    func performCallback(_ kind: _CallbackKind) {
        guard let pending else { return }
        gesture.action(pending)
    }

    func callbackRecord(_ kind: _CallbackKind, time: TimeInterval) -> GestureCallbackRecord {
        GestureCallbackRecord(time: time, gesture: nearestTraceName() ?? "", kind: kind.publicKind, value: pending)
    }
}

import Foundation

extension Gesture where Value: Equatable {
    /// Adds an action to perform when the gesture's value changes.
    ///
    /// Runs while the gesture is active, once per distinct value (equal consecutive values are
    /// delivered once), after the whole gesture tree has been updated.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(_body: self, action: action)
    }
}

/// A gesture that runs an action whenever its base gesture's value changes while active.
public struct _ChangedGesture<Content: Gesture>: Gesture where Content.Value: Equatable {
    /// The gesture whose changes are observed.
    public var _body: Content
    var action: (Content.Value) -> Void

    /// The value of the base gesture.
    public typealias Value = Content.Value
    /// A modifier gesture has no body.
    public typealias Body = Never

    /// Builds the node.
    public func _makeNode(_ context: _GestureBuildContext) -> _GestureNode<Value> {
        ChangedNode(gesture: self, child: _body._makeNode(context))
    }

    /// Refreshes the action and the base gesture.
    public func _updateNode(_ node: _GestureNodeBase) -> Bool {
        guard let node = node as? ChangedNode<Content> else { return false }
        node.gesture = self
        return _body._updateNode(node.child)
    }
}

final class ChangedNode<Content: Gesture>: WrapperNode<Content.Value, Content.Value>, _CallbackPerforming
where Content.Value: Equatable {
    var gesture: _ChangedGesture<Content>
    private var delivered: Content.Value?
    private var pending: Content.Value?

    init(gesture: _ChangedGesture<Content>, child: _GestureNode<Content.Value>) {
        self.gesture = gesture
        super.init(child: child)
    }

    override func evaluate(_ context: _GestureUpdateContext) -> GesturePhase<Content.Value> {
        let phase = child.update(context)
        if case .active(let value) = phase, !context.isBlocked, delivered != value {
            delivered = value
            pending = value
            context.enqueue(self, .changed)
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

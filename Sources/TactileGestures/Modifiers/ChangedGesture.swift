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
        ChangedNode(action: action, child: _body._makeNode(context), builtFrom: Self.self)
    }

    /// Refreshes the action and the base gesture.
    public func _updateNode(_ node: _GestureNodeBase) -> Bool {
        guard let node = ChangedNode<Value>.refreshable(node, builtFrom: Self.self) else { return false }
        node.action = action
        return _body._updateNode(node.child)
    }
}

/// Queues `onChanged` whenever the child is active with a value other than the last one
/// delivered (or about to be).
final class ChangedNode<Value: Equatable>: ValueCallbackNode<Value> {
    override func evaluate(_ context: _GestureUpdateContext) -> GesturePhaseKind {
        let kind = updateChild(context)
        if kind == .active, !context.holdsBack(.active) {
            let value = child.valuePointer
            if !hasQueuedValue || queuedValue.pointee != value.pointee {
                queue(value, as: .changed, context)
            }
        }
        return kind
    }
}

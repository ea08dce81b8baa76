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

    // Inlinable: compiled where the gesture's type is known, the comparison (and copy) of values
    // handed to the node is specialized code, with no metadata lookups or witness-table dispatch, and so is
    // the node tree below (Docs/Decisions.md#specialized-gesture-code).
    /// Builds the node.
    @inlinable
    public func _makeNode(_ context: _GestureBuildContext) -> _GestureNode<Value> {
        makeNode(child: _body._makeNode(context)) { queued, hasQueued, value in
            if hasQueued && queued.pointee == value.pointee { return false }
            queued.store(value.pointee, replacing: hasQueued)
            return true
        }
    }

    /// The node of this gesture over `child`, the node of ``_body``, keeping changed values with
    /// `keepIfChanged`.
    @usableFromInline
    func makeNode(
        child: _GestureNode<Value>, keepIfChanged: @escaping ChangedValueKeeper<Value>
    ) -> _GestureNode<Value> {
        ChangedNode(action: action, child: child, builtFrom: Self.self, keepIfChanged: keepIfChanged)
    }

    /// Refreshes the action and the base gesture.
    public func _updateNode(_ node: _GestureNodeBase) -> Bool {
        guard let node = ChangedNode<Value>.refreshable(node, builtFrom: Self.self) else { return false }
        node.action = action
        return _body._updateNode(node.child)
    }
}

/// Writes `value` over `queued` (which holds a value when `hasQueued`) unless it holds an equal
/// one; returns whether it wrote.
@usableFromInline
typealias ChangedValueKeeper<Value> = (
    _ queued: UnsafeMutablePointer<Value>, _ hasQueued: Bool, _ value: UnsafePointer<Value>
) -> Bool

/// Queues `onChanged` whenever the child is active with a value other than the last one
/// delivered (or about to be).
final class ChangedNode<Value>: ValueCallbackNode<Value> {
    /// Compares a value with the one last queued and keeps it if it differs: a closure made
    /// where the value's type is known, so that `==` and the copy need no metadata lookups or
    /// witness-table dispatch when that code is specialized.
    private let keepIfChanged: ChangedValueKeeper<Value>

    init(
        action: @escaping (Value) -> Void, child: _GestureNode<Value>, builtFrom gestureType: Any.Type,
        keepIfChanged: @escaping ChangedValueKeeper<Value>
    ) {
        self.keepIfChanged = keepIfChanged
        super.init(action: action, child: child, builtFrom: gestureType)
    }

    override func evaluate(_ context: _GestureUpdateContext) -> GesturePhaseKind {
        let kind = updateChild(context)
        if kind == .active, !context.holdsBack(.active) {
            if keepIfChanged(queuedValue, hasQueuedValue, child.valuePointer) {
                queueStoredValue(as: .changed, context)
            }
        }
        return kind
    }
}

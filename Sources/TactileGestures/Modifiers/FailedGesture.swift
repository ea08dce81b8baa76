import Foundation

extension Gesture {
    /// Adds an action to perform when an attempt ends without success: the gesture failed, lost
    /// to another gesture, was cancelled by the host, or its view was removed.
    ///
    /// Not in SwiftUI, whose users ask for it: with `onFailed`, every attempt ends in exactly one
    /// of ``Gesture/onEnded(_:)`` or `onFailed`, so state set during a gesture can always be
    /// undone. Runs after any gesture state has returned to its initial value.
    ///
    /// ```swift
    /// DragGesture()
    ///     .onChanged { offset = $0.translation }
    ///     .onEnded { _ in commit() }
    ///     .onFailed { reason in offset = .zero }
    /// ```
    public func onFailed(_ action: @escaping (GestureFailureReason) -> Void) -> _FailedGesture<Self> {
        _FailedGesture(_body: self, action: action)
    }
}

/// A gesture that runs an action when an attempt of its base gesture ends without success.
public struct _FailedGesture<Content: Gesture>: Gesture {
    /// The gesture whose failure is observed.
    public var _body: Content
    var action: (GestureFailureReason) -> Void

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
        FailedNode(action: action, child: child, builtFrom: Self.self)
    }

    /// Refreshes the action and the base gesture.
    public func _updateNode(_ node: _GestureNodeBase) -> Bool {
        guard let node = FailedNode<Value>.refreshable(node, builtFrom: Self.self) else { return false }
        node.action = action
        return _body._updateNode(node.child)
    }
}

/// Queues `onFailed` once, with the reason, when the attempt fails or is cancelled (generic over
/// the value; see ``WrapperNode`` for why).
final class FailedNode<Value>: PassThroughNode<Value> {
    var action: (GestureFailureReason) -> Void
    private var reason: GestureFailureReason?

    init(
        action: @escaping (GestureFailureReason) -> Void, child: _GestureNode<Value>, builtFrom gestureType: Any.Type
    ) {
        self.action = action
        super.init(child: child, builtFrom: gestureType)
    }

    override func reset() {
        super.reset()
        reason = nil
    }

    override func evaluate(_ context: _GestureUpdateContext) -> GesturePhaseKind {
        let kind = updateChild(context)
        if kind == .failed, let reason = child.failureReason {
            report(reason, context)
        }
        return kind
    }

    override func cancel(_ reason: GestureFailureReason, _ context: _GestureUpdateContext) {
        guard isInProgress else { return }
        super.cancel(reason, context)
        report(child.failureReason ?? reason, context)
    }

    private func report(_ reason: GestureFailureReason, _ context: _GestureUpdateContext) {
        guard self.reason == nil else { return }
        self.reason = reason
        context.enqueue(self, .failed)
    }

    override func performCallback(_ kind: _CallbackKind) {
        guard let reason else { return }
        action(reason)
    }

    override func callbackRecord(_ kind: _CallbackKind, time: TimeInterval) -> GestureCallbackRecord {
        GestureCallbackRecord(time: time, gesture: nearestTraceName() ?? "", kind: .failed, reason: reason)
    }
}

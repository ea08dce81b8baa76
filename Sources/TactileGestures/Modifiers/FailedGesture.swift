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

    /// Builds the node.
    public func _makeNode(_ context: _GestureBuildContext) -> _GestureNode<Value> {
        FailedNode(gesture: self, child: _body._makeNode(context))
    }

    /// Refreshes the action and the base gesture.
    public func _updateNode(_ node: _GestureNodeBase) -> Bool {
        guard let node = node as? FailedNode<Content> else { return false }
        node.gesture = self
        return _body._updateNode(node.child)
    }
}

final class FailedNode<Content: Gesture>: WrapperNode<Content.Value, Content.Value>, _CallbackPerforming {
    var gesture: _FailedGesture<Content>
    private var reason: GestureFailureReason?

    init(gesture: _FailedGesture<Content>, child: _GestureNode<Content.Value>) {
        self.gesture = gesture
        super.init(child: child)
    }

    override func evaluate(_ context: _GestureUpdateContext) -> GesturePhase<Content.Value> {
        let phase = child.update(context)
        if case .failed(let reason) = phase {
            report(reason, context)
        }
        return phase
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

    func performCallback(_ kind: _CallbackKind) {
        guard let reason else { return }
        gesture.action(reason)
    }

    func callbackRecord(_ kind: _CallbackKind, time: TimeInterval) -> GestureCallbackRecord {
        GestureCallbackRecord(time: time, gesture: nearestTraceName() ?? "", kind: .failed, reason: reason)
    }
}

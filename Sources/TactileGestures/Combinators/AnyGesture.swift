import Foundation

/// A type-erased gesture.
///
/// Replacing the wrapped gesture by one of another type while an attempt is in progress fails
/// that attempt with ``GestureFailureReason/removed``; the new gesture takes part from the next
/// touch sequence on.
public struct AnyGesture<Value>: Gesture {
    @usableFromInline let makeNode: (_GestureBuildContext) -> _GestureNode<Value>
    @usableFromInline let updateNode: (_GestureNodeBase) -> Bool

    // Inlinable: where the wrapped gesture's type is known, its node tree is built by specialized
    // code (see ``GestureAttachment/init(id:gesture:priority:mask:geometry:configuration:)``).
    /// Creates an instance from another gesture.
    @inlinable
    public init<T: Gesture>(_ gesture: T) where T.Value == Value {
        makeNode = { gesture._makeNode($0) }
        updateNode = { gesture._updateNode($0) }
    }

    /// A type-erased gesture has no body.
    public typealias Body = Never

    /// Builds the wrapped gesture's node.
    public func _makeNode(_ context: _GestureBuildContext) -> _GestureNode<Value> {
        makeNode(context)
    }

    /// Refreshes the wrapped gesture's node.
    public func _updateNode(_ node: _GestureNodeBase) -> Bool {
        updateNode(node)
    }
}

extension Optional: Gesture where Wrapped: Gesture {
    /// The value of the wrapped gesture.
    public typealias Value = Wrapped.Value
    /// An optional gesture has no body.
    public typealias Body = Never

    // Inlinable: where the wrapped gesture's type is known, its node tree is built by
    // specialized code (Docs/Decisions.md#specialized-gesture-code).
    /// Builds the wrapped gesture's node, or, for `nil`, a node that fails at once with
    /// ``GestureFailureReason/disabled``: `nil` never recognizes, so
    /// `.gesture(isDone ? nil : press)` switches a gesture off.
    @inlinable
    public func _makeNode(_ context: _GestureBuildContext) -> _GestureNode<Wrapped.Value> {
        switch self {
        case .some(let gesture): gesture._makeNode(context)
        case .none: Self.makeAbsentNode()
        }
    }

    /// The node of `nil`.
    @usableFromInline
    static func makeAbsentNode() -> _GestureNode<Wrapped.Value> {
        NeverRecognizedNode(traceComponent: "nil")
    }

    /// Refreshes the wrapped gesture's node; a change between `nil` and a gesture is a
    /// different gesture.
    public func _updateNode(_ node: _GestureNodeBase) -> Bool {
        switch self {
        case .some(let gesture): gesture._updateNode(node)
        case .none: node is NeverRecognizedNode<Wrapped.Value>
        }
    }
}

/// The node of an absent gesture: fails as soon as it is updated.
final class NeverRecognizedNode<Value>: _GestureNode<Value> {
    override func evaluate(_ context: _GestureUpdateContext) -> GesturePhaseKind {
        fail(.disabled)
    }
}

import Foundation

/// An instance that matches a sequence of events to a gesture, and returns a stream of values
/// for each of its states.
///
/// Create custom gestures by composing the built-in ones in ``body``, exactly as in SwiftUI:
///
/// ```swift
/// struct PressThenDrag: Gesture {
///     var body: some Gesture {
///         LongPressGesture().sequenced(before: DragGesture())
///     }
/// }
/// ```
///
/// The primitives (``TapGesture``, ``LongPressGesture``, ``DragGesture``, …) have `Body == Never`.
/// The requirements whose names start with an underscore connect a gesture to the engine; do not
/// implement them yourself.
public protocol Gesture<Value> {
    /// The type of value the gesture reports while it changes and when it ends.
    associatedtype Value

    /// The type of gesture representing the body of this gesture.
    associatedtype Body: Gesture

    /// The content and behavior of the gesture.
    var body: Body { get }

    /// Builds the recognizer node for this gesture. Implemented by the library.
    func _makeNode(_ context: _GestureBuildContext) -> _GestureNode<Value>

    /// Gives a live node this gesture's new parameters and closures (after the host re-evaluated
    /// the view). Returns `false` when the node was built from a different kind of gesture.
    /// Implemented by the library.
    func _updateNode(_ node: _GestureNodeBase) -> Bool
}

extension Gesture where Body.Value == Value {
    // Inlinable: a caller that knows the gesture's type builds the tree with specialized code.
    /// Builds the node of ``body``.
    @inlinable
    public func _makeNode(_ context: _GestureBuildContext) -> _GestureNode<Value> {
        body._makeNode(context)
    }

    /// Updates the node of ``body``.
    public func _updateNode(_ node: _GestureNodeBase) -> Bool {
        body._updateNode(node)
    }
}

extension Gesture where Body == Never {
    /// Primitive gestures have no body; reading it is a programming error.
    public var body: Never {
        fatalError("\(Self.self) is a primitive gesture and has no body")
    }
}

extension Never: Gesture {
    /// `Never` never has a value.
    public typealias Value = Never
    /// `Never` is its own body.
    public typealias Body = Never

    /// Never called: no value of type `Never` exists.
    public func _makeNode(_ context: _GestureBuildContext) -> _GestureNode<Never> {
        switch self {}
    }

    /// Never called: no value of type `Never` exists.
    public func _updateNode(_ node: _GestureNodeBase) -> Bool {
        switch self {}
    }
}

import Foundation

/// A node with two children: the base of the combinators.
///
/// Combinators build their value (an enum or struct over their children's values) only when a
/// parent reads it: ``_GestureNode/deferValue()`` and ``_GestureNode/materializeValue()``.
class PairNode<FirstValue, SecondValue, Value>: _GestureNode<Value> {
    final let first: _GestureNode<FirstValue>
    final let second: _GestureNode<SecondValue>

    /// A pair named `traceComponent` in traces (`nil` for the hierarchy's composition, whose
    /// children are attachments named by their index). Required, so that ``make(_:_:_:name:)``
    /// can build any combinator's node.
    required init(first: _GestureNode<FirstValue>, second: _GestureNode<SecondValue>, traceComponent: String?) {
        self.first = first
        self.second = second
        super.init(traceComponent: traceComponent, defersValue: true)
    }

    override func assignTraceNames(prefix: String) {
        super.assignTraceNames(prefix: prefix)
        first.assignTraceNames(prefix: Self.tracePath(prefix, "first"))
        second.assignTraceNames(prefix: Self.tracePath(prefix, "second"))
    }

    /// A combinator reads its children's values only to build its own.
    override func noteValueReaders(_ isRead: Bool) {
        super.noteValueReaders(isRead)
        first.noteValueReaders(isRead)
        second.noteValueReaders(isRead)
    }

    override func cancel(_ reason: GestureFailureReason, _ context: _GestureUpdateContext) {
        guard isInProgress else { return }
        first.cancel(reason, context)
        second.cancel(reason, context)
        super.cancel(reason, context)
    }

    override func reset() {
        super.reset()
        first.reset()
        second.reset()
    }

    override final func setPendingConfiguration(_ configuration: GestureConfiguration) {
        first.setPendingConfiguration(configuration)
        second.setPendingConfiguration(configuration)
    }

    override func nextDeadline() -> TimeInterval? {
        earlierDeadline(of: first, second)
    }

    override func collectDeadlineSources(into sources: inout [_GestureNodeBase]) {
        first.collectDeadlineSources(into: &sources)
        second.collectDeadlineSources(into: &sources)
    }
}

// The two halves of a combinator's `Gesture` conformance: the same for all three, so they live here.
extension PairNode {
    /// The node of a combinator of `first` and `second`, named `name` in traces.
    static func make<First: Gesture, Second: Gesture>(
        _ first: First, _ second: Second, _ context: _GestureBuildContext, name: String
    ) -> Self where First.Value == FirstValue, Second.Value == SecondValue {
        Self(first: first._makeNode(context), second: second._makeNode(context), traceComponent: name)
    }

    /// Gives an existing node of this kind the re-rendered `first` and `second`; false when `node`
    /// is of another kind or either half could not take its gesture (the node is rebuilt then).
    /// Both halves are refreshed either way.
    static func refresh<First: Gesture, Second: Gesture>(
        _ node: _GestureNodeBase, _ first: First, _ second: Second
    ) -> Bool where First.Value == FirstValue, Second.Value == SecondValue {
        guard let node = node as? Self else { return false }
        let firstOK = first._updateNode(node.first)
        return second._updateNode(node.second) && firstOK
    }
}

/// Which of a pair's children a combinator's value comes from.
enum PairValueSource {
    case first, second
}

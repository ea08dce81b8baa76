import Foundation

/// A node with two children: the base of the combinators.
///
/// Combinators build their value (an enum or struct over their children's values) only when a
/// parent reads it: ``_GestureNode/deferValue()`` and ``_GestureNode/materializeValue()``.
class PairNode<FirstValue, SecondValue, Value>: _GestureNode<Value> {
    final let first: _GestureNode<FirstValue>
    final let second: _GestureNode<SecondValue>

    /// A pair named `traceComponent` in traces (`nil` for the hierarchy's composition, whose
    /// children are attachments named by their index).
    /// `gestureType` is the combinator gesture's type (`nil` for the hierarchy's composition).
    init(
        first: _GestureNode<FirstValue>, second: _GestureNode<SecondValue>, traceComponent: String?,
        builtFrom gestureType: Any.Type?
    ) {
        self.first = first
        self.second = second
        super.init(traceComponent: traceComponent, defersValue: true, builtFrom: gestureType)
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

    /// A pair gives way to scrolling when something in it is active and every active half does.
    override var yieldsToScrolling: Bool {
        let firstActive = first.phaseKind == .active, secondActive = second.phaseKind == .active
        guard firstActive || secondActive else { return false }
        return (!firstActive || first.yieldsToScrolling) && (!secondActive || second.yieldsToScrolling)
    }

    override func nextDeadline() -> TimeInterval? {
        earlierDeadline(of: first, second)
    }

    override func collectDeadlineSources(into sources: inout [_GestureNodeBase]) {
        first.collectDeadlineSources(into: &sources)
        second.collectDeadlineSources(into: &sources)
    }
}

// The refresh half of a combinator's `Gesture` conformance: the same for all three, so it lives here.
extension PairNode {
    /// Gives an existing node of this kind the re-rendered `first` and `second`; false when `node`
    /// is of another kind or either half could not take its gesture (the node is rebuilt then).
    /// Both halves are refreshed either way.
    /// `gestureType` is the combinator's type: only nodes of this class are built from it.
    static func refresh<First: Gesture, Second: Gesture>(
        _ node: _GestureNodeBase, _ first: First, _ second: Second, builtFrom gestureType: Any.Type
    ) -> Bool where First.Value == FirstValue, Second.Value == SecondValue {
        guard let node = refreshable(node, builtFrom: gestureType) else { return false }
        let firstOK = first._updateNode(node.first)
        return second._updateNode(node.second) && firstOK
    }
}

/// Which of a pair's children a combinator's value comes from.
enum PairValueSource {
    case first, second
}

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
    init(first: _GestureNode<FirstValue>, second: _GestureNode<SecondValue>, traceComponent: String?) {
        self.first = first
        self.second = second
        super.init(traceComponent: traceComponent, defersValue: true)
    }

    override func assignTraceNames(prefix: String) {
        super.assignTraceNames(prefix: prefix)
        first.assignTraceNames(prefix: Self.tracePath(prefix, "first"))
        second.assignTraceNames(prefix: Self.tracePath(prefix, "second"))
    }

    override func cancel(_ reason: GestureFailureReason, _ context: _GestureUpdateContext) {
        guard isInProgress else { return }
        first.cancel(reason, context)
        second.cancel(reason, context)
        super.cancel(reason, context)
    }

    override func nextDeadline() -> TimeInterval? {
        guard isInProgress else { return nil }
        switch (first.nextDeadline(), second.nextDeadline()) {
        case (let a?, let b?): return min(a, b)
        case (let a?, nil): return a
        case (nil, let b?): return b
        case (nil, nil): return nil
        }
    }

    override func usesDeadlines() -> Bool {
        first.usesDeadlines() || second.usesDeadlines()
    }
}

/// Which of a pair's children a combinator's value comes from.
enum PairValueSource {
    case first, second
}

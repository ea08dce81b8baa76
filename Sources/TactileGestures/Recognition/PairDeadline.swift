import Foundation

extension _GestureNodeBase {
    /// The deadline of a node with two children that both follow every event (a combinator, a
    /// scroll container with its content): the earlier of `first`'s and `second`'s while this node
    /// is in progress, none otherwise (a node that is not in progress has no child in progress).
    final func earlierDeadline(of first: _GestureNodeBase, _ second: _GestureNodeBase) -> TimeInterval? {
        guard isInProgress else { return nil }
        switch (first.nextDeadline(), second.nextDeadline()) {
        case (let a?, let b?): return min(a, b)
        case (let a?, nil): return a
        case (nil, let b?): return b
        case (nil, nil): return nil
        }
    }
}

import Foundation

extension _GestureNodeBase {
    /// The deadline of a node with two children that both follow every event (a combinator, a
    /// scroll container with its content): the earlier of `first`'s and `second`'s while this node
    /// is in progress, none otherwise (a node that is not in progress has no child in progress).
    final func earlierDeadline(of first: _GestureNodeBase, _ second: _GestureNodeBase) -> TimeInterval? {
        guard isInProgress else { return nil }
        return first.nextDeadline().earlier(than: second.nextDeadline())
    }
}

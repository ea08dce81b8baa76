/// Traits: values a modifier attaches to a view for the container that lays it out (SwiftUI's
/// `layoutPriority`, and the kind of value `zIndex` or a list row's swipe actions would be).
///
/// A trait is a marker ``NodeContent`` holding the value; the container asks each child for it
/// with ``ViewNode/trait(_:)``. No table lists the traits: adding one is a marker content, its
/// modifier, and the container's call.
@MainActor
extension ViewNode {
    /// The first value `read` finds on this node or down its chain of single-child nodes that
    /// pass traits through (modifiers and custom views, not containers: see
    /// ``NodeContent/passesTraitsThrough``), outermost first.
    package func trait<Value>(_ read: (any NodeContent) -> Value?) -> Value? {
        var node: ViewNode? = self
        while let current = node {
            if let value = read(current.content) { return value }
            node = current.children.count == 1 && current.content.passesTraitsThrough ? current.children[0] : nil
        }
        return nil
    }

    /// The node's layout priority (set by `layoutPriority(_:)`), 0 when none is set.
    var layoutPriority: Double {
        trait { ($0 as? LayoutPriorityContent)?.priority } ?? 0
    }
}

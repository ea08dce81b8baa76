import Foundation

/// The name a scroll view declares its coordinate space under: the axes it scrolls along and how
/// many scroll views are around it. One name per scroll view, so that the layout passes that
/// follow every move carry one more name, not three.
package struct ScrollViewSpaceName: Hashable, Sendable {
    package let horizontal: Bool
    package let vertical: Bool
    package let depth: Int
    package init(axes: Axis.Set, depth: Int) {
        horizontal = axes.contains(.horizontal)
        vertical = axes.contains(.vertical)
        self.depth = depth
    }
}

/// The name `CoordinateSpaceProtocol.scrollView` and `scrollView(axis:)` ask for: the nearest
/// scroll view around the view (along `axis`), found among the declared ``ScrollViewSpaceName``s
/// as the deepest that matches.
package struct ScrollViewSpaceQuery: Hashable, Sendable {
    package let axis: Axis?

    /// The deepest scroll view space in `spaces` that scrolls along ``axis`` (any, without one).
    package func resolve(in spaces: [AnyHashable: CGAffineTransform]) -> CGAffineTransform? {
        var best: (depth: Int, transform: CGAffineTransform)?
        for (key, transform) in spaces {
            guard let name = key.base as? ScrollViewSpaceName else { continue }
            switch axis {
            case .horizontal?: guard name.horizontal else { continue }
            case .vertical?: guard name.vertical else { continue }
            case nil: break
            }
            if best.map({ name.depth > $0.depth }) ?? true { best = (name.depth, transform) }
        }
        return best?.transform
    }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The coordinate space of the nearest scroll view around the view: its visible bounds, whose
    /// origin stays put while the content scrolls under it.
    ///
    /// ```swift
    /// .visualEffect { content, proxy in
    ///     content.offset(y: max(-proxy.frame(in: .scrollView).minY, 0))
    /// }
    /// ```
    public static var scrollView: NamedCoordinateSpace { .named(ScrollViewSpaceQuery(axis: nil)) }

    /// The coordinate space of the nearest scroll view around the view that scrolls along `axis`.
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace { .named(ScrollViewSpaceQuery(axis: axis)) }
}

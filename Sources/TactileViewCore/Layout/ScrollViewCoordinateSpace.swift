import Foundation

/// The name a scroll view declares its coordinate space under: `axis` `nil` for
/// ``CoordinateSpaceProtocol/scrollView``, an axis for `scrollView(axis:)` (declared only by scroll
/// views that scroll along it). The innermost declaration of a name wins, as for any named space.
package struct ScrollViewSpaceName: Hashable, Sendable {
    package let axis: Axis?
    package init(axis: Axis?) { self.axis = axis }
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
    public static var scrollView: NamedCoordinateSpace { .named(ScrollViewSpaceName(axis: nil)) }

    /// The coordinate space of the nearest scroll view around the view that scrolls along `axis`.
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace { .named(ScrollViewSpaceName(axis: axis)) }
}

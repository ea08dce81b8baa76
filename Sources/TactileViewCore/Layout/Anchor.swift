import Foundation

/// A geometry value of a view (its bounds, a point in it) captured where the view was laid out,
/// to be resolved in another view's space with a ``GeometryProxy``: `proxy[anchor]`.
///
/// Made by `anchorPreference(key:value:transform:)`; an `Anchor<CGRect>` resolves to a rectangle
/// (the bounding box, under rotation), an `Anchor<CGPoint>` to a point.
public struct Anchor<Value> {
    /// The value in window space.
    let windowValue: Value
    /// Maps the window-space value through a window-to-target transform.
    let map: @Sendable (Value, CGAffineTransform) -> Value

    /// The value in the space that `fromWindow` maps the window to.
    func resolve(_ fromWindow: CGAffineTransform) -> Value { map(windowValue, fromWindow) }

    /// Where in a view an anchor is taken: `.bounds`, `.center`, `.topLeading`…
    public struct Source {
        /// The anchor of a view whose local-to-window transform and local bounds are given.
        let make: @Sendable (CGAffineTransform, CGRect) -> Anchor<Value>
    }
}

extension Anchor: Sendable where Value: Sendable {}

extension Anchor.Source: Sendable where Value: Sendable {}

extension Anchor: Equatable where Value: Equatable {
    /// Whether the two anchors are the same place in the window.
    public static func == (lhs: Anchor, rhs: Anchor) -> Bool { lhs.windowValue == rhs.windowValue }
}

extension Anchor: Hashable where Value: Hashable {
    /// Hashes the anchor's place in the window.
    public func hash(into hasher: inout Hasher) { hasher.combine(windowValue) }
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { rect(nil) }

    /// A rectangle in the view's local space.
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source { rect(Optional(r)) }

    private static func rect(_ r: CGRect?) -> Anchor<CGRect>.Source {
        Anchor<CGRect>.Source { toWindow, bounds in
            Anchor<CGRect>(windowValue: (r ?? bounds).applying(toWindow)) { value, transform in
                value.applying(transform)
            }
        }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's local space.
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source { make { _ in p } }

    /// A point given in units of the view's size (`UnitPoint(x: 0.5, y: 0.5)` is its centre).
    public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source {
        make { CGPoint(x: $0.minX + p.x * $0.width, y: $0.minY + p.y * $0.height) }
    }

    /// Creates a point source from a unit point (as SwiftUI's `Anchor<CGPoint>.Source(_:)`).
    public init(_ unitPoint: UnitPoint) { self = .unitPoint(unitPoint) }

    /// The top-leading corner.
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    /// The middle of the top edge.
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    /// The top-trailing corner.
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    /// The middle of the leading edge.
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    /// The centre.
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    /// The middle of the trailing edge.
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    /// The bottom-leading corner.
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    /// The middle of the bottom edge.
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    /// The bottom-trailing corner.
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }

    private static func make(_ point: @escaping @Sendable (CGRect) -> CGPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { toWindow, bounds in
            Anchor<CGPoint>(windowValue: point(bounds).applying(toWindow)) { value, transform in
                value.applying(transform)
            }
        }
    }
}

// SwiftUI's `UnitPoint`: a position relative to a view's bounds.

import Foundation

/// A point in a normalised two-dimensional space, where `(0, 0)` is a view's top-leading corner
/// and `(1, 1)` its bottom-trailing corner.
///
/// This mirrors SwiftUI's `UnitPoint`. Values outside `0...1` are allowed and lie outside the
/// bounds. Magnify and rotate gestures report where a pinch began as a `UnitPoint`
/// (`startAnchor`), so the anchor stays meaningful when the view is resized.
///
/// The named points assume a left-to-right layout: ``leading`` is the left edge. A right-to-left
/// layout is the view layer's business, as in SwiftUI.
///
/// The `Codable` form is a keyed container with keys `x` and `y`.
public struct UnitPoint: Sendable, Hashable, Codable {
    /// The horizontal position, as a fraction of the width from the leading edge.
    public var x: CGFloat

    /// The vertical position, as a fraction of the height from the top edge.
    public var y: CGFloat

    /// Creates the point `(0, 0)`, the top-leading corner.
    public init() {
        self.init(x: 0, y: 0)
    }

    /// Creates a unit point from its normalised coordinates.
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    /// The origin, `(0, 0)`: the top-leading corner.
    public static let zero = UnitPoint(x: 0, y: 0)

    /// The centre, `(0.5, 0.5)`.
    public static let center = UnitPoint(x: 0.5, y: 0.5)

    /// The middle of the leading edge, `(0, 0.5)`.
    public static let leading = UnitPoint(x: 0, y: 0.5)

    /// The middle of the trailing edge, `(1, 0.5)`.
    public static let trailing = UnitPoint(x: 1, y: 0.5)

    /// The middle of the top edge, `(0.5, 0)`.
    public static let top = UnitPoint(x: 0.5, y: 0)

    /// The middle of the bottom edge, `(0.5, 1)`.
    public static let bottom = UnitPoint(x: 0.5, y: 1)

    /// The top-leading corner, `(0, 0)`.
    public static let topLeading = UnitPoint(x: 0, y: 0)

    /// The top-trailing corner, `(1, 0)`.
    public static let topTrailing = UnitPoint(x: 1, y: 0)

    /// The bottom-leading corner, `(0, 1)`.
    public static let bottomLeading = UnitPoint(x: 0, y: 1)

    /// The bottom-trailing corner, `(1, 1)`.
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

// MARK: - Resolving against a rectangle

extension UnitPoint {
    /// The point this unit point designates in `rect`: `(minX + x·width, minY + y·height)`.
    package func resolved(in rect: CGRect) -> CGPoint {
        CGPoint(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height)
    }

    /// Expresses `point` relative to `rect`, the inverse of ``resolved(in:)``.
    ///
    /// Along an axis where `rect` has zero extent, every unit value resolves to the same
    /// coordinate; that axis gets `0.5`, the middle, so the result stays finite.
    package init(_ point: CGPoint, in rect: CGRect) {
        self.init(
            x: rect.width == 0 ? 0.5 : (point.x - rect.minX) / rect.width,
            y: rect.height == 0 ? 0.5 : (point.y - rect.minY) / rect.height
        )
    }
}

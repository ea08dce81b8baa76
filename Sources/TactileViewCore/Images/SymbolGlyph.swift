import Foundation

/// One of Tactile's own symbol drawings: what `Image(systemName:)` shows for a name it knows.
///
/// The drawings are ours (not Apple's SF Symbols), on a 24 × 24 design grid with the origin at the
/// top-left, in layers. A stroked layer is drawn with the symbol's weight (thicker for bolder fonts);
/// a filled layer as is. Layers at the ``Layer/Level/secondary`` level are what SwiftUI's
/// hierarchical and palette rendering modes draw differently: the disc of `plus.circle.fill`, say.
/// A ``Layer/isKnockout`` layer is cut out of the layers before it in monochrome rendering (the plus
/// of `plus.circle.fill`) and drawn over them in the other modes.
public struct SymbolGlyph: Hashable, Sendable {
    /// The side of the square design grid the layers are drawn on.
    public static let designSize: CGFloat = 24

    /// One layer of a glyph.
    public struct Layer: Hashable, Sendable {
        /// How the layer's path is painted.
        public enum Style: Hashable, Sendable {
            /// Filled (non-zero winding).
            case fill
            /// Stroked with the symbol's weight, round caps and joins.
            case stroke
        }

        /// Which foreground style level paints the layer.
        public enum Level: Hashable, Sendable {
            /// The primary level: the foreground style itself.
            case primary
            /// The secondary level: fainter in hierarchical rendering, the second style in palette.
            case secondary
        }

        /// The outline, in design-grid coordinates.
        public var path: Path
        /// How it is painted.
        public var style: Style
        /// Which level paints it.
        public var level: Level
        /// Whether, in monochrome rendering, the layer is cut out of the layers before it.
        public var isKnockout: Bool
    }

    /// The layers, bottom first.
    public var layers: [Layer]

    /// The glyph for `name`, or `nil` for a name Tactile has no drawing of (which then draws a
    /// labelled placeholder).
    public static func named(_ name: String) -> SymbolGlyph? { SymbolCatalog.glyph(named: name) }

    /// Every name ``named(_:)`` knows, sorted.
    public static var knownNames: [String] { SymbolCatalog.knownNames }
}

/// Builds a glyph's layers.
struct GlyphBuilder {
    var layers: [SymbolGlyph.Layer] = []

    /// A stroked layer.
    mutating func stroke(
        _ level: SymbolGlyph.Layer.Level = .primary, knockout: Bool = false, _ build: (inout Path) -> Void
    ) {
        layers.append(.init(path: Path(build), style: .stroke, level: level, isKnockout: knockout))
    }

    /// A filled layer.
    mutating func fill(
        _ level: SymbolGlyph.Layer.Level = .primary, knockout: Bool = false, _ build: (inout Path) -> Void
    ) {
        layers.append(.init(path: Path(build), style: .fill, level: level, isKnockout: knockout))
    }

    /// A layer that is stroked, or filled when `filled`.
    mutating func outline(
        filled: Bool, _ level: SymbolGlyph.Layer.Level = .primary, knockout: Bool = false,
        _ build: (inout Path) -> Void
    ) {
        if filled { fill(level, knockout: knockout, build) } else { stroke(level, knockout: knockout, build) }
    }

    /// The layers of `other`, scaled by `scale` about the grid's centre, each marked `knockout`.
    mutating func add(_ other: SymbolGlyph, scale: CGFloat, knockout: Bool) {
        let c = SymbolGlyph.designSize / 2
        let transform = CGAffineTransform(translationX: c, y: c).scaledBy(x: scale, y: scale)
            .translatedBy(x: -c, y: -c)
        for layer in other.layers {
            var layer = layer
            layer.path = layer.path.applying(transform)
            layer.isKnockout = knockout
            layers.append(layer)
        }
    }

    var glyph: SymbolGlyph { SymbolGlyph(layers: layers) }
}

extension Path {
    /// A circle of radius `r` about (`x`, `y`).
    mutating func circle(_ x: CGFloat, _ y: CGFloat, _ r: CGFloat) {
        addEllipse(in: CGRect(x: x - r, y: y - r, width: 2 * r, height: 2 * r))
    }

    /// An open polyline through `points` (pairs of x, y).
    mutating func poly(_ points: CGFloat...) {
        polyline(points, closed: false)
    }

    /// A closed polygon through `points` (pairs of x, y).
    mutating func polygon(_ points: CGFloat...) {
        polyline(points, closed: true)
    }

    private mutating func polyline(_ points: [CGFloat], closed: Bool) {
        guard points.count >= 4 else { return }
        move(to: CGPoint(x: points[0], y: points[1]))
        var index = 2
        while index + 1 < points.count {
            addLine(to: CGPoint(x: points[index], y: points[index + 1]))
            index += 2
        }
        if closed { closeSubpath() }
    }

    /// A rounded rectangle.
    mutating func box(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat, _ r: CGFloat) {
        addRoundedRect(in: CGRect(x: x, y: y, width: w, height: h), cornerSize: CGSize(width: r, height: r))
    }

    /// An arc of radius `r` about (`x`, `y`) from `start` to `end` degrees (clockwise on screen,
    /// 0° pointing right), starting a new subpath.
    mutating func arc(_ x: CGFloat, _ y: CGFloat, _ r: CGFloat, from start: Double, to end: Double) {
        let a = start * .pi / 180
        move(to: CGPoint(x: x + r * CGFloat(cos(a)), y: y + r * CGFloat(sin(a))))
        addArc(
            center: CGPoint(x: x, y: y), radius: r, startAngle: .degrees(start), endAngle: .degrees(end),
            clockwise: false)
    }
}

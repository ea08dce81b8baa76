import Foundation

/// The colours an item is drawn in: a shape's fill, fill gradient and stroke paint, a text's
/// colour, an image's tint. Interpolated (in sRGB) for a shape's fill colour and a text's colour;
/// gradients and tints change at once.
enum PaintAttribute: DisplayAttributeKind {
    static var name: String { "paint" }

    static func hasSameValue(_ item: DisplayItem, as other: DisplayItem) -> Bool {
        switch (item.kind, other.kind) {
        case let (.shape(_, fill, stroke), .shape(_, otherFill, otherStroke)):
            return fill == otherFill && item.fillGradient == other.fillGradient && stroke?.color == otherStroke?.color
                && stroke?.gradient == otherStroke?.gradient
        case let (.text(_, _, color), .text(_, _, otherColor)):
            return color == otherColor
        case let (.image(_, _, tint), .image(_, _, otherTint)):
            return tint == otherTint
        // A view that changes what it draws: a text's colour and an image's tint are both one
        // colour, and the same colour is the same paint; a shape's paint is never another kind's.
        case let (.text(_, _, color), .image(_, _, tint)), let (.image(_, _, tint), .text(_, _, color)):
            return tint == color
        default:
            return false
        }
    }

    static func candidate(in item: DisplayItem) -> Animation? { item.animationCandidates.paint }

    static func vector(of item: DisplayItem) -> [Double]? {
        switch item.kind {
        case .shape(_, let fill?, _): return components(fill)
        case .text(_, _, let color): return components(color)
        default: return nil
        }
    }

    static func apply(_ vector: [Double], to item: inout DisplayItem) {
        guard vector.count == 4 else { return }
        let color = Color(.sRGB, red: vector[0], green: vector[1], blue: vector[2], opacity: vector[3])
        switch item.kind {
        case .shape(let path, _, let stroke): item.kind = .shape(path: path, fill: color, stroke: stroke)
        case .text(let lines, let font, _): item.kind = .text(lines: lines, font: font, color: color)
        default: break
        }
    }

    /// `color`'s sRGB components and opacity, as paint and shadows interpolate them.
    static func components(_ color: Color) -> [Double] {
        let r = color.resolve(in: EnvironmentValues())
        return [Double(r.red), Double(r.green), Double(r.blue), Double(r.opacity)]
    }
}

extension DisplayAttribute {
    /// Fill or stroke paint, text colour.
    public static var paint: DisplayAttribute { DisplayAttribute(PaintAttribute.self) }
}

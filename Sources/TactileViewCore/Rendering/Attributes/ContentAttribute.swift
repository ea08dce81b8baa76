import Foundation

/// What an item draws: a shape's outline and line width, a text's lines and font, an image's name.
/// Not interpolated: a change shows at once (its animation is still recorded in
/// ``DisplayItem/animations``).
enum ContentAttribute: DisplayAttributeKind {
    static var name: String { "content" }
    static var interpolates: Bool { false }

    static func hasSameValue(_ item: DisplayItem, as other: DisplayItem) -> Bool {
        switch (item.kind, other.kind) {
        case let (.shape(path, _, stroke), .shape(otherPath, _, otherStroke)):
            return path == otherPath && stroke?.lineWidth == otherStroke?.lineWidth
        case let (.text(lines, font, _), .text(otherLines, otherFont, _)):
            return lines == otherLines && font == otherFont
        case let (.image(name, isSymbol, _), .image(otherName, otherIsSymbol, _)):
            return name == otherName && isSymbol == otherIsSymbol
        default:
            return false
        }
    }

    static func candidate(in item: DisplayItem) -> Animation? { item.animationCandidates.content }

    static func vector(of item: DisplayItem) -> [Double]? { nil }

    static func apply(_ vector: [Double], to item: inout DisplayItem) {}
}

extension DisplayAttribute {
    /// The shape's outline, the text's lines, the image.
    public static var content: DisplayAttribute { DisplayAttribute(ContentAttribute.self) }
}

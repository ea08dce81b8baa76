import Foundation

/// The names `Image(systemName:)` draws, and how each name's variants are made.
///
/// A base drawing (`heart`, `plus`, `trash`) comes in an outlined and a filled form; the name
/// `BASE.fill` is the filled one. `BASE.circle` and `BASE.square` put the base, at a little over
/// half its size, in a circle or rounded square; with `.fill` the container is a filled disc or
/// square with the mark cut out of it (in monochrome). So `plus.circle.fill`, `xmark.circle`,
/// `play.circle.fill` and `checkmark.square.fill` need no drawings of their own. Aliases cover
/// SwiftUI names for the same picture (`gearshape` for `gear`, `line.horizontal.3` for
/// `line.3.horizontal`).
enum SymbolCatalog {
    /// A base drawing: outlined, or filled when asked.
    typealias Drawing = @Sendable (_ filled: Bool) -> SymbolGlyph

    /// Marks drawn inside containers are scaled by this much (the container's stroke stays clear).
    static let innerScale: CGFloat = 0.52

    /// The glyph for `name`, or `nil`.
    static func glyph(named name: String) -> SymbolGlyph? {
        var base = aliases[name] ?? name
        var filled = false
        if base.hasSuffix(".fill") {
            filled = true
            base.removeLast(".fill".count)
        }
        if let drawing = drawings[base] { return drawing(filled) }
        for container in ["circle", "square"] where base.hasSuffix("." + container) {
            let inner = String(base.dropLast(container.count + 1))
            guard let mark = drawings[aliases[inner] ?? inner] else { return nil }
            return contained(mark(false), in: container, filled: filled)
        }
        return nil
    }

    /// Every name `glyph(named:)` answers for without composing a container, plus the composed
    /// names that public SwiftUI code uses most; sorted.
    static var knownNames: [String] {
        var names = Set(aliases.keys)
        for base in drawings.keys {
            names.insert(base)
            names.insert(base + ".fill")
        }
        for mark in [
            "plus", "minus", "xmark", "checkmark", "info", "questionmark", "exclamationmark", "play", "person", "heart",
            "star", "arrow.up", "arrow.down", "arrow.left", "arrow.right", "chevron.left", "chevron.right", "ellipsis",
        ] {
            for container in ["circle", "square"] {
                names.insert("\(mark).\(container)")
                names.insert("\(mark).\(container).fill")
            }
        }
        return names.filter { glyph(named: $0) != nil }.sorted()
    }

    private static func contained(_ mark: SymbolGlyph, in container: String, filled: Bool) -> SymbolGlyph {
        var b = GlyphBuilder()
        b.outline(filled: filled, .secondary) { p in
            if container == "circle" { p.circle(12, 12, 10) } else { p.box(2.5, 2.5, 19, 19, 4.5) }
        }
        b.add(mark, scale: innerScale, knockout: filled)
        return b.glyph
    }

    /// Other names for drawn pictures.
    static let aliases: [String: String] = [
        "gearshape": "gear", "gearshape.fill": "gear.fill", "line.horizontal.3": "line.3.horizontal",
        "multiply": "xmark", "person.crop.circle": "person.circle", "person.crop.circle.fill": "person.circle.fill",
        "bubble.left": "message", "bubble.left.fill": "message.fill", "square.and.arrow.up.fill": "square.and.arrow.up",
        "hand.thumbsup": "thumbsup", "hand.thumbsup.fill": "thumbsup.fill", "location.fill": "location.north.fill",
        "location": "location.north",
    ]

    /// The base drawings, by name.
    static let drawings: [String: Drawing] =
        marks
        .merging(arrows) { a, _ in a }
        .merging(objects) { a, _ in a }
        .merging(media) { a, _ in a }
}

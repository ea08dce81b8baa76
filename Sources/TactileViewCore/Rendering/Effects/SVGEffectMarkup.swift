import Foundation

/// What one drawing effect adds to its item's SVG element.
enum SVGEffectMarkup: Equatable {
    /// An attribute on the element, with its leading space (` opacity="0.5"`).
    case attribute(String)
    /// A `<filter>` defined once in `<defs>` under an id starting with `prefix`, with `attributes`
    /// on the filter element (each with its leading space) and `primitives` inside it. The first
    /// filter of an item goes on its element; further ones wrap it in `g`s, innermost first.
    case filter(prefix: String, attributes: String, primitives: String)
}

import Foundation

/// The characters that stand for symbol images inside a text (`Text(Image(systemName:))`,
/// `Text("\(Image(systemName: "star")) 4.5")`).
///
/// SwiftUI draws the symbol itself inline. Tactile's texts are strings, measured and drawn as
/// such, so an inline image is drawn as one character: for the symbols below, the Unicode
/// character that looks like them (a filled variant takes the filled character where Unicode has
/// one); for any other symbol or a named picture, U+25A1 WHITE SQUARE, the size of a letter, so
/// that line lengths stay close to SwiftUI's.
enum TextInlineImage {
    /// Outline and filled characters for a symbol's base name (its name before the first `.`).
    static let characters: [String: (outline: String, filled: String)] = [
        "star": ("☆", "★"), "heart": ("♡", "♥"), "checkmark": ("✓", "✓"), "xmark": ("✕", "✕"),
        "plus": ("+", "+"), "minus": ("−", "−"), "circle": ("○", "●"), "square": ("□", "■"),
        "triangle": ("△", "▲"), "diamond": ("◇", "◆"), "sun": ("☼", "☀"), "moon": ("☾", "☾"),
        "cloud": ("☁", "☁"), "bolt": ("ϟ", "ϟ"), "flag": ("⚐", "⚑"), "bell": ("🔔", "🔔"),
        "envelope": ("✉", "✉"), "phone": ("✆", "✆"), "person": ("👤", "👤"), "clock": ("🕒", "🕒"),
        "exclamationmark": ("!", "!"), "questionmark": ("?", "?"), "info": ("ℹ", "ℹ"),
        "arrow": ("→", "→"), "chevron": ("›", "›"), "music": ("♪", "♪"), "flame": ("🔥", "🔥"),
        "hand": ("👍", "👍"), "trash": ("🗑", "🗑"), "gear": ("⚙", "⚙"), "gearshape": ("⚙", "⚙"),
        "pencil": ("✎", "✎"), "lock": ("🔒", "🔒"), "house": ("⌂", "⌂"), "magnifyingglass": ("🔍", "🔍"),
    ]

    /// Directions of `arrow.*` and `chevron.*` symbols.
    static let directions: [String: (arrow: String, chevron: String)] = [
        "right": ("→", "›"), "left": ("←", "‹"), "up": ("↑", "˄"), "down": ("↓", "˅"),
    ]

    /// What stands for a symbol or picture whose name has no character of its own.
    static let fallback = "□"

    /// The character for `image`.
    static func character(for image: Image) -> String {
        guard case .system(let name) = image.source else { return fallback }
        let parts = name.split(separator: ".").map(String.init)
        guard let base = parts.first, let pair = characters[base] else { return fallback }
        if base == "arrow" || base == "chevron", let direction = parts.dropFirst().first.flatMap({ directions[$0] }) {
            return base == "arrow" ? direction.arrow : direction.chevron
        }
        return parts.contains("fill") ? pair.filled : pair.outline
    }
}

extension Text {
    /// A text showing `image` inline, to be joined with other texts (`Text("Rated ") +
    /// Text(Image(systemName: "star.fill"))`), as SwiftUI's `Text(_: Image)`.
    ///
    /// *Approximation*: the image is drawn as a character standing for it (`★` for
    /// `star.fill`; `□` for a symbol without one); see `TextInlineImage`.
    nonisolated public init(_ image: Image) {
        self.init(verbatim: TextInlineImage.character(for: image))
    }
}

extension LocalizedStringKey.StringInterpolation {
    /// Appends an image inline (`"\(Image(systemName: "star.fill")) 4.5"`), drawn as a character
    /// standing for it, as `Text(_: Image)` does.
    public mutating func appendInterpolation(_ image: Image) {
        appendArgument(TextInlineImage.character(for: image))
    }
}

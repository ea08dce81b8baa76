// Added: seed 003 (the Kuchi chapter, "Применение настроек") converts the card colour to and from an
// `Int` with `Color(rgba:)` and `asRgba`, helpers from the book's earlier chapter that the seed does
// not show. 0xRRGGBBAA, so the chapter's default 0xFF0000FF is opaque red.
import Tactile

extension Color {
    // Added: a colour from a 0xRRGGBBAA integer.
    init(rgba: Int) {
        self.init(
            .sRGB,
            red: Double((rgba >> 24) & 0xFF) / 255,
            green: Double((rgba >> 16) & 0xFF) / 255,
            blue: Double((rgba >> 8) & 0xFF) / 255,
            opacity: Double(rgba & 0xFF) / 255
        )
    }

    // Added: the colour as a 0xRRGGBBAA integer.
    var asRgba: Int {
        let resolved = resolve(in: EnvironmentValues())
        func byte(_ component: Float) -> Int { Int((min(max(component, 0), 1) * 255).rounded()) }
        return byte(resolved.red) << 24 | byte(resolved.green) << 16 | byte(resolved.blue) << 8
            | byte(resolved.opacity)
    }
}

import Foundation

/// A mask over drawn items: what a `mask` modifier's view drew, in window space. An item under the
/// mask shows only where these items are opaque (their alpha, not their colour, counts).
public struct DisplayMask: Sendable, Equatable {
    /// The mask view's items, back to front, in window space.
    public var items: [DisplayItem]

    /// A mask of `items`.
    public init(items: [DisplayItem]) { self.items = items }

    /// Two masks are equal when their items draw the same: kinds, geometry, drawing effects,
    /// clips and nested masks.
    public static func == (lhs: DisplayMask, rhs: DisplayMask) -> Bool {
        lhs.items.count == rhs.items.count && zip(lhs.items, rhs.items).allSatisfy(drawSame)
    }

    /// Whether two items of masks draw the same.
    private static func drawSame(_ a: DisplayItem, _ b: DisplayItem) -> Bool {
        guard a.kind == b.kind, a.transform == b.transform, a.bounds == b.bounds else { return false }
        return a.effects.hasSameValues(as: b.effects) && a.fillGradient == b.fillGradient
            && a.clipPaths == b.clipPaths && a.masks == b.masks
    }
}

/// How drawn colours combine with what lies behind them (`blendMode(_:)`), with SwiftUI's names.
public enum BlendMode: String, Hashable, Sendable, CaseIterable {
    /// Drawn over what is behind.
    case normal
    /// Multiplies the colours (darkens).
    case multiply
    /// Inverts, multiplies and inverts (lightens).
    case screen
    /// Multiplies or screens depending on the background.
    case overlay
    /// The darker of the two.
    case darken
    /// The lighter of the two.
    case lighten
    /// Brightens the background.
    case colorDodge
    /// Darkens the background.
    case colorBurn
    /// A soft light.
    case softLight
    /// A hard light.
    case hardLight
    /// The difference of the two.
    case difference
    /// Like difference, with lower contrast.
    case exclusion
    /// The hue of the source.
    case hue
    /// The saturation of the source.
    case saturation
    /// The hue and saturation of the source.
    case color
    /// The luminosity of the source.
    case luminosity
    /// The source where the destination is opaque.
    case sourceAtop
    /// The destination over the source.
    case destinationOver
    /// The destination where the source is transparent.
    case destinationOut
    /// Adds and darkens.
    case plusDarker
    /// Adds the colours.
    case plusLighter

    /// The CSS `mix-blend-mode` the SVG writer uses: the same operation where CSS has it; the
    /// Porter–Duff modes and `plusDarker`, which CSS lacks, are drawn as `normal`.
    var cssName: String {
        switch self {
        case .normal, .sourceAtop, .destinationOver, .destinationOut, .plusDarker: "normal"
        case .multiply: "multiply"
        case .screen: "screen"
        case .overlay: "overlay"
        case .darken: "darken"
        case .lighten: "lighten"
        case .colorDodge: "color-dodge"
        case .colorBurn: "color-burn"
        case .softLight: "soft-light"
        case .hardLight: "hard-light"
        case .difference: "difference"
        case .exclusion: "exclusion"
        case .hue: "hue"
        case .saturation: "saturation"
        case .color: "color"
        case .luminosity: "luminosity"
        case .plusLighter: "plus-lighter"
        }
    }
}

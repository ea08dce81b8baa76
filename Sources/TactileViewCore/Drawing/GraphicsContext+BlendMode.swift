import Foundation

extension GraphicsContext {
    /// How what a context draws next combines with what it drew before: Core Graphics' blend
    /// modes, by their `CGBlendMode` raw values.
    ///
    /// The separable and non-separable modes (`multiply` … `luminosity`) and `plusLighter` are
    /// drawn with the same operation (the SVG's `mix-blend-mode`). The Porter–Duff modes, which
    /// need what lies behind as a layer Tactile's display list does not keep, are drawn as the
    /// nearest thing an item alone can do: `copy`, `sourceIn`, `sourceOut`, `sourceAtop` and `xor`
    /// draw the source over the destination (exact for `copy` with an opaque source); `clear` and
    /// `destinationIn` draw nothing (they leave no source colour; the destination is not cleared or
    /// cut); `destinationOver`, `destinationAtop`, `destinationOut` and `plusDarker` are drawn as
    /// the view modifier's modes of the same names are. Docs/Decisions.md, "Canvas blend modes".
    public struct BlendMode: RawRepresentable, Equatable, Sendable {
        /// The `CGBlendMode` raw value.
        public let rawValue: Int32
        /// The mode with the `CGBlendMode` raw value `rawValue`.
        public init(rawValue: Int32) { self.rawValue = rawValue }

        /// Drawn over what is behind.
        public static var normal: BlendMode { BlendMode(rawValue: 0) }
        /// Multiplies the colours (darkens).
        public static var multiply: BlendMode { BlendMode(rawValue: 1) }
        /// Inverts, multiplies and inverts (lightens).
        public static var screen: BlendMode { BlendMode(rawValue: 2) }
        /// Multiplies or screens depending on the background.
        public static var overlay: BlendMode { BlendMode(rawValue: 3) }
        /// The darker of the two.
        public static var darken: BlendMode { BlendMode(rawValue: 4) }
        /// The lighter of the two.
        public static var lighten: BlendMode { BlendMode(rawValue: 5) }
        /// Brightens the background.
        public static var colorDodge: BlendMode { BlendMode(rawValue: 6) }
        /// Darkens the background.
        public static var colorBurn: BlendMode { BlendMode(rawValue: 7) }
        /// A soft light.
        public static var softLight: BlendMode { BlendMode(rawValue: 8) }
        /// A hard light.
        public static var hardLight: BlendMode { BlendMode(rawValue: 9) }
        /// The difference of the two.
        public static var difference: BlendMode { BlendMode(rawValue: 10) }
        /// Like difference, with lower contrast.
        public static var exclusion: BlendMode { BlendMode(rawValue: 11) }
        /// The hue of the source.
        public static var hue: BlendMode { BlendMode(rawValue: 12) }
        /// The saturation of the source.
        public static var saturation: BlendMode { BlendMode(rawValue: 13) }
        /// The hue and saturation of the source.
        public static var color: BlendMode { BlendMode(rawValue: 14) }
        /// The luminosity of the source.
        public static var luminosity: BlendMode { BlendMode(rawValue: 15) }
        /// Clears what the source covers: drawn as nothing (the destination stays).
        public static var clear: BlendMode { BlendMode(rawValue: 16) }
        /// The source replaces the destination: drawn over it, exact for an opaque source.
        public static var copy: BlendMode { BlendMode(rawValue: 17) }
        /// The source where the destination is opaque: drawn over the destination.
        public static var sourceIn: BlendMode { BlendMode(rawValue: 18) }
        /// The source where the destination is transparent: drawn over the destination.
        public static var sourceOut: BlendMode { BlendMode(rawValue: 19) }
        /// The source where the destination is opaque, over it.
        public static var sourceAtop: BlendMode { BlendMode(rawValue: 20) }
        /// The destination over the source.
        public static var destinationOver: BlendMode { BlendMode(rawValue: 21) }
        /// The destination where the source is opaque: drawn as nothing (the destination stays whole).
        public static var destinationIn: BlendMode { BlendMode(rawValue: 22) }
        /// The destination where the source is transparent.
        public static var destinationOut: BlendMode { BlendMode(rawValue: 23) }
        /// The destination where the source is opaque, over it: drawn as `destinationOver`.
        public static var destinationAtop: BlendMode { BlendMode(rawValue: 24) }
        /// Source and destination where the other is transparent: drawn over the destination.
        public static var xor: BlendMode { BlendMode(rawValue: 25) }
        /// Adds and darkens.
        public static var plusDarker: BlendMode { BlendMode(rawValue: 26) }
        /// Adds the colours.
        public static var plusLighter: BlendMode { BlendMode(rawValue: 27) }

        /// The display list's mode this mode is drawn as, and whether it draws nothing at all.
        var drawn: (mode: TactileViewCore.BlendMode, isHidden: Bool) {
            let separable: [TactileViewCore.BlendMode] = [
                .normal, .multiply, .screen, .overlay, .darken, .lighten, .colorDodge, .colorBurn, .softLight,
                .hardLight, .difference, .exclusion, .hue, .saturation, .color, .luminosity,
            ]
            switch rawValue {
            case 0...15: return (separable[Int(rawValue)], false)
            case 16, 22: return (.normal, true)
            case 20: return (.sourceAtop, false)
            case 21, 24: return (.destinationOver, false)
            case 23: return (.destinationOut, false)
            case 26: return (.plusDarker, false)
            case 27: return (.plusLighter, false)
            default: return (.normal, false)
            }
        }
    }
}

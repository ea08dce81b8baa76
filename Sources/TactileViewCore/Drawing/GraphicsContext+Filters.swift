import Foundation

extension GraphicsContext {
    /// An effect on what a context draws after it is added (`addFilter(_:options:)`).
    ///
    /// Each item drawn after the filter carries it: blurs add to the item's blur, a shadow becomes
    /// its shadow, the colour filters compose into its colour matrix (written to SVG as
    /// `feColorMatrix`), and a projection moves the item. `alphaThreshold` and the shader filters
    /// have no SVG form here: they are accepted and change nothing drawn.
    public struct Filter: Sendable {
        enum Kind: Sendable {
            case blur(CGFloat)
            case shadow(Shadow)
            case matrix(ColorMatrix)
            case transform(CGAffineTransform)
            case none
        }

        let kind: Kind

        /// Moves what is drawn by `matrix` (its affine part: Tactile's drawing has no perspective).
        public static func projectionTransform(_ matrix: ProjectionTransform) -> Filter {
            Filter(kind: .transform(matrix.affinePart))
        }

        /// A shadow of what is drawn, offset by `x` and `y` and blurred by `radius`.
        ///
        /// The blend mode and options are *accepted*: the shadow is drawn under the item, normally.
        public static func shadow(
            color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0,
            blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()
        ) -> Filter {
            Filter(kind: .shadow(Shadow(color: color, radius: radius, x: x, y: y)))
        }

        /// Multiplies each colour by `color`, component by component.
        public static func colorMultiply(_ color: Color) -> Filter {
            Filter(kind: .matrix(.scale(color.red, color.green, color.blue, color.alpha)))
        }

        /// Transforms each colour by `matrix`.
        public static func colorMatrix(_ matrix: ColorMatrix) -> Filter { Filter(kind: .matrix(matrix)) }

        /// Rotates the hue of each colour by `angle`.
        public static func hueRotation(_ angle: Angle) -> Filter {
            Filter(kind: .matrix(.hueRotation(degrees: angle.degrees)))
        }

        /// Changes the saturation: 0 grey, 1 unchanged.
        public static func saturation(_ amount: Double) -> Filter { Filter(kind: .matrix(.saturation(amount))) }

        /// Adds `amount` to each colour component.
        public static func brightness(_ amount: Double) -> Filter {
            Filter(kind: .matrix(.linear(slope: 1, intercept: amount)))
        }

        /// Changes the contrast: 1 unchanged, 0 all mid grey.
        public static func contrast(_ amount: Double) -> Filter {
            Filter(kind: .matrix(.linear(slope: amount, intercept: (1 - amount) / 2)))
        }

        /// Inverts the colours by `amount` (1: fully inverted).
        public static func colorInvert(_ amount: Double = 1) -> Filter {
            Filter(kind: .matrix(.linear(slope: 1 - 2 * amount, intercept: amount)))
        }

        /// Removes `amount` (0…1) of the colour.
        public static func grayscale(_ amount: Double) -> Filter {
            Filter(kind: .matrix(.saturation(1 - min(max(amount, 0), 1))))
        }

        /// Black, as opaque as each colour is light.
        public static var luminanceToAlpha: Filter { Filter(kind: .matrix(.luminanceToAlpha)) }

        /// Blurs what is drawn by `radius`.
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
            Filter(kind: .blur(radius))
        }

        /// Makes pixels between `min` and `max` alpha `color`, the others clear.
        ///
        /// *Accepted*: a threshold has no form in Tactile's drawing; what is drawn is unchanged.
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black) -> Filter {
            Filter(kind: .none)
        }

        /// Changes each pixel's colour with a Metal shader.
        ///
        /// *No effect on Linux*: there is no Metal.
        public static func colorShader(_ shader: Shader) -> Filter { Filter(kind: .none) }

        /// Moves pixels with a Metal shader.
        ///
        /// *No effect on Linux*: there is no Metal.
        public static func distortionShader(_ shader: Shader, maxSampleOffset: CGSize) -> Filter {
            Filter(kind: .none)
        }

        /// Draws the layer through a Metal shader.
        ///
        /// *No effect on Linux*: there is no Metal.
        public static func layerShader(_ shader: Shader, maxSampleOffset: CGSize) -> Filter { Filter(kind: .none) }
    }

    /// Options of `Filter/shadow(color:radius:x:y:blendMode:options:)`.
    ///
    /// *Accepted*: stored; Tactile draws every shadow under its item.
    public struct ShadowOptions: OptionSet, Sendable {
        /// An element of the set is a set.
        public typealias Element = ShadowOptions
        /// The raw value.
        public let rawValue: UInt32
        /// An option set.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The shadow over the content.
        public static var shadowAbove: ShadowOptions { ShadowOptions(rawValue: 1) }
        /// Only the shadow, not the content.
        public static var shadowOnly: ShadowOptions { ShadowOptions(rawValue: 2) }
        /// The shadow of the clear parts.
        public static var invertsAlpha: ShadowOptions { ShadowOptions(rawValue: 4) }
        /// Each item shadowed alone.
        public static var disablesGroup: ShadowOptions { ShadowOptions(rawValue: 8) }
    }

    /// Options of `Filter/blur(radius:options:)`.
    ///
    /// *Accepted*: stored; the blur is drawn as SVG's Gaussian blur.
    public struct BlurOptions: OptionSet, Sendable {
        /// An element of the set is a set.
        public typealias Element = BlurOptions
        /// The raw value.
        public let rawValue: UInt32
        /// An option set.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The blurred content stays opaque at its edges.
        public static var opaque: BlurOptions { BlurOptions(rawValue: 2) }
        /// The result is dithered.
        public static var dithersResult: BlurOptions { BlurOptions(rawValue: 4) }
    }

    /// Options of `addFilter(_:options:)`.
    ///
    /// *Accepted*: stored; colour filters work on sRGB components.
    public struct FilterOptions: OptionSet, Sendable {
        /// An element of the set is a set.
        public typealias Element = FilterOptions
        /// The raw value.
        public let rawValue: UInt32
        /// An option set.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The filter works on linear colour components.
        public static var linearColor: FilterOptions { FilterOptions(rawValue: 1) }
    }

    /// Applies `filter` to everything drawn after this call (in this context and its copies).
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        filters.append(filter.kind)
    }
}

extension GraphicsContext.Shading {
    /// One colour from components in `colorSpace`: a grey of `white`.
    public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1)
        -> GraphicsContext.Shading
    {
        .color(Color(colorSpace, white: white, opacity: opacity))
    }
}

extension RenderState {
    /// The state with a canvas's filters applied, first added outermost.
    mutating func apply(_ filters: [GraphicsContext.Filter.Kind]) {
        for filter in filters {
            switch filter {
            case .blur(let radius): effects.blur.value.radius += max(0, radius)
            case .shadow(let shadow): effects.shadow.value = ShadowEffect(shadow: shadow)
            case .matrix(let matrix): colorMatrix = colorMatrix.map { $0.concatenating(matrix) } ?? matrix
            case .transform, .none: break
            }
        }
    }
}

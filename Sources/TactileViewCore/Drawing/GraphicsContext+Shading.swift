import Foundation

extension GraphicsContext {
    /// Options of a gradient shading (kept for source compatibility: gradients are drawn padded,
    /// in sRGB).
    public struct GradientOptions: OptionSet, Sendable {
        /// An element of the set is a set.
        public typealias Element = GradientOptions
        /// The raw value.
        public let rawValue: UInt32
        /// An option set.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Repeat the gradient beyond its ends.
        public static let `repeat` = GradientOptions(rawValue: 1)
        /// Repeat the gradient mirrored.
        public static let mirror = GradientOptions(rawValue: 2)
        /// Interpolate in linear colour.
        public static let linearColor = GradientOptions(rawValue: 4)
    }

    /// What a path is filled or stroked with: a colour, a style, or a gradient placed in the
    /// context's coordinates.
    public struct Shading: Sendable {
        indirect enum Kind: Sendable {
            case style(AnyShapeStyle)
            case gradient(Gradient, GradientGeometry)
            case palette([Shading])
        }

        enum GradientGeometry: Sendable {
            case linear(CGPoint, CGPoint)
            case radial(CGPoint, CGFloat, CGFloat)
            case conic(CGPoint, Angle)
        }

        let kind: Kind

        /// Fills with `color`.
        public static func color(_ color: Color) -> Shading { Shading(kind: .style(AnyShapeStyle(color))) }

        /// Fills with the colour of these components.
        public static func color(
            _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
        ) -> Shading {
            color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }

        /// Fills with `style`; a gradient style's unit coordinates span the drawn path's bounding
        /// rectangle.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(AnyShapeStyle(style))) }

        /// Fills with the environment's foreground style.
        public static var foreground: Shading { style(ForegroundStyle()) }

        /// A linear gradient from `startPoint` to `endPoint`, in the context's coordinates.
        public static func linearGradient(
            _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(kind: .gradient(gradient, .linear(startPoint, endPoint)))
        }

        /// A radial gradient around `center`, from `startRadius` to `endRadius`.
        public static func radialGradient(
            _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
            options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(kind: .gradient(gradient, .radial(center, startRadius, endRadius)))
        }

        /// A full turn of `gradient` around `center`, starting at `angle`.
        public static func conicGradient(
            _ gradient: Gradient, center: CGPoint, angle: Angle = .zero, options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(kind: .gradient(gradient, .conic(center, angle)))
        }

        /// A palette: its first shading fills and strokes paths; a symbol drawn with it takes its
        /// primary colour from it.
        public static func palette(_ array: [Shading]) -> Shading { Shading(kind: .palette(array)) }

        /// Fills with `mesh`, drawn as the mesh gradient style is (a vertical gradient of its
        /// columns' mean colours, Docs/Decisions.md, "mesh-gradient-patches").
        public static func meshGradient(_ mesh: MeshGradient) -> Shading { style(mesh) }

        /// Fills with the shader `shader` over `bounds`.
        ///
        /// *No effect on Linux*: there is no Metal to run the shader; it paints as `Shader` does as
        /// a style (the primary colour).
        public static func shader(_ shader: Shader, bounds: CGRect = .zero) -> Shading { style(shader) }

        /// Fills with what lies behind the canvas, unchanged: drawn as nothing (a clear colour),
        /// which is what the backdrop redrawn over itself shows. Tactile's display list cannot read
        /// what was drawn behind, so a filter added before it does not change the backdrop.
        public static var backdrop: Shading { color(.clear) }

        /// The one colour nearest this shading: a gradient's first stop, a palette's first entry.
        func solidColor(in environment: EnvironmentValues) -> Color {
            switch kind {
            case .style(let style): return style.resolveStyle(in: environment).solidColor
            case .gradient(let gradient, _): return gradient.drawnStops.first?.color ?? .clear
            case .palette(let entries): return entries.first?.solidColor(in: environment) ?? .clear
            }
        }

        /// The paint of this shading for a path whose bounding rectangle is `rect`.
        @MainActor
        func paint(in rect: CGRect, environment: EnvironmentValues) -> DrawnPaint {
            switch kind {
            case .palette(let entries):
                return entries.first?.paint(in: rect, environment: environment) ?? .color(.clear)
            case .style(let style):
                return style.resolveStyle(in: environment).paint(in: rect)
            case .gradient(let gradient, let geometry):
                let stops = gradient.drawnStops
                guard stops.count > 1 else { return .color(stops.first?.color ?? .clear) }
                let placed: GradientPaint.Geometry
                switch geometry {
                case .linear(let start, let end):
                    placed = .linear(start: start, end: end)
                case .radial(let center, let startRadius, let endRadius):
                    placed = .radial(
                        center: center, startRadius: GradientLayout.length(startRadius),
                        endRadius: GradientLayout.length(endRadius))
                case .conic(let center, let angle):
                    placed = .angular(center: center, startAngle: angle, endAngle: angle + .degrees(360))
                }
                return .gradient(GradientPaint(geometry: placed, stops: stops))
            }
        }
    }
}

import Foundation

/// An image: a picture from the app's files, or a symbol.
///
/// `Image("name")` draws the picture registered or found under that name (`ImageAssets`: PNG,
/// JPEG or SVG) at its size in points, or a labelled placeholder box when there is none.
/// `Image(systemName:)` draws Tactile's own drawing of the symbol (`SymbolGlyph`; about a
/// hundred common names and their `.fill`, `.circle` and `.square` forms), or a labelled
/// placeholder for a name it has no drawing of. A symbol is a square of the font's point size
/// (times the `View/imageScale(_:)` factor), stroked more heavily for bolder fonts, painted with
/// the foreground style(s) as its `SymbolRenderingMode` says. A resizable image takes the size
/// it is offered (combine with `aspectRatio(_:contentMode:)`).
public struct Image: View, Equatable {
    enum Source: Equatable, Sendable { case named(String), system(String), drawn(DrawnImage) }
    nonisolated let source: Source
    var bundle: Bundle?
    var isResizable = false
    var capInsets = EdgeInsets()
    var resizingMode = ResizingMode.stretch
    var templateRendering: TemplateRenderingMode?
    var interpolationQuality = Interpolation.medium
    var isAntialiased = true
    var symbolMode: SymbolRenderingMode?
    /// Made by `init(decorative:bundle:)`: assistive technologies leave the image out, and its
    /// kind name says so (`Image(decorative: name)`), which accessibility audits read.
    var isDecorative = false
    /// The accessibility label given with `label:` (`Image(_:bundle:label:)`), read in place of the
    /// name.
    var label: String?

    /// The image called `name` in the app's pictures (`ImageAssets`), or in `bundle`'s resources.
    nonisolated public init(_ name: String, bundle: Bundle? = nil) {
        source = .named(name)
        self.bundle = bundle
    }

    /// An image that accessibility ignores (drawn the same).
    nonisolated public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
        isDecorative = true
    }

    /// The symbol called `systemName`.
    nonisolated public init(systemName: String) { source = .system(systemName) }

    /// How a resizable image fills its frame.
    public enum ResizingMode: Hashable, Sendable {
        /// Tiled (Tactile stretches: see `Image/resizable(capInsets:resizingMode:)`).
        case tile
        /// Stretched.
        case stretch
    }

    /// Whether an image keeps its colours or is painted with the foreground style.
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// The picture's own colours.
        case original
        /// Painted with the foreground style where the picture is opaque.
        case template
    }

    /// How smoothly a scaled picture is resampled.
    public enum Interpolation: Hashable, Sendable {
        /// Nearest neighbour: pixels stay sharp squares.
        case none
        /// Smoothed.
        case low
        /// Smoothed.
        case medium
        /// Smoothed.
        case high
    }

    /// The relative size of symbols (`View/imageScale(_:)`).
    public enum Scale: Hashable, Sendable {
        /// 0.8 times the font's size.
        case small
        /// The font's size.
        case medium
        /// 1.3 times the font's size.
        case large

        /// The factor on the font's size (an approximation of SF Symbols' scales).
        var factor: CGFloat {
            switch self {
            case .small: 0.8
            case .medium: 1
            case .large: 1.3
            }
        }
    }

    /// An image that scales to the size it is offered. Tactile accepts `capInsets` and
    /// `resizingMode` and stretches the whole picture (no nine-slice, no tiling).
    nonisolated public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch)
        -> Image
    {
        var i = self
        i.isResizable = true
        i.capInsets = capInsets
        i.resizingMode = resizingMode
        return i
    }

    /// This image painted with its own colours (`.original`) or the foreground style (`.template`);
    /// `nil` keeps the default (original for pictures, template for symbols).
    nonisolated public func renderingMode(_ mode: TemplateRenderingMode?) -> Image {
        var i = self
        i.templateRendering = mode
        return i
    }

    /// How the picture is resampled when scaled (`.none` keeps pixels sharp).
    nonisolated public func interpolation(_ interpolation: Interpolation) -> Image {
        var i = self
        i.interpolationQuality = interpolation
        return i
    }

    /// Whether edges are smoothed (accepted; the browser decides).
    nonisolated public func antialiased(_ isAntialiased: Bool) -> Image {
        var i = self
        i.isAntialiased = isAntialiased
        return i
    }

    /// How a symbol uses the foreground styles.
    nonisolated public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        var i = self
        i.symbolMode = mode
        return i
    }

    /// An image is primitive.
    public typealias Body = Never
}

extension Image {
    /// The name of the picture a named image draws (`nil` for a symbol or a drawn image).
    nonisolated package var pictureName: String? {
        if case .named(let name) = source { return name }
        return nil
    }
}

extension Image: PrimitiveView {
    package func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        if let label {
            var unlabelled = self
            unlabelled.label = nil
            return inputs.graph.resolve(unlabelled.accessibilityLabel(label), inputs)
        }
        let resolved = ImageResolution(self, in: inputs.environment)
        var content = ImageContent(
            name: resolved.name, isSymbol: resolved.isSymbol, intrinsic: resolved.size, isResizable: isResizable,
            tint: resolved.tint, drawing: resolved.drawing, isDecorative: isDecorative)
        if case .drawn(let drawn) = source { content.drawn = (drawn, inputs.environment) }
        return [inputs.node(content)]
    }
}

/// The node of an `Image`.
struct ImageContent: NodeContent {
    let name: String
    let isSymbol: Bool
    let intrinsic: CGSize
    let isResizable: Bool
    let tint: Color?
    let drawing: ImageDrawing?
    let isDecorative: Bool
    /// The drawing of an image made with `Image(size:label:opaque:colorMode:renderer:)`, and the
    /// environment its graphics context gets.
    var drawn: (image: DrawnImage, environment: EnvironmentValues)?
    var kindName: String {
        isSymbol ? "Image(systemName: \(name))" : isDecorative ? "Image(decorative: \(name))" : "Image(\(name))"
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, context: LayoutContext) -> CGSize {
        isResizable ? proposal.replacingUnspecifiedDimensions(by: intrinsic) : intrinsic
    }

    func draw(node: ViewNode, state: RenderState, into list: inout DisplayListBuilder) {
        if let drawn {
            drawn.image.draw(in: node.size, environment: drawn.environment, node: node, state: state, into: &list)
            return
        }
        list.addImage(name: name, isSymbol: isSymbol, tint: tint, drawing: drawing, node: node, state: state)
    }

    func hitTestRule(size: CGSize) -> HitTestRule { .frame }
}

import Foundation

/// What a `Canvas` draws with: fill and stroke paths, draw text and images, under a transform,
/// an opacity, a blend mode and clips that apply to what is drawn after they are set.
///
/// Each drawing call becomes one item of the display list (a shape, a text or an image), in the
/// order drawn, so hosts and tests see a canvas's contents like any other view's. Filters
/// (`addFilter(_:options:)`) apply to the items drawn after them. Not provided: `withCGContext`
/// (there is no Core Graphics context on Linux).
@MainActor
public struct GraphicsContext {
    /// The opacity of what is drawn next, multiplied into each item's opacity (0…1).
    public var opacity: Double = 1
    /// How what is drawn next combines with what is behind it.
    public var blendMode: BlendMode = .normal
    /// Maps the coordinates drawn in to the canvas's: translations, scales and rotations applied
    /// so far.
    public var transform: CGAffineTransform = .identity
    /// The environment of the canvas.
    public let environment: EnvironmentValues

    /// Clips in the canvas's coordinates.
    var clips: [Path] = []
    /// The filters added so far, first added first.
    var filters: [Filter.Kind] = []
    let recorder: CanvasRecorder
    /// The canvas's size: the clip when no clip is set (`clipBoundingRect`).
    let canvasSize: CGSize?
    /// The canvas's symbols by tag (`resolveSymbol(id:)`).
    let symbols: CanvasSymbols

    init(
        environment: EnvironmentValues, recorder: CanvasRecorder, canvasSize: CGSize? = nil,
        symbols: CanvasSymbols = CanvasSymbols()
    ) {
        self.environment = environment
        self.recorder = recorder
        self.canvasSize = canvasSize
        self.symbols = symbols
    }

    // MARK: Transforms

    /// Moves the origin of what is drawn next by `x` and `y`.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(translationX: x, y: y).concatenating(transform)
    }

    /// Scales what is drawn next by `x` and `y` about the origin.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform)
    }

    /// Rotates what is drawn next by `angle` about the origin (clockwise on screen).
    public mutating func rotate(by angle: Angle) {
        transform = CGAffineTransform(rotationAngle: CGFloat(angle.radians)).concatenating(transform)
    }

    /// Applies `matrix` before the current transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    // MARK: Clipping

    /// Options for `clip(to:style:options:)`.
    public struct ClipOptions: OptionSet, Sendable {
        /// An element of the set is a set.
        public typealias Element = ClipOptions
        /// The raw value.
        public let rawValue: UInt32
        /// An option set.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Clip to outside the path.
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// Draws what comes next only inside `path` (in the current transform), or only outside it
    /// with `.inverse`.
    ///
    /// `style`'s fill rule decides the path's inside. A clip with the even-odd rule and an inverse
    /// clip are turned into outlines with `Path`'s boolean operations (their curves flattened
    /// within 0.05 points), as the display list's clips fill by the non-zero rule.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        let placed = path.applying(transform)
        if options.contains(.inverse) {
            clips.append(Self.everywhere.subtracting(placed, eoFill: style.isEOFilled))
        } else {
            clips.append(style.isEOFilled ? placed.normalized(eoFill: true) : placed)
        }
    }

    /// A rectangle larger than any canvas: what an inverse clip cuts its hole in.
    static let everywhere = Path(CGRect(x: -1e6, y: -1e6, width: 2e6, height: 2e6))

    // MARK: Layers

    /// Draws `content` into a copy of this context: its changes to the transform, opacity, blend
    /// mode and clips end with it. (SwiftUI composites the layer as one image; Tactile draws its
    /// items one by one, see `Docs/ViewLayer.md`, "Drawing".)
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        try content(&layer)
    }

    // MARK: Shapes

    /// Fills `path` with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        let paint = shading.paint(in: path.boundingRect, environment: environment)
        record(
            .shape(path: path, fill: paint.color, stroke: nil), bounds: path.boundingRect, fillGradient: paint.gradient)
    }

    /// Strokes `path` with `shading` and `style`.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        let paint = shading.paint(in: path.boundingRect, environment: environment)
        record(
            .shape(path: path, fill: nil, stroke: Stroke(paint: paint, style: style.drawn)), bounds: path.boundingRect,
            fillGradient: nil)
    }

    /// Strokes `path` with `shading`, `lineWidth` wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    // MARK: Text

    /// A text prepared for drawing in this context: its font and colour decided.
    @MainActor
    public struct ResolvedText {
        var content: TextContent
        let environment: EnvironmentValues

        /// What the text is drawn with: its colour, which setting replaces (a gradient or style
        /// draws the text in its one nearest colour, as text views do).
        public var shading: Shading {
            get { .color(content.color) }
            set {
                let color = newValue.solidColor(in: environment)
                var changed = TextContent(
                    string: content.string, font: content.font, color: color, isItalic: content.isItalic)
                changed.runStyle = content.runStyle
                changed.paragraph = content.paragraph
                changed.isRedacted = content.isRedacted
                content = changed
            }
        }

        /// The size the text needs when its lines wrap at `size.width`.
        public func measure(in size: CGSize) -> CGSize {
            let lines = content.lines(width: size.width)
            let widest = lines.map { content.font.width(of: Substring($0)) }.max() ?? 0
            return CGSize(width: widest, height: CGFloat(lines.count) * content.font.lineHeight)
        }

        /// The distance from the top of the text, wrapped at `size.width`, to its first line's
        /// baseline.
        public func firstBaseline(in size: CGSize) -> CGFloat { content.font.ascent }

        /// The distance from the top of the text, wrapped at `size.width`, to its last line's
        /// baseline.
        public func lastBaseline(in size: CGSize) -> CGFloat {
            let lines = max(1, content.lines(width: size.width).count)
            return CGFloat(lines - 1) * content.font.lineHeight + content.font.ascent
        }
    }

    /// `text` with its font and colour decided by this context's environment.
    public func resolve(_ text: Text) -> ResolvedText {
        ResolvedText(content: TextContent(resolving: text, in: environment), environment: environment)
    }

    /// Draws `text` wrapped to `rect`'s width, from its top-leading corner.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        let lines = text.content.lines(width: rect.width)
        let size = text.measure(in: rect.size)
        record(
            .text(lines: lines, font: text.content.font, color: text.content.color),
            bounds: CGRect(origin: rect.origin, size: size), fillGradient: nil)
    }

    /// Draws `text` on one line, its `anchor` point at `point`.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = text.measure(in: CGSize(width: CGFloat.infinity, height: .infinity))
        let origin = CGPoint(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height)
        draw(text, in: CGRect(origin: origin, size: CGSize(width: size.width, height: size.height)))
    }

    /// Draws `text` wrapped to `rect`'s width, from its top-leading corner.
    public func draw(_ text: Text, in rect: CGRect) { draw(resolve(text), in: rect) }

    /// Draws `text` on one line, its `anchor` point at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    // MARK: Images

    /// An image prepared for drawing in this context: its size and tint decided.
    public struct ResolvedImage {
        let name: String
        let isSymbol: Bool
        var tint: Color?
        let drawing: ImageDrawing?
        let environment: EnvironmentValues
        /// The image's natural size.
        public let size: CGSize
        /// The distance from the image's top to its baseline: its height, as an image sits on the
        /// baseline of the text around it.
        public let baseline: CGFloat

        /// What a template image (a symbol) is drawn with: its tint, which setting replaces; `nil`
        /// for an image drawn in its own colours. A style draws as its one nearest colour.
        public var shading: Shading? {
            get { tint.map { .color($0) } }
            set { tint = newValue?.solidColor(in: environment) }
        }
    }

    /// `image` with its size and tint decided by this context's environment (a symbol is a square
    /// of the font's size, as in a view).
    public func resolve(_ image: Image) -> ResolvedImage {
        let resolved = ImageResolution(image, in: environment)
        return ResolvedImage(
            name: resolved.name, isSymbol: resolved.isSymbol, tint: resolved.tint, drawing: resolved.drawing,
            environment: environment, size: resolved.size, baseline: resolved.size.height)
    }

    /// Draws `image` stretched to `rect`.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        record(
            .image(name: image.name, isSymbol: image.isSymbol, tint: image.tint), bounds: rect, fillGradient: nil,
            imageDrawing: image.drawing)
    }

    /// Draws `image` at its natural size, its `anchor` point at `point`.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        let origin = CGPoint(x: point.x - anchor.x * image.size.width, y: point.y - anchor.y * image.size.height)
        draw(image, in: CGRect(origin: origin, size: image.size))
    }

    /// Draws `image` stretched to `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(resolve(image), in: rect, style: style)
    }

    /// Draws `image` at its natural size, its `anchor` point at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(image), at: point, anchor: anchor)
    }

    /// Records one item: `placing` maps its bounds into the context's drawing space (a symbol's
    /// items), `opacity` and `clips` (in that drawing space) add to the context's.
    func record(
        _ kind: DisplayItem.Kind, bounds: CGRect, fillGradient: GradientPaint?, imageDrawing: ImageDrawing? = nil,
        placing: CGAffineTransform = .identity, opacity itemOpacity: Double = 1, clips itemClips: [Path] = [],
        textPlacement: TextPlacement? = nil
    ) {
        // A projection filter moves what is drawn after it, in the canvas's space.
        let moved = filters.reduce(transform) { moved, filter in
            if case .transform(let matrix) = filter { return moved.concatenating(matrix) }
            return moved
        }
        recorder.commands.append(
            CanvasCommand(
                kind: kind, bounds: bounds, transform: placing.concatenating(moved),
                opacity: min(1, max(0, opacity.isNaN ? 1 : opacity)) * itemOpacity, blendMode: blendMode,
                clips: clips + itemClips.map { $0.applying(transform) }, fillGradient: fillGradient,
                imageDrawing: imageDrawing, filters: filters, textPlacement: textPlacement))
    }
}

/// One drawing call of a canvas, in the canvas's coordinates.
struct CanvasCommand {
    let kind: DisplayItem.Kind
    /// The item's bounds in the space it was drawn in.
    let bounds: CGRect
    /// The context's transform when drawn: from the drawing space to the canvas.
    let transform: CGAffineTransform
    let opacity: Double
    let blendMode: GraphicsContext.BlendMode
    /// Clips in the canvas's coordinates.
    let clips: [Path]
    let fillGradient: GradientPaint?
    let imageDrawing: ImageDrawing?
    /// The filters in force when drawn.
    let filters: [GraphicsContext.Filter.Kind]
    /// How a text item's glyphs are placed, when not as plain text (kerned runs of a layout).
    var textPlacement: TextPlacement? = nil
}

/// Collects a canvas's drawing calls while its renderer runs.
@MainActor
final class CanvasRecorder {
    var commands: [CanvasCommand] = []
}

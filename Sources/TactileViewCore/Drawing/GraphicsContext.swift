import Foundation

/// What a `Canvas` draws with: fill and stroke paths, draw text and images, under a transform,
/// an opacity, a blend mode and clips that apply to what is drawn after they are set.
///
/// Each drawing call becomes one item of the display list (a shape, a text or an image), in the
/// order drawn, so hosts and tests see a canvas's contents like any other view's. Filters
/// (`addFilter(_:options:)`) apply to the items drawn after them. Not provided: `withCGContext`
/// (there is no Core Graphics context on Linux), symbols and `clipToLayer`.
@MainActor
public struct GraphicsContext {
    /// How drawn colours combine with what lies behind them (the type the `blendMode(_:)` view modifier takes).
    public typealias BlendMode = TactileViewCore.BlendMode

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

    init(environment: EnvironmentValues, recorder: CanvasRecorder) {
        self.environment = environment
        self.recorder = recorder
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
        /// The raw value.
        public let rawValue: UInt32
        /// An option set.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Clip to outside the path (not supported: the clip is ignored and a diagnostic printed).
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// Draws what comes next only inside `path` (in the current transform).
    ///
    /// An inverse clip cannot be expressed by the display list's clip outlines: it is ignored, with
    /// a diagnostic on standard error.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        if options.contains(.inverse) {
            FileHandle.standardError.write(
                Data("Tactile: GraphicsContext.clip(options: .inverse) is not supported; ignored\n".utf8))
            return
        }
        clips.append(path.applying(transform))
    }

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
        let content: TextContent

        /// The size the text needs when its lines wrap at `size.width`.
        public func measure(in size: CGSize) -> CGSize {
            let lines = content.lines(width: size.width)
            let widest = lines.map { content.font.width(of: Substring($0)) }.max() ?? 0
            return CGSize(width: widest, height: CGFloat(lines.count) * content.font.lineHeight)
        }
    }

    /// `text` with its font and colour decided by this context's environment.
    public func resolve(_ text: Text) -> ResolvedText {
        ResolvedText(content: TextContent(resolving: text, in: environment))
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
        let tint: Color?
        let drawing: ImageDrawing?
        /// The image's natural size.
        public let size: CGSize
    }

    /// `image` with its size and tint decided by this context's environment (a symbol is a square
    /// of the font's size, as in a view).
    public func resolve(_ image: Image) -> ResolvedImage {
        let resolved = ImageResolution(image, in: environment)
        return ResolvedImage(
            name: resolved.name, isSymbol: resolved.isSymbol, tint: resolved.tint, drawing: resolved.drawing,
            size: resolved.size)
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

    func record(
        _ kind: DisplayItem.Kind, bounds: CGRect, fillGradient: GradientPaint?, imageDrawing: ImageDrawing? = nil,
        textPlacement: TextPlacement? = nil
    ) {
        // A projection filter moves what is drawn after it, in the canvas's space.
        let moved = filters.reduce(transform) { moved, filter in
            if case .transform(let matrix) = filter { return moved.concatenating(matrix) }
            return moved
        }
        recorder.commands.append(
            CanvasCommand(
                kind: kind, bounds: bounds, transform: moved, opacity: min(1, max(0, opacity.isNaN ? 1 : opacity)),
                blendMode: blendMode, clips: clips, fillGradient: fillGradient, imageDrawing: imageDrawing,
                filters: filters, textPlacement: textPlacement))
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
    let blendMode: BlendMode
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

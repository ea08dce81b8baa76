import Foundation

extension GraphicsContext {
    /// The bounding rectangle of the current clip, in the context's current coordinates: the
    /// canvas's rectangle when nothing is clipped.
    public var clipBoundingRect: CGRect {
        var bounds = canvasSize.map { CGRect(origin: .zero, size: $0) } ?? .infinite
        for clip in clips { bounds = bounds.intersection(clip.boundingRect) }
        guard !bounds.isNull, !bounds.isInfinite else { return bounds }
        return bounds.applying(transform.inverted())
    }

    /// Clips what is drawn next to the shapes `content` draws, as a mask: inside what it draws
    /// (or outside it, with `.inverse`), its opacity times `opacity`.
    ///
    /// `content` draws into a layer of its own; the outlines of what it drew (filled paths, the
    /// outlines of strokes, the rectangles of text and images) are joined with `Path`'s boolean
    /// operations into one clip. Where SwiftUI's mask takes each pixel's alpha, Tactile's clip is
    /// an outline: what the layer draws half-transparent clips as fully as what it draws opaque,
    /// and `opacity` fades what is drawn after the clip as a whole.
    ///
    /// - Parameters:
    ///   - opacity: The opacity of the mask, 0…1.
    ///   - options: `.inverse` to draw only outside what `content` draws.
    ///   - content: Draws the mask.
    public mutating func clipToLayer(
        opacity: Double = 1, options: ClipOptions = ClipOptions(), content: (inout GraphicsContext) throws -> Void
    ) rethrows {
        let layerRecorder = CanvasRecorder()
        var layer = GraphicsContext(
            environment: environment, recorder: layerRecorder, canvasSize: canvasSize, symbols: symbols)
        layer.transform = transform
        layer.clips = clips
        try content(&layer)
        var mask = Path()
        for command in layerRecorder.commands where command.opacity > 0 {
            var outline: Path
            switch command.kind {
            case .shape(let path, let fill, let stroke):
                outline = Path()
                if fill != nil || command.fillGradient != nil { outline.addPath(path) }
                if let stroke {
                    let style = StrokeStyle(
                        lineWidth: stroke.lineWidth, lineCap: stroke.lineCap, lineJoin: stroke.lineJoin,
                        miterLimit: stroke.miterLimit, dash: stroke.dash, dashPhase: stroke.dashPhase)
                    outline.addPath(path.strokedPath(style))
                }
            case .text, .image:
                outline = Path(command.bounds)
            }
            mask.addPath(outline.applying(command.transform))
        }
        let joined = mask.normalized(eoFill: false)
        clips.append(options.contains(.inverse) ? Self.everywhere.subtracting(joined) : joined)
        self.opacity *= min(1, max(0, opacity.isNaN ? 1 : opacity))
    }
}

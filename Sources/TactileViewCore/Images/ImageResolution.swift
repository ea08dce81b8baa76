import Foundation

/// An `Image` decided in an environment: its size, its tint, and how it is drawn. Shared by
/// image views and `GraphicsContext.resolve(_:)`.
@MainActor
struct ImageResolution {
    let name: String
    let isSymbol: Bool
    let size: CGSize
    let tint: Color?
    let drawing: ImageDrawing?

    /// Symbol stroke widths, in design-grid units, at the lightest and heaviest font weights
    /// (100 and 900): SF Symbols' weights thicken the strokes about threefold across the range.
    static let lineWidthRange: ClosedRange<CGFloat> = 1.0...3.4
    /// How much fainter a symbol's secondary layers are in hierarchical rendering.
    static let hierarchicalSecondaryOpacity = 0.5

    init(_ image: Image, in environment: EnvironmentValues) {
        switch image.source {
        case .named(let name):
            self.name = name
            isSymbol = false
            let asset = ImageAssets.asset(named: name, bundle: image.bundle)
            size = asset?.size ?? ImageAssets.size(of: name, bundle: image.bundle)
            let primary = environment.foregroundStyle?.resolve(in: environment) ?? .primary
            let template = image.templateRendering == .template ? primary : nil
            tint = template
            drawing = asset.map {
                .picture($0, PicturePaint(templateColor: template, smooths: image.interpolationQuality != .none))
            }
        case .drawn(let drawn):
            name = drawn.label ?? "image"
            isSymbol = false
            size = drawn.size
            tint = nil
            drawing = nil
        case .system(let written):
            let variants = environment.symbolVariants
            let name = variants == .none ? written : variants.name(for: written) { SymbolGlyph.named($0) != nil }
            self.name = name
            isSymbol = true
            let font = environment.font ?? .body
            let side = font.size * (environment.imageScale ?? .medium).factor
            size = CGSize(width: side, height: side)
            let primary = environment.foregroundStyle?.resolve(in: environment) ?? .primary
            tint = primary
            drawing = SymbolGlyph.named(name).map {
                .symbol($0, Self.paint(image, font: font, primary: primary, environment: environment))
            }
        }
    }

    private static func paint(_ image: Image, font: Font, primary: Color, environment: EnvironmentValues)
        -> SymbolPaint
    {
        let weight = CGFloat(min(900, max(100, font.weight.value)) - 100) / 800
        let lineWidth = lineWidthRange.lowerBound + weight * (lineWidthRange.upperBound - lineWidthRange.lowerBound)
        let mode = image.symbolMode ?? environment.symbolRenderingMode ?? .monochrome
        let faint = primary.opacity(hierarchicalSecondaryOpacity)
        switch mode.kind {
        case .monochrome, .multicolor:
            return SymbolPaint(lineWidth: lineWidth, primary: primary, secondary: primary, cutsOut: true)
        case .hierarchical:
            return SymbolPaint(lineWidth: lineWidth, primary: primary, secondary: faint, cutsOut: false)
        case .palette:
            let secondary = environment.foregroundStyleLevels.first?.resolve(in: environment) ?? faint
            return SymbolPaint(lineWidth: lineWidth, primary: primary, secondary: secondary, cutsOut: false)
        }
    }
}

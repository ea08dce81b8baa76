import Foundation

/// How an image item is drawn for real (``DisplayItem/imageDrawing``); an image item without one
/// is drawn as a labelled placeholder.
public enum ImageDrawing: Hashable, Sendable {
    /// One of Tactile's symbol drawings, painted as `SymbolPaint` says.
    case symbol(SymbolGlyph, SymbolPaint)
    /// A picture file, stretched to the item's bounds.
    case picture(ImageAsset, PicturePaint)
}

/// How a symbol's layers are painted.
public struct SymbolPaint: Hashable, Sendable {
    /// The width of stroked layers, in design-grid units (heavier fonts stroke thicker).
    public var lineWidth: CGFloat
    /// The colour of primary layers.
    public var primary: Color
    /// The colour of secondary layers.
    public var secondary: Color
    /// Whether knockout layers are cut out of the layers below them (monochrome rendering) rather
    /// than painted over them.
    public var cutsOut: Bool

    /// Paint with these colours and width.
    public init(lineWidth: CGFloat, primary: Color, secondary: Color, cutsOut: Bool) {
        self.lineWidth = lineWidth
        self.primary = primary
        self.secondary = secondary
        self.cutsOut = cutsOut
    }
}

/// How a picture is painted.
public struct PicturePaint: Hashable, Sendable {
    /// For a template image, the colour painted where the picture is opaque; `nil` for its own colours.
    public var templateColor: Color?
    /// Whether scaling smooths the picture (`false`: `.interpolation(.none)`, sharp pixels).
    public var smooths: Bool

    /// Paint with these settings.
    public init(templateColor: Color?, smooths: Bool) {
        self.templateColor = templateColor
        self.smooths = smooths
    }
}

import Foundation

/// How Liquid Glass is drawn on Linux, in one place.
///
/// iOS 26 renders glass with a live blur and refraction of what lies behind it; SVG has no
/// backdrop filter that browsers apply inside the document, and the display list does not read
/// back what it drew (the same reason as `Material`). Glass is therefore a frosted fill of its
/// shape, a tint over it, a bright hairline along the edge and a soft shadow under it. The values
/// are chosen by eye against iOS 26 screenshots in light mode; Apple publishes none.
enum GlassConstants {
    /// White over the content behind `.regular` glass: about as frosted as `.thinMaterial`
    /// (0.5), a little more, because regular glass keeps text on it legible over any content.
    static let regularOpacity: Double = 0.55
    /// White over the content behind `.clear` glass, which Apple describes as highly transparent
    /// (for glass over photos and video): about half of `.ultraThinMaterial`'s 0.35.
    static let clearOpacity: Double = 0.18
    /// A tint colour over the frosted fill: strong enough to read as the colour, as iOS 26's
    /// tinted glass does, while the fill still shows at the edges.
    static let tintOpacity: Double = 0.6
    /// The tint of the prominent glass button style, nearly opaque like `borderedProminent`'s
    /// fill, so that its white label stays legible.
    static let prominentTintOpacity: Double = 0.9
    /// The bright rim that makes glass read as glass (iOS draws a specular edge).
    static let edgeOpacity: Double = 0.7
    /// The rim's width in points: a hairline at 2x.
    static let edgeWidth: CGFloat = 0.5
    /// The shadow under glass: faint and soft, as glass floats just above the content.
    static let shadowOpacity: Double = 0.12
    /// The shadow's blur radius, in points.
    static let shadowRadius: CGFloat = 6
    /// How far down the shadow falls, in points.
    static let shadowOffset: CGFloat = 2
    /// The glass button styles' padding around the label: as the bordered styles'.
    static let buttonHorizontalPadding: CGFloat = 14
    /// The glass button styles' vertical padding around the label.
    static let buttonVerticalPadding: CGFloat = 7
}

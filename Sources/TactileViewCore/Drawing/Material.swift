import Foundation

/// A translucent background material (`.ultraThinMaterial` … `.ultraThickMaterial`, `.bar`).
///
/// Drawn approximately: as white at the material's opacity (from 35 % for the thinnest to 90 % for the thickest, light mode),
/// without blurring what lies behind it. SVG has no backdrop blur that browsers apply to an element
/// inside the document, and the display list does not read back what it drew.
public struct Material: Hashable, Sendable, ShapeStyle, ShapeStyleResolving {
    /// Resolved by Tactile itself.
    public typealias Resolved = Never
    /// How opaque the white of each material is, thinnest first. Chosen so that the materials read as
    /// progressively more opaque frosted white over colourful content, as they do on iOS in light mode.
    let opacity: Double
    let name: String

    /// The thinnest, most translucent material.
    public static let ultraThinMaterial = Material(opacity: 0.35, name: "ultraThinMaterial")
    /// A thin material.
    public static let thinMaterial = Material(opacity: 0.5, name: "thinMaterial")
    /// The default material.
    public static let regularMaterial = Material(opacity: 0.65, name: "regularMaterial")
    /// A thick material.
    public static let thickMaterial = Material(opacity: 0.8, name: "thickMaterial")
    /// The thickest, least translucent material.
    public static let ultraThickMaterial = Material(opacity: 0.9, name: "ultraThickMaterial")
    /// The material of bars (navigation bars, tab bars): as thick as ``thickMaterial``.
    public static let bar = Material(opacity: 0.8, name: "bar")

    package func resolveStyle(in environment: EnvironmentValues) -> ResolvedStyle {
        .color(Color(red: 1, green: 1, blue: 1, alpha: opacity, name: name))
    }
}

extension ShapeStyle where Self == Material {
    /// The thinnest, most translucent material.
    public static var ultraThinMaterial: Material { Material.ultraThinMaterial }
    /// A thin material.
    public static var thinMaterial: Material { Material.thinMaterial }
    /// The default material.
    public static var regularMaterial: Material { Material.regularMaterial }
    /// A thick material.
    public static var thickMaterial: Material { Material.thickMaterial }
    /// The thickest, least translucent material.
    public static var ultraThickMaterial: Material { Material.ultraThickMaterial }
    /// The material of bars.
    public static var bar: Material { Material.bar }
}

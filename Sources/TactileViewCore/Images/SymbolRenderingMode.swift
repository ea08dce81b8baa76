import Foundation

/// How a symbol uses the foreground styles: one colour, or its layers in levels.
///
/// | Mode | Primary layers | Secondary layers | Cut-outs (`plus.circle.fill`) |
/// |---|---|---|---|
/// | ``monochrome`` (default) | foreground style | foreground style | cut out |
/// | ``hierarchical`` | foreground style | the same at half opacity | painted over |
/// | ``palette`` | first style of `foregroundStyle(_:_:)` | second style | painted over |
/// | ``multicolor`` | as monochrome (Tactile's drawings have no colours of their own) | | |
public struct SymbolRenderingMode: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case monochrome, multicolor, hierarchical, palette }
    let kind: Kind

    /// One colour: the foreground style.
    public static let monochrome = SymbolRenderingMode(kind: .monochrome)
    /// The symbol's own colours (Tactile: as monochrome).
    public static let multicolor = SymbolRenderingMode(kind: .multicolor)
    /// Secondary layers fainter than primary ones.
    public static let hierarchical = SymbolRenderingMode(kind: .hierarchical)
    /// Each level its own foreground style.
    public static let palette = SymbolRenderingMode(kind: .palette)
}

private struct SymbolRenderingModeKey: EnvironmentKey { static let defaultValue: SymbolRenderingMode? = nil }
private struct ImageScaleKey: EnvironmentKey { static let defaultValue: Image.Scale? = nil }

extension EnvironmentValues {
    /// How symbols in this subtree use the foreground styles (`nil`: monochrome).
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }

    /// The relative size of symbols in this subtree (`nil`: medium).
    public var imageScale: Image.Scale? {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

extension View {
    /// How symbols in this subtree use the foreground styles.
    nonisolated public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environment(\.symbolRenderingMode, mode)
    }

    /// The relative size of symbols in this subtree.
    nonisolated public func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }
}

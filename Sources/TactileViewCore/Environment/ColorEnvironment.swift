import Foundation

extension EnvironmentValues {
    /// The contrast, under the settable name SwiftUI gives it: what `colorSchemeContrast` reads
    /// (Linux has no Increase Contrast setting; a host or a test sets it).
    public var _colorSchemeContrast: ColorSchemeContrast {
        get { colorSchemeContrast }
        set { colorSchemeContrast = newValue }
    }
}

extension View {
    /// Sets the colour scheme of this view and its descendants (the older form of
    /// `environment(\.colorScheme, _:)`).
    nonisolated public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        environment(\.colorScheme, colorScheme)
    }
}

extension Material {
    /// The thinnest, most translucent material (`ultraThinMaterial`).
    public static let ultraThin = ultraThinMaterial
    /// A thin material (`thinMaterial`).
    public static let thin = thinMaterial
    /// The default material (`regularMaterial`).
    public static let regular = regularMaterial
    /// A thick material (`thickMaterial`).
    public static let thick = thickMaterial
    /// The thickest, least translucent material (`ultraThickMaterial`).
    public static let ultraThick = ultraThickMaterial
}

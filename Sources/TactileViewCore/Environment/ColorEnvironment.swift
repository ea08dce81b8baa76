import Foundation

/// Whether the system asks for more contrast between colours (Increase Contrast).
public enum ColorSchemeContrast: CaseIterable, Sendable, Hashable {
    /// The standard contrast.
    case standard
    /// More contrast, for people who ask for it.
    case increased

    /// Both contrasts, standard first.
    nonisolated public static var allCases: [ColorSchemeContrast] { [.standard, .increased] }
}

/// How prominent the background behind some content is, so that content over a prominent
/// background (a selected row) can tone its colours.
public struct BackgroundProminence: Hashable, Sendable {
    private let level: Int

    /// A background of ordinary prominence.
    public static let standard = BackgroundProminence(level: 0)
    /// A more prominent background, such as a selected list row's.
    public static let increased = BackgroundProminence(level: 1)
}

private struct ColorSchemeContrastKey: EnvironmentKey { static let defaultValue = ColorSchemeContrast.standard }
private struct BackgroundProminenceKey: EnvironmentKey { static let defaultValue = BackgroundProminence.standard }
private struct BackgroundStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }

extension EnvironmentValues {
    /// The contrast the system asks for: `.standard` unless a host or a test sets
    /// ``_colorSchemeContrast`` (Linux has no Increase Contrast setting).
    public var colorSchemeContrast: ColorSchemeContrast { self[ColorSchemeContrastKey.self] }

    /// The contrast, settable: what ``colorSchemeContrast`` reads.
    public var _colorSchemeContrast: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] }
        set { self[ColorSchemeContrastKey.self] = newValue }
    }

    /// How prominent the background behind this subtree is: `.standard` unless set.
    public var backgroundProminence: BackgroundProminence {
        get { self[BackgroundProminenceKey.self] }
        set { self[BackgroundProminenceKey.self] = newValue }
    }

    /// The style `.background` draws with in this subtree (`nil`: the window's background), set
    /// with ``View/backgroundStyle(_:)``.
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }
}

extension ColorScheme {
    /// Both schemes, light first.
    nonisolated public static var allCases: [ColorScheme] { [.light, .dark] }
}

extension View {
    /// Sets the colour scheme of this view and its descendants (the older form of
    /// `environment(\.colorScheme, _:)`).
    nonisolated public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        environment(\.colorScheme, colorScheme)
    }

    /// The style `.background` draws with in this subtree.
    nonisolated public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(EnvironmentWritingModifier { $0.backgroundStyle = AnyShapeStyle(style) })
    }
}

extension Material {
    /// The thinnest, most translucent material (``ultraThinMaterial``).
    public static let ultraThin = ultraThinMaterial
    /// A thin material (``thinMaterial``).
    public static let thin = thinMaterial
    /// The default material (``regularMaterial``).
    public static let regular = regularMaterial
    /// A thick material (``thickMaterial``).
    public static let thick = thickMaterial
    /// The thickest, least translucent material (``ultraThickMaterial``).
    public static let ultraThick = ultraThickMaterial
}

import Foundation

/// The settings a window gives the views it hosts: what a device takes from the system and the
/// user's settings (light or dark appearance, text size, reading direction, language and region).
///
/// A host starts its root view's environment from it (``ViewHost/windowEnvironment``), so views
/// read each setting with `@Environment` (`\.colorScheme`, `\.dynamicTypeSize`,
/// `\.layoutDirection`, `\.locale`) and modifiers inside the tree (`.preferredColorScheme(_:)`,
/// `.environment(\.colorScheme, .dark)`, `.dynamicTypeSize(_:)`) still override it for their
/// subtree. Tests and previews render the same view in several of them:
///
/// ```swift
/// let dark = WindowEnvironment(colorScheme: .dark, dynamicTypeSize: .accessibility1)
/// let host = ViewHost(SettingsScreen(), environment: dark)
/// ```
public struct WindowEnvironment: Hashable, Sendable {
    /// Light or dark appearance: which value of each system colour is drawn.
    public var colorScheme: ColorScheme
    /// The text size: the point size of every text style, and of ``ScaledMetric`` values.
    public var dynamicTypeSize: DynamicTypeSize
    /// Left to right, or right to left (stacks, alignments and padding mirror).
    public var layoutDirection: LayoutDirection
    /// The language and region.
    public var locale: Locale
    /// What the user chose in Settings for an Apple Pencil double tap
    /// (`EnvironmentValues/preferredPencilDoubleTapAction`); Settings' default, `.switchEraser`.
    public var preferredPencilDoubleTapAction = PencilPreferredAction.switchEraser
    /// What the user chose in Settings for an Apple Pencil squeeze
    /// (`EnvironmentValues/preferredPencilSqueezeAction`); Settings' default,
    /// `.showContextualPalette`.
    public var preferredPencilSqueezeAction = PencilPreferredAction.showContextualPalette

    /// A window's settings; each defaults to what a host has without one: light, `.large` text,
    /// left to right, the process's current locale.
    public init(
        colorScheme: ColorScheme = .light, dynamicTypeSize: DynamicTypeSize = .large,
        layoutDirection: LayoutDirection = .leftToRight, locale: Locale = .current
    ) {
        self.colorScheme = colorScheme
        self.dynamicTypeSize = dynamicTypeSize
        self.layoutDirection = layoutDirection
        self.locale = locale
    }

    /// Writes the settings into `environment`, the root view's.
    func apply(to environment: inout EnvironmentValues) {
        environment.colorScheme = colorScheme
        environment.dynamicTypeSize = dynamicTypeSize
        environment.layoutDirection = layoutDirection
        environment.locale = locale
        environment.pencilDoubleTapAction = preferredPencilDoubleTapAction
        environment.pencilSqueezeAction = preferredPencilSqueezeAction
    }
}

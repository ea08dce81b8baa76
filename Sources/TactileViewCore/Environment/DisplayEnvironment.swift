import Foundation

/// What a view can read about the screen and the scene it is shown in. Tactile draws in points
/// (display lists and SVG are in points), so the defaults describe a screen of one pixel per
/// point in an active, uncaptured scene; a test or host sets any of them with
/// `.environment(\.…, value)` to see how a view answers.
private struct DisplayScaleKey: EnvironmentKey {
    /// One pixel per point: SwiftUI's own default when no screen sets one, and the unit Tactile's
    /// renderers draw in.
    static let defaultValue: CGFloat = 1
}
private struct ColorSchemeContrastKey: EnvironmentKey { static let defaultValue = ColorSchemeContrast.standard }
private struct LuminanceReducedKey: EnvironmentKey { static let defaultValue = false }
private struct AppearsActiveKey: EnvironmentKey { static let defaultValue = true }
private struct SceneCapturedKey: EnvironmentKey { static let defaultValue = false }
private struct SupportsMultipleWindowsKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// How many pixels make one point on the screen: 1 unless set (Tactile draws in points).
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    /// The length of one pixel in points: `1 / displayScale`, the thinnest line a screen can show
    /// (a hairline separator is this thick).
    public var pixelLength: CGFloat {
        let scale = displayScale
        return scale.isFinite && scale > 0 ? 1 / scale : 1
    }

    /// Whether the user asked for more contrast between colours: `ColorSchemeContrast/standard`
    /// unless set.
    public var colorSchemeContrast: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] }
        set { self[ColorSchemeContrastKey.self] = newValue }
    }

    /// Whether the screen is dimmed (an always-on display at rest): `false` unless set.
    public var isLuminanceReduced: Bool {
        get { self[LuminanceReducedKey.self] }
        set { self[LuminanceReducedKey.self] = newValue }
    }

    /// Whether the window shows as the active one: `true` unless set, as a Tactile host has one
    /// window.
    public var appearsActive: Bool {
        get { self[AppearsActiveKey.self] }
        set { self[AppearsActiveKey.self] = newValue }
    }

    /// Whether the scene is being recorded, mirrored or shared: `false` unless set.
    public var isSceneCaptured: Bool {
        get { self[SceneCapturedKey.self] }
        set { self[SceneCapturedKey.self] = newValue }
    }

    /// Whether the app can open more windows: `false` unless set, as a Tactile host shows one
    /// window.
    public var supportsMultipleWindows: Bool {
        get { self[SupportsMultipleWindowsKey.self] }
        set { self[SupportsMultipleWindowsKey.self] = newValue }
    }
}

/// How much contrast the user asked for between colours, SwiftUI's `ColorSchemeContrast`
/// (`EnvironmentValues/colorSchemeContrast`).
public enum ColorSchemeContrast: CaseIterable, Hashable, Sendable {
    /// The usual contrast.
    case standard
    /// More contrast (the Increase Contrast setting).
    case increased
}

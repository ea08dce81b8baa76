import Foundation

/// The accessibility settings a view can read, each `false` (the system default) unless a test or
/// host sets it with `.environment(\.…, true)`: Tactile has no system settings to read on Linux.
private struct DifferentiateWithoutColorKey: EnvironmentKey { static let defaultValue = false }
private struct VoiceOverEnabledKey: EnvironmentKey { static let defaultValue = false }
private struct ReduceMotionKey: EnvironmentKey { static let defaultValue = false }
private struct ReduceTransparencyKey: EnvironmentKey { static let defaultValue = false }
private struct InvertColorsKey: EnvironmentKey { static let defaultValue = false }
private struct BoldTextKey: EnvironmentKey { static let defaultValue = false }
private struct AccessibilityEnabledKey: EnvironmentKey { static let defaultValue = false }
private struct SwitchControlEnabledKey: EnvironmentKey { static let defaultValue = false }
private struct ShowButtonShapesKey: EnvironmentKey { static let defaultValue = false }
private struct DimFlashingLightsKey: EnvironmentKey { static let defaultValue = false }
private struct PlayAnimatedImagesKey: EnvironmentKey { static let defaultValue = true }
private struct AssistiveAccessEnabledKey: EnvironmentKey { static let defaultValue = false }
private struct LargeContentViewerEnabledKey: EnvironmentKey { static let defaultValue = false }
private struct QuickActionsEnabledKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether the user asked for information not to be conveyed by colour alone. `false` unless
    /// set.
    public var accessibilityDifferentiateWithoutColor: Bool {
        get { self[DifferentiateWithoutColorKey.self] }
        set { self[DifferentiateWithoutColorKey.self] = newValue }
    }

    /// Whether VoiceOver is running. `false` unless set.
    public var accessibilityVoiceOverEnabled: Bool {
        get { self[VoiceOverEnabledKey.self] }
        set { self[VoiceOverEnabledKey.self] = newValue }
    }

    /// Whether the user asked for less motion. `false` unless set; Tactile's animations play the
    /// same either way.
    public var accessibilityReduceMotion: Bool {
        get { self[ReduceMotionKey.self] }
        set { self[ReduceMotionKey.self] = newValue }
    }

    /// Whether the user asked for less transparency. `false` unless set.
    public var accessibilityReduceTransparency: Bool {
        get { self[ReduceTransparencyKey.self] }
        set { self[ReduceTransparencyKey.self] = newValue }
    }

    /// Whether the user inverted colours. `false` unless set.
    public var accessibilityInvertColors: Bool {
        get { self[InvertColorsKey.self] }
        set { self[InvertColorsKey.self] = newValue }
    }

    /// Whether the user asked for bold text. `false` unless set.
    public var legibilityWeight: LegibilityWeight? {
        get { self[BoldTextKey.self] ? .bold : .regular }
        set { self[BoldTextKey.self] = newValue == .bold }
    }

    /// Whether an assistive technology (VoiceOver, Switch Control) is running. `false` unless set.
    public var accessibilityEnabled: Bool {
        get { self[AccessibilityEnabledKey.self] }
        set { self[AccessibilityEnabledKey.self] = newValue }
    }

    /// Whether Switch Control is running. `false` unless set.
    public var accessibilitySwitchControlEnabled: Bool {
        get { self[SwitchControlEnabledKey.self] }
        set { self[SwitchControlEnabledKey.self] = newValue }
    }

    /// Whether the user asked for buttons to be drawn with shapes around them. `false` unless set.
    public var accessibilityShowButtonShapes: Bool {
        get { self[ShowButtonShapesKey.self] }
        set { self[ShowButtonShapesKey.self] = newValue }
    }

    /// Whether the user asked for flashing lights in media to be dimmed. `false` unless set.
    public var accessibilityDimFlashingLights: Bool {
        get { self[DimFlashingLightsKey.self] }
        set { self[DimFlashingLightsKey.self] = newValue }
    }

    /// Whether animated images should play. `true` unless set.
    public var accessibilityPlayAnimatedImages: Bool {
        get { self[PlayAnimatedImagesKey.self] }
        set { self[PlayAnimatedImagesKey.self] = newValue }
    }

    /// Whether the simplified Assistive Access mode is on. `false` unless set.
    public var accessibilityAssistiveAccessEnabled: Bool {
        get { self[AssistiveAccessEnabledKey.self] }
        set { self[AssistiveAccessEnabledKey.self] = newValue }
    }

    /// Whether the large content viewer is on. `false` unless set.
    public var accessibilityLargeContentViewerEnabled: Bool {
        get { self[LargeContentViewerEnabledKey.self] }
        set { self[LargeContentViewerEnabledKey.self] = newValue }
    }

    /// Whether accessibility quick actions (gesture shortcuts) are on. `false` unless set.
    public var accessibilityQuickActionsEnabled: Bool {
        get { self[QuickActionsEnabledKey.self] }
        set { self[QuickActionsEnabledKey.self] = newValue }
    }
}

/// The weight the user asked text to have, SwiftUI's `LegibilityWeight`.
public enum LegibilityWeight: Hashable, Sendable {
    /// Regular weight.
    case regular
    /// Bold weight.
    case bold
}

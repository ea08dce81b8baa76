import Foundation

/// The accessibility settings a view can read, each `false` (the system default) unless a test or
/// host sets it with `.environment(\.…, true)`: Tactile has no system settings to read on Linux.
private struct DifferentiateWithoutColorKey: EnvironmentKey { static let defaultValue = false }
private struct VoiceOverEnabledKey: EnvironmentKey { static let defaultValue = false }
private struct ReduceMotionKey: EnvironmentKey { static let defaultValue = false }
private struct ReduceTransparencyKey: EnvironmentKey { static let defaultValue = false }
private struct InvertColorsKey: EnvironmentKey { static let defaultValue = false }
private struct BoldTextKey: EnvironmentKey { static let defaultValue = false }

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
}

/// The weight the user asked text to have, SwiftUI's `LegibilityWeight`.
public enum LegibilityWeight: Hashable, Sendable {
    /// Regular weight.
    case regular
    /// Bold weight.
    case bold
}

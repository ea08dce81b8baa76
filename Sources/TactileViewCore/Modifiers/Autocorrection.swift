import Foundation

private struct DisableAutocorrectionKey: EnvironmentKey { static let defaultValue: Bool? = nil }

extension EnvironmentValues {
    /// Whether text fields in this subtree should not autocorrect what is typed: `false` unless
    /// `View/autocorrectionDisabled(_:)` says so. Nothing types into a Tactile field, so this is
    /// what views read, not what a keyboard does.
    public var autocorrectionDisabled: Bool {
        get { disableAutocorrection ?? false }
        set { disableAutocorrection = newValue }
    }

    /// The older form of `autocorrectionDisabled`: `nil` when no modifier set it.
    public var disableAutocorrection: Bool? {
        get { self[DisableAutocorrectionKey.self] }
        set { self[DisableAutocorrectionKey.self] = newValue }
    }
}

extension View {
    /// Turns autocorrection off (or on) for the text fields in this subtree; their views read it as
    /// `EnvironmentValues/autocorrectionDisabled`.
    nonisolated public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        environment(\.autocorrectionDisabled, disable)
    }

    /// The older form of `autocorrectionDisabled(_:)`: `nil` leaves the setting to the
    /// enclosing views.
    nonisolated public func disableAutocorrection(_ disable: Bool?) -> some View {
        environment(\.disableAutocorrection, disable)
    }
}

import Foundation

private struct FocusEffectEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct HoverEffectEnabledKey: EnvironmentKey { static let defaultValue = true }

extension EnvironmentValues {
    /// Whether views here draw the system's focus effect when focused (`true` unless
    /// `View/focusEffectDisabled(_:)` turns it off). Tactile draws no focus effect of its own; views
    /// read the value.
    public var isFocusEffectEnabled: Bool {
        get { self[FocusEffectEnabledKey.self] }
        set { self[FocusEffectEnabledKey.self] = newValue }
    }

    /// Whether views here play their hover effects (`true` unless `View/hoverEffectDisabled(_:)`
    /// turns them off).
    public var isHoverEffectEnabled: Bool {
        get { self[HoverEffectEnabledKey.self] }
        set { self[HoverEffectEnabledKey.self] = newValue }
    }
}

extension View {
    /// Turns the focus effect of the views here off (or back on); views read it as
    /// `EnvironmentValues/isFocusEffectEnabled`.
    nonisolated public func focusEffectDisabled(_ disabled: Bool = true) -> some View {
        environment(\.isFocusEffectEnabled, !disabled)
    }

    /// Turns the hover effects of the views here off (or back on); views read it as
    /// `EnvironmentValues/isHoverEffectEnabled`.
    nonisolated public func hoverEffectDisabled(_ disabled: Bool = true) -> some View {
        environment(\.isHoverEffectEnabled, !disabled)
    }
}

import Foundation

/// Whether holding a button repeats its action (`View/buttonRepeatBehavior(_:)`).
public struct ButtonRepeatBehavior: Hashable, Sendable {
    let kind: Int

    /// The platform's choice (no repeat for buttons).
    public static let automatic = ButtonRepeatBehavior(kind: 0)
    /// Holding the button repeats its action.
    public static let enabled = ButtonRepeatBehavior(kind: 1)
    /// Holding the button runs its action once.
    public static let disabled = ButtonRepeatBehavior(kind: 2)
}

private struct ButtonRepeatBehaviorKey: EnvironmentKey {
    static var defaultValue: ButtonRepeatBehavior { .automatic }
}

extension EnvironmentValues {
    /// Whether holding the buttons in this subtree repeats their actions.
    public var buttonRepeatBehavior: ButtonRepeatBehavior {
        get { self[ButtonRepeatBehaviorKey.self] }
        set { self[ButtonRepeatBehaviorKey.self] = newValue }
    }
}

extension View {
    /// Sets whether holding the buttons in this subtree repeats their actions.
    ///
    /// *Accepted*: Tactile's buttons run their action once, on release (held ones do not repeat
    /// yet); the setting is kept in the environment.
    nonisolated public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View {
        environment(\.buttonRepeatBehavior, behavior)
    }
}

import Foundation

private struct UserAuthenticationEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    /// Whether the views in this subtree may ask the person to authenticate (sign in with a
    /// passkey or password): `true` unless a view turned it off for its subtree.
    public var isUserAuthenticationEnabled: Bool {
        get { self[UserAuthenticationEnabledKey.self] }
        set { self[UserAuthenticationEnabledKey.self] = newValue }
    }
}

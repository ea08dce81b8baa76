/// What a button does, so that styles and containers can present it accordingly.
///
/// A ``Button`` with the ``destructive`` role draws its label in red under the built-in styles;
/// a custom ``ButtonStyle`` reads it from ``ButtonStyleConfiguration/role``.
public struct ButtonRole: Equatable, Hashable, Sendable {
    private enum Kind: Hashable, Sendable {
        case destructive, cancel
    }
    private let kind: Kind

    /// A button that deletes data or performs another action that cannot be undone.
    public static let destructive = ButtonRole(kind: .destructive)
    /// A button that cancels the current operation.
    public static let cancel = ButtonRole(kind: .cancel)
}

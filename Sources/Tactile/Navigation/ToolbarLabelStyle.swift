import Foundation

/// How the items of a window's toolbar show their labels, SwiftUI's `ToolbarLabelStyle`
/// (`EnvironmentValues/toolbarLabelStyle`). iOS has only `.automatic`.
public struct ToolbarLabelStyle: Sendable, Equatable {
    enum Kind: Sendable, Equatable { case automatic }
    let kind: Kind

    /// The platform's choice: on iOS, the item's own label.
    public static var automatic: ToolbarLabelStyle { ToolbarLabelStyle(kind: .automatic) }
}

private struct ToolbarLabelStyleKey: EnvironmentKey {
    static var defaultValue: ToolbarLabelStyle? { nil }
}

extension EnvironmentValues {
    /// The label style a window's toolbar asks its items for: `nil`, the toolbar's default. Only
    /// a macOS scene's `windowToolbarLabelStyle` sets one, so on iOS and in Tactile it is `nil`.
    public var toolbarLabelStyle: ToolbarLabelStyle? {
        self[ToolbarLabelStyleKey.self]
    }
}

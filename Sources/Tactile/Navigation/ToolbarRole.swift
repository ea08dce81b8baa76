import Foundation

/// What a toolbar is for, SwiftUI's `ToolbarRole` (`View/toolbarRole(_:)`): iPadOS lays out a
/// browser's or an editor's bar differently from a navigation stack's.
public struct ToolbarRole: Sendable, Hashable {
    let name: String

    /// The platform's choice.
    public static var automatic: ToolbarRole { ToolbarRole(name: "automatic") }
    /// The bar of a navigation stack.
    public static var navigationStack: ToolbarRole { ToolbarRole(name: "navigationStack") }
    /// The bar of a browser (iPadOS moves the title to the leading side).
    public static var browser: ToolbarRole { ToolbarRole(name: "browser") }
    /// The bar of an editor (iPadOS moves the title to the leading side).
    public static var editor: ToolbarRole { ToolbarRole(name: "editor") }
}

/// An item the system puts in a toolbar by itself, SwiftUI's `ToolbarDefaultItemKind`
/// (`View/toolbar(removing:)`).
public struct ToolbarDefaultItemKind: Sendable, Hashable {
    let name: String

    /// The button that shows and hides a split view's sidebar.
    public static let sidebarToggle = ToolbarDefaultItemKind(name: "sidebarToggle")
    /// The navigation title.
    public static let title = ToolbarDefaultItemKind(name: "title")
}

/// Toolbar settings that change the bar only on iPad and Mac.
///
/// *Accepted*: on iPhone's compact width, which Tactile draws, a toolbar's role does not move its
/// title, and a navigation stack's bar has no sidebar toggle to remove.
extension View {
    /// Says what the toolbar is for.
    nonisolated public func toolbarRole(_ role: ToolbarRole) -> some View { self }

    /// Removes an item the system would put in the toolbar.
    nonisolated public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View { self }
}

extension View {
    /// Shows or hides the background of bars: the newer name of
    /// `toolbarBackground(_:for:)-(Visibility,_)`. *Accepted, not drawn*: Tactile's bars have no
    /// background.
    nonisolated public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...)
        -> some View
    {
        self
    }
}

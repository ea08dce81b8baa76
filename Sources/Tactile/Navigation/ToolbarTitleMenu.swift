import Foundation

/// A menu opened from the navigation title, SwiftUI's `ToolbarTitleMenu` (also
/// `View/toolbarTitleMenu(content:)`).
///
/// *Accepted*: Tactile's navigation title is text that takes no tap, so the menu is not drawn and
/// its buttons are not reachable; the title is drawn as it is.
public struct ToolbarTitleMenu<Content: View>: CustomizableToolbarContent, PrimitiveToolbarContent {
    /// A title menu is primitive.
    public typealias Body = Never
    nonisolated(unsafe) let content: Content

    /// A title menu with the system's items only.
    nonisolated public init() where Content == EmptyView { content = EmptyView() }

    /// A title menu of the buttons `content` makes.
    nonisolated public init(@ViewBuilder content: () -> Content) { self.content = content() }

    var toolbarItems: [(ToolbarItemPlacement, AnyView)] { [] }
}

extension View {
    /// Makes the navigation title open a menu of the buttons `content` makes (accepted, not
    /// drawn: see `ToolbarTitleMenu`).
    nonisolated public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View { self }
}

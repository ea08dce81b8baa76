import Foundation

/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement` on iOS: the leading or trailing
/// side of the navigation bar, its centre, or the bottom toolbar.
public struct ToolbarItemPlacement: Hashable, Sendable {
    /// The part of the bars an item is drawn in.
    enum Slot: Hashable, Sendable {
        case leading, trailing, principal, bottom
        /// Not drawn (there is no keyboard).
        case none
    }

    let slot: Slot

    /// The platform's choice: the trailing side of the navigation bar on iOS.
    public static let automatic = ToolbarItemPlacement(slot: .trailing)
    /// The centre of the navigation bar, in place of the title.
    public static let principal = ToolbarItemPlacement(slot: .principal)
    /// The leading side of the navigation bar (after the back button).
    public static let navigation = ToolbarItemPlacement(slot: .leading)
    /// The main action: the trailing side of the navigation bar.
    public static let primaryAction = ToolbarItemPlacement(slot: .trailing)
    /// A secondary action: the trailing side of the navigation bar (iOS puts it in an overflow menu).
    public static let secondaryAction = ToolbarItemPlacement(slot: .trailing)
    /// A status item: the bottom toolbar.
    public static let status = ToolbarItemPlacement(slot: .bottom)
    /// A modal's confirming action ("Done", "Save"): the trailing side.
    public static let confirmationAction = ToolbarItemPlacement(slot: .trailing)
    /// A modal's cancelling action: the leading side.
    public static let cancellationAction = ToolbarItemPlacement(slot: .leading)
    /// A modal's destructive action: the trailing side.
    public static let destructiveAction = ToolbarItemPlacement(slot: .trailing)
    /// Above the keyboard: not drawn, Tactile has no keyboard.
    public static let keyboard = ToolbarItemPlacement(slot: .none)
    /// The leading side of the navigation bar.
    public static let topBarLeading = ToolbarItemPlacement(slot: .leading)
    /// The trailing side of the navigation bar.
    public static let topBarTrailing = ToolbarItemPlacement(slot: .trailing)
    /// The leading side of the navigation bar (the older name of ``topBarLeading``).
    public static let navigationBarLeading = ToolbarItemPlacement(slot: .leading)
    /// The trailing side of the navigation bar (the older name of ``topBarTrailing``).
    public static let navigationBarTrailing = ToolbarItemPlacement(slot: .trailing)
    /// The bottom toolbar.
    public static let bottomBar = ToolbarItemPlacement(slot: .bottom)
}

/// One item of a toolbar: a view and its placement, as SwiftUI's `ToolbarItem`.
///
/// ```swift
/// .toolbar {
///     ToolbarItem(placement: .topBarTrailing) { Button("Add", action: add) }
/// }
/// ```
public struct ToolbarItem<ID, Content: View>: ToolbarContent, PrimitiveToolbarContent {
    /// An item is primitive.
    public typealias Body = Never
    let placement: ToolbarItemPlacement
    nonisolated(unsafe) let content: Content

    var toolbarItems: [(ToolbarItemPlacement, AnyView)] { [(placement, AnyView(content))] }
}

extension ToolbarItem where ID == () {
    /// An item showing `content` at `placement`.
    nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// An item with an identifier (used by customizable toolbars; Tactile's are not) showing
    /// `content` at `placement`.
    nonisolated public init(
        id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content
    ) {
        self.placement = placement
        self.content = content()
    }
}

/// Several views at one placement, side by side, as SwiftUI's `ToolbarItemGroup`.
public struct ToolbarItemGroup<Content: View>: ToolbarContent, PrimitiveToolbarContent {
    /// A group is primitive.
    public typealias Body = Never
    let placement: ToolbarItemPlacement
    nonisolated(unsafe) let content: Content

    /// A group showing `content`'s views at `placement`.
    nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    var toolbarItems: [(ToolbarItemPlacement, AnyView)] {
        [(placement, AnyView(HStack(spacing: NavigationBarMetrics.itemSpacing) { content }))]
    }
}

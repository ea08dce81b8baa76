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
    nonisolated(unsafe) let itemID: ID
    let placement: ToolbarItemPlacement
    /// Whether the bar shows the item before any customization (`showsByDefault`).
    let showsByDefault: Bool
    nonisolated(unsafe) let content: Content

    var toolbarItems: [(ToolbarItemPlacement, AnyView)] {
        showsByDefault ? [(placement, AnyView(content))] : []
    }
}

extension ToolbarItem where ID == () {
    /// An item showing `content` at `placement`.
    nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.itemID = ()
        self.placement = placement
        self.showsByDefault = true
        self.content = content()
    }
}

extension ToolbarItem: CustomizableToolbarContent where ID == String {
    /// An item with an identifier, for a customizable toolbar (`View/toolbar(id:content:)`),
    /// showing `content` at `placement`.
    nonisolated public init(
        id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content
    ) {
        self.init(id: id, placement: placement, showsByDefault: true, content: content)
    }

    /// An item with an identifier, for a customizable toolbar, showing `content` at `placement`
    /// when `showsByDefault` is `true`. An item that does not show by default is left out of the
    /// bar: on iOS it is only offered by the toolbar's customization editor, which Tactile has not.
    nonisolated public init(
        id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool,
        @ViewBuilder content: () -> Content
    ) {
        self.itemID = id
        self.placement = placement
        self.showsByDefault = showsByDefault
        self.content = content()
    }
}

extension ToolbarItem: Identifiable where ID: Hashable {
    /// The item's identifier: the `id` it was made with (`()` has none and is not `Hashable`).
    nonisolated public var id: ID { itemID }
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

    /// A group showing `content`'s views at `placement`, with a `label` that names the group
    /// where its items collapse into a menu (iOS shows the items themselves in the bar, as
    /// Tactile does).
    nonisolated public init<C: View, L: View>(
        placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> C, @ViewBuilder label: () -> L
    ) where Content == LabeledToolbarItemGroupContent<C, L> {
        self.placement = placement
        self.content = LabeledToolbarItemGroupContent(content: content(), label: label())
    }

    var toolbarItems: [(ToolbarItemPlacement, AnyView)] {
        [(placement, AnyView(HStack(spacing: NavigationBarMetrics.itemSpacing) { content }))]
    }
}

/// The content of a ``ToolbarItemGroup`` made with a label, SwiftUI's
/// `LabeledToolbarItemGroupContent`: its items, drawn in the bar; the label names the group where
/// the items collapse into a menu.
public struct LabeledToolbarItemGroupContent<Content: View, Label: View>: View {
    nonisolated(unsafe) let content: Content
    nonisolated(unsafe) let label: Label

    /// The group's items.
    public var body: some View { content }
}

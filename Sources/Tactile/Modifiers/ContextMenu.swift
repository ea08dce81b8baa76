import Foundation

/// `contextMenu`: a long press on the view opens a menu of `menuItems` below it.
///
/// The press is a `LongPressGesture` attached with `simultaneousGesture`, so it takes nothing from
/// the view's other gestures: a tap ends before the press's half second and still taps; a finger
/// that moves more than the press allows (10 pt) fails the press, so a scroll view around the view
/// scrolls. A button inside does not act on the lift of a press that opened the menu. See
/// Docs/Semantics.md, "Context menus".
struct ContextMenuModifier<MenuItems: View>: ViewModifier {
    nonisolated(unsafe) let menuItems: MenuItems
    /// Whether a long press opens the menu (`contextMenu(nil)` adds none).
    let isEnabled: Bool
    @State private var isOpen = false
    @State private var press = ContextMenuPress()

    nonisolated init(menuItems: MenuItems, isEnabled: Bool = true) {
        self.menuItems = menuItems
        self.isEnabled = isEnabled
    }

    func body(content: Content) -> some View {
        let open = $isOpen, press = self.press
        content
            .environment(\.contextMenuPress, press)
            .simultaneousGesture(
                LongPressGesture(minimumDuration: MenuMetrics.contextMenuPressDuration)
                    .onEnded { _ in
                        press.opened = true
                        open.wrappedValue = true
                    },
                isEnabled: isEnabled
            )
            .overlay {
                if isOpen {
                    MenuPopup(content: menuItems, edge: .leading, closesOnAction: true) {
                        press.opened = false
                        open.wrappedValue = false
                    }
                }
            }
            .zIndex(isOpen ? 1 : 0)
    }
}

/// Whether the press that is down on a view with a context menu has opened the menu: a button
/// inside then does not act when that finger lifts (as in SwiftUI, the menu took the press).
@MainActor
final class ContextMenuPress {
    var opened = false

    /// Made where the modifier is initialised, which may be off the main actor.
    nonisolated init() {}

    /// `action`, unless the press being lifted opened the menu (which it then forgets).
    func guarding(_ action: @escaping () -> Void) -> () -> Void {
        { [self] in
            if opened {
                opened = false
            } else {
                action()
            }
        }
    }
}

private struct ContextMenuPressKey: EnvironmentKey {
    static let defaultValue: ContextMenuPress? = nil
}

extension EnvironmentValues {
    /// The context menu press of the innermost view with a context menu around this one.
    var contextMenuPress: ContextMenuPress? {
        get { self[ContextMenuPressKey.self] }
        set { self[ContextMenuPressKey.self] = newValue }
    }
}

extension View {
    /// Adds a context menu: a long press on this view opens `menuItems` (buttons) in a menu below
    /// it; a tap on one runs it and closes the menu, a tap elsewhere closes it. Same approximation
    /// as `Menu` (drawn in front of its own container's views, not in a window layer).
    nonisolated public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        modifier(ContextMenuModifier(menuItems: menuItems()))
    }

    /// Adds a context menu with a preview. *Approximation*: the preview is not shown; the menu
    /// opens below the view as with `contextMenu(menuItems:)`.
    nonisolated public func contextMenu<M: View, P: View>(
        @ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P
    )
        -> some View
    {
        modifier(ContextMenuModifier(menuItems: menuItems()))
    }
}

/// A context menu as a value, SwiftUI's `ContextMenu` (the first form of
/// `View/contextMenu(menuItems:)`, still written by older code).
public struct ContextMenu<MenuItems: View> {
    nonisolated(unsafe) let menuItems: MenuItems

    /// A context menu of the buttons `menuItems` makes.
    nonisolated public init(@ViewBuilder menuItems: () -> MenuItems) { self.menuItems = menuItems() }
}

extension View {
    /// Adds `contextMenu` to this view, as `contextMenu(menuItems:)` does; `nil` adds none.
    nonisolated public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> some View {
        modifier(ContextMenuModifier(menuItems: contextMenu?.menuItems, isEnabled: contextMenu != nil))
    }
}

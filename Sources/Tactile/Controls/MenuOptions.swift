import Foundation

/// Whether running a menu's action closes the menu, SwiftUI's `MenuActionDismissBehavior`
/// (`View/menuActionDismissBehavior(_:)`).
public struct MenuActionDismissBehavior: Equatable, Sendable {
    let name: String

    /// The platform's choice: the menu closes.
    public static let automatic = MenuActionDismissBehavior(name: "automatic")
    /// The menu closes when an action runs.
    public static let enabled = MenuActionDismissBehavior(name: "enabled")
    /// The menu stays open when an action runs (a stepper's "+" in a menu); a tap outside it still
    /// closes it.
    public static let disabled = MenuActionDismissBehavior(name: "disabled")
}

/// The order of a menu's items, SwiftUI's `MenuOrder` (`View/menuOrder(_:)`).
public struct MenuOrder: Hashable, Sendable {
    let name: String

    /// The platform's choice.
    public static let automatic = MenuOrder(name: "automatic")
    /// The first item nearest the place the menu opens from (iOS reverses the items of a menu that
    /// opens upwards).
    public static let priority = MenuOrder(name: "priority")
    /// The items top to bottom in the order given.
    public static let fixed = MenuOrder(name: "fixed")
}

private struct MenuActionDismissBehaviorKey: EnvironmentKey {
    static let defaultValue = MenuActionDismissBehavior.automatic
}

private struct MenuOrderKey: EnvironmentKey {
    static let defaultValue = MenuOrder.automatic
}

extension EnvironmentValues {
    /// The order of the items of the menus in this subtree (`View/menuOrder(_:)`); `.automatic`
    /// where none was set.
    public var menuOrder: MenuOrder {
        get { self[MenuOrderKey.self] }
        set { self[MenuOrderKey.self] = newValue }
    }

    /// Whether running an action closes the menus in this subtree.
    var menuActionDismissBehavior: MenuActionDismissBehavior {
        get { self[MenuActionDismissBehaviorKey.self] }
        set { self[MenuActionDismissBehaviorKey.self] = newValue }
    }
}

extension View {
    /// Whether running an action of the menus in this subtree closes them: `.disabled` keeps a
    /// menu open after a row's button runs.
    nonisolated public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> some View {
        modifier(EnvironmentWritingModifier { $0.menuActionDismissBehavior = behavior })
    }

    /// The order of the items of the menus in this subtree, written to
    /// `EnvironmentValues.menuOrder`. Tactile's menus open downwards, where every order lists
    /// the items as given.
    nonisolated public func menuOrder(_ order: MenuOrder) -> some View {
        modifier(EnvironmentWritingModifier { $0.menuOrder = order })
    }

}

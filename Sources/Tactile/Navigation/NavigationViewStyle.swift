import Foundation

/// How a `NavigationView` arranges its columns, as SwiftUI's `NavigationViewStyle`. Tactile's
/// navigation views are always one stack (iOS's compact width), so every style draws the same.
@MainActor @preconcurrency
public protocol NavigationViewStyle {}

/// One column: a stack (`.stack`).
public struct StackNavigationViewStyle: NavigationViewStyle {
    /// The stack style.
    nonisolated public init() {}
}

/// Columns side by side where there is room (`.columns`); drawn as a stack.
public struct ColumnNavigationViewStyle: NavigationViewStyle {
    /// The column style.
    nonisolated public init() {}
}

/// A primary and a detail column side by side where there is room, SwiftUI's
/// `DoubleColumnNavigationViewStyle`; at iPhone's compact width, a stack.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
    /// The double-column style.
    nonisolated public init() {}
}

/// The platform's choice (`.automatic`): a stack on iPhone.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    /// The default style.
    nonisolated public init() {}
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// One column: a stack.
    nonisolated public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    /// Columns where there is room (drawn as a stack).
    nonisolated public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The platform's choice: a stack on iPhone.
    nonisolated public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension View {
    /// Sets how navigation views inside arrange their columns. Every style is drawn as one stack.
    nonisolated public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }

    /// Puts `leading` and `trailing` in the navigation bar (the older form of
    /// `toolbar { ToolbarItem(placement: .navigationBarLeading) … }`).
    nonisolated public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        toolbar {
            ToolbarItem(placement: .navigationBarLeading) { leading }
            ToolbarItem(placement: .navigationBarTrailing) { trailing }
        }
    }

    /// Puts `leading` on the leading side of the navigation bar (the older form).
    nonisolated public func navigationBarItems<L: View>(leading: L) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarLeading) { leading } }
    }

    /// Puts `trailing` on the trailing side of the navigation bar (the older form).
    nonisolated public func navigationBarItems<T: View>(trailing: T) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
    }
}

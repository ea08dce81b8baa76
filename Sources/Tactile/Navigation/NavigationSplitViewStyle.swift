import Foundation

/// How a `NavigationSplitView` arranges its columns where there is room for them, SwiftUI's
/// `NavigationSplitViewStyle` (`View/navigationSplitViewStyle(_:)`).
///
/// Tactile draws iPhone's compact width, where a split view collapses into one stack whatever its
/// style; the styles are kept for code that names them.
@MainActor @preconcurrency
public protocol NavigationSplitViewStyle {
    /// The type of view the style makes.
    associatedtype Body: View
    /// The split view as this style draws it.
    @ViewBuilder @MainActor func makeBody(configuration: Self.Configuration) -> Self.Body
    /// What the style is given.
    typealias Configuration = NavigationSplitViewStyleConfiguration
}

/// What a `NavigationSplitViewStyle` is given: the split view, whose columns it cannot read.
public struct NavigationSplitViewStyleConfiguration {
    let content: AnyView
}

/// The platform's arrangement: on iPhone, one stack.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The automatic style.
    nonisolated public init() {}
    /// The split view, arranged as the platform does.
    public func makeBody(configuration: Configuration) -> some View { configuration.content }
}

/// The columns side by side, the detail narrowed to make room (iPad); on iPhone, one stack.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The balanced style.
    nonisolated public init() {}
    /// The split view, columns side by side where there is room.
    public func makeBody(configuration: Configuration) -> some View { configuration.content }
}

/// The detail at full size, the other columns over it (iPad); on iPhone, one stack.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The prominent-detail style.
    nonisolated public init() {}
    /// The split view, the detail at full size where there is room.
    public func makeBody(configuration: Configuration) -> some View { configuration.content }
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// The platform's arrangement.
    nonisolated public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// The columns side by side.
    nonisolated public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// The detail at full size.
    nonisolated public static var prominentDetail: ProminentDetailNavigationSplitViewStyle {
        ProminentDetailNavigationSplitViewStyle()
    }
}

/// Split view column settings.
///
/// *Accepted*: at iPhone's compact width, which Tactile draws, a split view is one stack and its
/// columns have no width of their own.
extension View {
    /// How the split views inside arrange their columns.
    nonisolated public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { self }

    /// The fixed width of the split view column this view is.
    nonisolated public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }

    /// The width of the split view column this view is, between `min` and `max`.
    nonisolated public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil)
        -> some View
    {
        self
    }
}

import Foundation

/// How a ``TabView`` presents its tabs: set with `View/tabViewStyle(_:)`.
///
/// The built-in styles are ``DefaultTabViewStyle`` (`.automatic`: a tab bar at the bottom) and
/// ``PageTabViewStyle`` (`.page`: the tabs side by side, a horizontal swipe pages between them,
/// with page dots).
public protocol TabViewStyle: Sendable {}

/// The tab view style of the platform: a tab bar at the bottom, one tab shown.
public struct DefaultTabViewStyle: TabViewStyle {
    /// The default style.
    nonisolated public init() {}
}

/// A tab view style that pages: each tab is the full size of the tab view, the tabs lie side by
/// side, a horizontal swipe moves to the next or previous one (paging, as
/// `ScrollTargetBehavior/paging`), and the selection follows the page the view settles on. Page
/// dots are drawn at the bottom as ``IndexDisplayMode`` says.
public struct PageTabViewStyle: TabViewStyle {
    /// When the page dots are drawn.
    public struct IndexDisplayMode: Sendable, Hashable {
        enum Kind: Hashable { case automatic, always, never }
        let kind: Kind

        /// The platform's choice: drawn when there is more than one page.
        public static let automatic = IndexDisplayMode(kind: .automatic)
        /// Always drawn, even for a single page.
        public static let always = IndexDisplayMode(kind: .always)
        /// Never drawn.
        public static let never = IndexDisplayMode(kind: .never)
    }

    /// When the page dots are drawn.
    public var indexDisplayMode: IndexDisplayMode

    /// A paging style that draws its page dots as `indexDisplayMode` says.
    nonisolated public init(indexDisplayMode: IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The platform's style: a tab bar.
    nonisolated public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// Paging, with the page dots drawn when there is more than one page.
    nonisolated public static var page: PageTabViewStyle { PageTabViewStyle() }

    /// Paging, with the page dots drawn as `indexDisplayMode` says.
    nonisolated public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

/// How an index view (the page dots of a paging ``TabView``) is drawn: set with
/// `View/indexViewStyle(_:)`.
public protocol IndexViewStyle: Sendable {}

/// Page dots, with or without a rounded background behind them.
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the dots have a background.
    public struct BackgroundDisplayMode: Sendable, Hashable {
        enum Kind: Hashable { case automatic, interactive, always, never }
        let kind: Kind

        /// The platform's choice: no background (as `.interactive` on iOS while not touched).
        public static let automatic = BackgroundDisplayMode(kind: .automatic)
        /// A background while the dots are touched (Tactile's dots take no touches: none).
        public static let interactive = BackgroundDisplayMode(kind: .interactive)
        /// Always a background.
        public static let always = BackgroundDisplayMode(kind: .always)
        /// Never a background.
        public static let never = BackgroundDisplayMode(kind: .never)
    }

    /// When the dots have a background.
    public var backgroundDisplayMode: BackgroundDisplayMode

    /// Page dots with a background as `backgroundDisplayMode` says.
    nonisolated public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
        self.backgroundDisplayMode = backgroundDisplayMode
    }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    /// Page dots without a background.
    nonisolated public static var page: PageIndexViewStyle { PageIndexViewStyle() }

    /// Page dots with a background as `backgroundDisplayMode` says.
    nonisolated public static func page(
        backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode
    ) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

/// The tab view style in effect, as the environment holds it: `nil` for the default.
struct ResolvedTabViewStyle: Equatable {
    /// When the page dots are drawn.
    var indexDisplayMode: PageTabViewStyle.IndexDisplayMode
}

private struct TabViewStyleKey: EnvironmentKey {
    static var defaultValue: ResolvedTabViewStyle? { nil }
}

private struct IndexBackgroundKey: EnvironmentKey {
    static var defaultValue: PageIndexViewStyle.BackgroundDisplayMode { .automatic }
}

extension EnvironmentValues {
    /// The paging style of the tab views in this subtree, or `nil` for a tab bar.
    var pageTabViewStyle: ResolvedTabViewStyle? {
        get { self[TabViewStyleKey.self] }
        set { self[TabViewStyleKey.self] = newValue }
    }

    /// When the page dots of the tab views in this subtree have a background.
    var pageIndexBackground: PageIndexViewStyle.BackgroundDisplayMode {
        get { self[IndexBackgroundKey.self] }
        set { self[IndexBackgroundKey.self] = newValue }
    }
}

/// `tabViewStyle(_:)`: writes the style into its content's environment.
struct TabViewStyleModifier {
    let style: ResolvedTabViewStyle?
}

extension TabViewStyleModifier: PrimitiveModifier {
    func makeNodes(content: ModifierContentResolver, inputs: ResolveInputs) -> [ViewNode] {
        var childInputs = inputs
        childInputs.environment.pageTabViewStyle = style
        return content.resolve(childInputs)
    }
}

/// `indexViewStyle(_:)`: writes the dots' background mode into its content's environment.
struct IndexViewStyleModifier {
    let background: PageIndexViewStyle.BackgroundDisplayMode
}

extension IndexViewStyleModifier: PrimitiveModifier {
    func makeNodes(content: ModifierContentResolver, inputs: ResolveInputs) -> [ViewNode] {
        var childInputs = inputs
        childInputs.environment.pageIndexBackground = background
        return content.resolve(childInputs)
    }
}

extension View {
    /// Sets how the tab views in this view present their tabs: `.automatic` (a tab bar) or
    /// `.page` (paging, with page dots).
    nonisolated public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        let page = (style as? PageTabViewStyle).map { ResolvedTabViewStyle(indexDisplayMode: $0.indexDisplayMode) }
        return ModifiedContent(content: self, modifier: TabViewStyleModifier(style: page))
    }

    /// Sets how the index views (a paging tab view's dots) in this view are drawn.
    nonisolated public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        let background = (style as? PageIndexViewStyle)?.backgroundDisplayMode ?? .automatic
        return ModifiedContent(content: self, modifier: IndexViewStyleModifier(background: background))
    }
}

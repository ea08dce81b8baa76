import Foundation

/// Where a tab view shows its tabs on iPad, SwiftUI's `AdaptableTabBarPlacement`
/// (`View/defaultAdaptableTabBarPlacement(_:)`).
public struct AdaptableTabBarPlacement: Hashable, Sendable {
    let name: String

    /// The platform's choice.
    public static let automatic = AdaptableTabBarPlacement(name: "automatic")
    /// The tab bar.
    public static let tabBar = AdaptableTabBarPlacement(name: "tabBar")
    /// The sidebar.
    public static let sidebar = AdaptableTabBarPlacement(name: "sidebar")
}

/// A place tabs are shown in, SwiftUI's `TabBarPlacement` (the placements a tab view's style
/// offers).
public struct TabBarPlacement: Hashable, Sendable {
    let name: String

    /// A bar at the top of the screen (tvOS, iPadOS's floating bar).
    public static let topBar = TabBarPlacement(name: "topBar")
    /// A bar at the bottom of the screen (iPhone).
    public static let bottomBar = TabBarPlacement(name: "bottomBar")
    /// A sidebar.
    public static let sidebar = TabBarPlacement(name: "sidebar")
    /// A page indicator (the page style's dots).
    public static let pageIndicator = TabBarPlacement(name: "pageIndicator")
    /// An ornament beside the window (visionOS).
    public static let ornament = TabBarPlacement(name: "ornament")
}

/// Where a tab may be placed when the tab view is customized, SwiftUI's `TabPlacement`
/// (`TabContent/tabPlacement(_:)`).
public struct TabPlacement: Hashable, Sendable {
    let name: String

    /// The platform's choice.
    public static let automatic = TabPlacement(name: "automatic")
    /// Always in the tab bar, where it cannot be removed.
    public static let pinned = TabPlacement(name: "pinned")
    /// Only in the sidebar.
    public static let sidebarOnly = TabPlacement(name: "sidebarOnly")
}

/// How a tab may be customized, SwiftUI's `TabCustomizationBehavior`
/// (`TabContent/customizationBehavior(_:for:)`).
public struct TabCustomizationBehavior: Equatable, Sendable {
    let name: String

    /// The platform's choice.
    public static let automatic = TabCustomizationBehavior(name: "automatic")
    /// The tab may be moved but not removed.
    public static let reorderable = TabCustomizationBehavior(name: "reorderable")
    /// The tab cannot be customized.
    public static let disabled = TabCustomizationBehavior(name: "disabled")
}

/// A user's customization of a tab view's sidebar and tab bar (which tabs are shown, the order of
/// each section), SwiftUI's `TabViewCustomization`, kept with `@AppStorage` or `@SceneStorage` and
/// given to `View/tabViewCustomization(_:)`.
///
/// It stores what it is told and encodes as a dictionary; Tactile's compact tab bar cannot be
/// customized, so nothing changes it but code.
public struct TabViewCustomization: Equatable, Sendable, Codable {
    private var visibility: [String: VisibilityValue] = [:]
    private var sectionOrders: [String: [String]] = [:]

    /// A customization that changes nothing.
    public init() {}

    /// Whether the tab of customization identity `id` is shown in the sidebar.
    public subscript(sidebarVisibility id: String) -> Visibility {
        get { visibility[id]?.visibility ?? .automatic }
        set { visibility[id] = VisibilityValue(newValue) }
    }

    /// The order of the tabs of the section of customization identity `id`, if it was changed.
    public subscript(sectionID id: String) -> [String]? { sectionOrders[id] }

    /// Forgets every visibility set.
    public mutating func resetVisibility() { visibility = [:] }

    /// Forgets the order of the section of customization identity `sectionID`.
    public mutating func resetSectionOrder(for sectionID: String) { sectionOrders[sectionID] = nil }

    /// Forgets the order of every section.
    public mutating func resetSectionOrder() { sectionOrders = [:] }

    private enum CodingKeys: String, CodingKey { case visibility, sectionOrders }

    /// Writes the customization: each tab's visibility and each section's order, by identity.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(visibility, forKey: .visibility)
        try container.encode(sectionOrders, forKey: .sectionOrders)
    }

    /// A visibility in the form the customization encodes.
    private enum VisibilityValue: String, Codable, Sendable {
        case automatic, visible, hidden

        init(_ visibility: Visibility) {
            switch visibility {
            case .automatic: self = .automatic
            case .visible: self = .visible
            case .hidden: self = .hidden
            }
        }

        var visibility: Visibility {
            switch self {
            case .automatic: .automatic
            case .visible: .visible
            case .hidden: .hidden
            }
        }
    }
}

/// Tab view settings for iPad's adaptable sidebar.
///
/// *Accepted*: Tactile draws iPhone's compact tab bar, which has no sidebar and cannot be
/// customized; the tab bar is drawn as it is.
extension View {
    /// Where a sidebar-adaptable tab view inside shows its tabs first.
    nonisolated public func defaultAdaptableTabBarPlacement(_ defaultPlacement: AdaptableTabBarPlacement = .automatic)
        -> some View
    {
        self
    }

    /// The customization of the tab views inside, read and written as the user customizes them.
    nonisolated public func tabViewCustomization(_ customization: Binding<TabViewCustomization>?) -> some View {
        self
    }

    /// Views at the bottom of a tab view's sidebar.
    nonisolated public func tabViewSidebarBottomBar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        self
    }

    /// Views at the end of a tab view's sidebar.
    nonisolated public func tabViewSidebarFooter<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        self
    }

    /// Views at the top of a tab view's sidebar.
    nonisolated public func tabViewSidebarHeader<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        self
    }
}

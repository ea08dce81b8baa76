import Foundation

/// How a ``List`` draws its rows and sections: SwiftUI's `ListStyle`.
///
/// Tactile draws the built-in styles approximately (`View/listStyle(_:)`); a custom conformer
/// is drawn as ``automatic``.
public protocol ListStyle: Sendable {}

/// The platform's list style: inset grouped, as on iOS.
public struct DefaultListStyle: ListStyle {
    /// The default style.
    public init() {}
}

/// Rows edge to edge on a white background, headers on a light grey band.
public struct PlainListStyle: ListStyle {
    /// The plain style.
    public init() {}
}

/// Sections as rounded cards inset from the sides, on a grey background.
public struct InsetGroupedListStyle: ListStyle {
    /// The inset grouped style.
    public init() {}
}

/// Sections edge to edge, separated by grey space.
public struct GroupedListStyle: ListStyle {
    /// The grouped style.
    public init() {}
}

/// Rows inset from the sides on a white background.
public struct InsetListStyle: ListStyle {
    /// The inset style.
    public init() {}
}

/// A sidebar: drawn as inset grouped.
public struct SidebarListStyle: ListStyle {
    /// The sidebar style.
    public init() {}
}

extension ListStyle where Self == DefaultListStyle {
    /// The platform's style (inset grouped).
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    /// Rows edge to edge, plain headers.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// Sections as rounded cards on a grey background.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    /// Sections edge to edge on a grey background.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    /// Rows inset from the sides.
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    /// A sidebar (drawn as inset grouped).
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

/// What the list layout needs to know of a style.
struct ResolvedListStyle: Hashable, Sendable {
    /// Whether sections sit on a grey background with space between them.
    var isGrouped: Bool
    /// How far rows stand from the list's sides.
    var horizontalInset: CGFloat
    /// Whether each section's rows are drawn as one rounded card.
    var roundsSections: Bool

    static let plain = ResolvedListStyle(isGrouped: false, horizontalInset: 0, roundsSections: false)
    static let insetGrouped = ResolvedListStyle(
        isGrouped: true, horizontalInset: ListMetrics.sectionInset, roundsSections: true)
    static let grouped = ResolvedListStyle(isGrouped: true, horizontalInset: 0, roundsSections: false)
    static let inset = ResolvedListStyle(
        isGrouped: false, horizontalInset: ListMetrics.sectionInset, roundsSections: false)

    init(isGrouped: Bool, horizontalInset: CGFloat, roundsSections: Bool) {
        self.isGrouped = isGrouped
        self.horizontalInset = horizontalInset
        self.roundsSections = roundsSections
    }

    /// The built-in style `style` is, or inset grouped (the default) for any other.
    init(_ style: any ListStyle) {
        switch style {
        case is PlainListStyle: self = .plain
        case is GroupedListStyle: self = .grouped
        case is InsetListStyle: self = .inset
        default: self = .insetGrouped
        }
    }

    /// Whether section headers and footers stay at the top and bottom of the visible part while
    /// their section is on screen: a plain list's, as a plain `UITableView`'s float (SwiftUI's
    /// plain lists on iOS pin them; grouped styles scroll them with the rows).
    var pinsSectionParts: Bool { self == .plain }

    /// The colour behind the rows.
    var background: Color { isGrouped ? ListMetrics.groupedBackground : ListMetrics.rowBackground }
}

private struct ListStyleKey: EnvironmentKey { static let defaultValue = ResolvedListStyle.insetGrouped }

extension EnvironmentValues {
    /// The style lists in this subtree use.
    var listStyle: ResolvedListStyle {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the lists in this view.
    nonisolated public func listStyle<S: ListStyle>(_ style: S) -> some View {
        let resolved = ResolvedListStyle(style)
        return modifier(EnvironmentWritingModifier { $0.listStyle = resolved })
    }
}

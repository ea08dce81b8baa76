import Foundation

/// The space between a list's sections (`View/listSectionSpacing(_:)`).
public struct ListSectionSpacing: Sendable {
    /// The space, or `nil` for the style's own.
    let value: CGFloat?

    /// The list style's own spacing (20 pt in grouped styles).
    public static let `default` = ListSectionSpacing(value: nil)
    /// Less space than the default. *Decision*: 8 pt (Docs/Decisions.md).
    public static let compact = ListSectionSpacing(value: ListMetrics.compactSectionSpacing)

    /// `spacing` points between sections.
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(value: spacing) }
}

/// The tint of a list row's symbols and controls in a sidebar (`View/listItemTint(_:)`).
public struct ListItemTint: Sendable {
    enum Kind: Sendable {
        case fixed(Color), preferred(Color), monochrome
    }

    let kind: Kind

    /// Always `tint`.
    public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(kind: .fixed(tint)) }
    /// `tint` unless the system overrides it.
    public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(kind: .preferred(tint)) }
    /// No colour: the row's foreground colour.
    public static let monochrome = ListItemTint(kind: .monochrome)
}

/// The size of a sidebar list's rows (`EnvironmentValues/sidebarRowSize`).
public enum SidebarRowSize: Sendable, Hashable {
    /// Small rows.
    case small
    /// Medium rows.
    case medium
    /// Large rows.
    case large
}

private struct ListSectionSpacingKey: EnvironmentKey {
    static var defaultValue: ListSectionSpacing? { nil }
}

private struct SidebarRowSizeKey: EnvironmentKey {
    static var defaultValue: SidebarRowSize { .medium }
}

extension EnvironmentValues {
    /// The space between list sections set by `listSectionSpacing(_:)`.
    var listSectionSpacing: ListSectionSpacing? {
        get { self[ListSectionSpacingKey.self] }
        set { self[ListSectionSpacingKey.self] = newValue }
    }

    /// The size of sidebar rows (medium unless set).
    ///
    /// *Accepted*: Tactile's sidebars (compact lists) keep the usual row height.
    public var sidebarRowSize: SidebarRowSize {
        get { self[SidebarRowSizeKey.self] }
        set { self[SidebarRowSizeKey.self] = newValue }
    }
}

extension View {
    /// Sets the space between the sections of the lists in this subtree (grouped styles; plain
    /// lists keep their sections adjacent).
    nonisolated public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        modifier(EnvironmentWritingModifier { $0.listSectionSpacing = spacing })
    }

    /// Sets the space between the sections of the lists in this subtree to `spacing` points.
    nonisolated public func listSectionSpacing(_ spacing: CGFloat) -> some View {
        listSectionSpacing(.custom(spacing))
    }

    /// Tints this row's symbols in a sidebar.
    ///
    /// *Accepted*: a compact list has no sidebar rows to tint.
    nonisolated public func listItemTint(_ tint: ListItemTint?) -> some View { self }

    /// Tints this row's symbols in a sidebar with a fixed colour.
    ///
    /// *Accepted*: a compact list has no sidebar rows to tint.
    nonisolated public func listItemTint(_ tint: Color?) -> some View { listItemTint(tint.map { .fixed($0) }) }
}

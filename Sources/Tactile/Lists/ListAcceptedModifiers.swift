import Foundation

/// How prominent a section header is: SwiftUI's `Prominence`.
public enum Prominence: Hashable, Sendable {
    /// The usual header.
    case standard
    /// A larger header.
    case increased
}

/// List settings Tactile accepts but does not draw yet. *Approximation*: each returns the view
/// unchanged; Docs/ViewLayer.md lists them.
extension View {
    /// Sets the space between the rows of a list. *Accepted, no effect yet*: rows stay adjacent.
    nonisolated public func listRowSpacing(_ spacing: CGFloat?) -> some View { self }

    /// Shows or hides the separators at the `edges` of this list section. *Accepted, no effect
    /// yet*: sections draw no separator of their own above or below.
    nonisolated public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all)
        -> some View
    { self }

    /// Sets how prominent this section's header is; views read it as
    /// `EnvironmentValues/headerProminence`. *Accepted, no effect yet*: headers keep the standard
    /// look.
    nonisolated public func headerProminence(_ prominence: Prominence) -> some View {
        environment(\.headerProminence, prominence)
    }

    /// Stops this row being deleted in edit mode or by a swipe. *Accepted, no effect yet*: the row
    /// keeps the list's delete control.
    nonisolated public func deleteDisabled(_ isDisabled: Bool) -> some View { self }

    /// Stops this row being moved in edit mode. *Accepted, no effect yet*: the row keeps its move
    /// handle.
    nonisolated public func moveDisabled(_ isDisabled: Bool) -> some View { self }

    /// Stops taps selecting this row in a list with a selection. *Accepted, no effect yet*: the
    /// row stays selectable.
    nonisolated public func selectionDisabled(_ isDisabled: Bool = true) -> some View { self }

    /// Tints the separators at the `edges` of this row. *Accepted, no effect yet*: separators keep
    /// the list's colour.
    nonisolated public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        self
    }

    /// Tints the separators at the `edges` of this section. *Accepted, no effect yet*: sections
    /// draw no separator of their own.
    nonisolated public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        self
    }

    /// Adds actions to this section's header (a sidebar's). *Accepted, no effect yet*: the
    /// header shows no actions.
    nonisolated public func sectionActions<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }
}

import Foundation

/// `listRowSeparator`: whether a row's separator is drawn (a trait its list reads).
struct ListRowSeparatorContent: NodeContentModifier {
    let visibility: Visibility
    var kindName: String { "listRowSeparator" }
    var isLayoutNeutral: Bool { true }
}

/// `listRowBackground`: the view drawn behind a row instead of the list's row colour.
struct ListRowBackgroundContent: NodeContentModifier {
    nonisolated(unsafe) let background: AnyView?
    var kindName: String { "listRowBackground" }
    var isLayoutNeutral: Bool { true }
}

/// `listRowInsets`: the insets of a row's content in its row.
struct ListRowInsetsContent: NodeContentModifier {
    let insets: EdgeInsets?
    var kindName: String { "listRowInsets" }
    var isLayoutNeutral: Bool { true }
}

extension View {
    /// Sets whether this row's separator is drawn in its list; `edges` is accepted for SwiftUI's
    /// signature (Tactile draws one separator, below the row).
    nonisolated public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(ListRowSeparatorContent(visibility: visibility))
    }

    /// Draws `view` behind this row in its list instead of the list's row colour.
    nonisolated public func listRowBackground<V: View>(_ view: V?) -> some View {
        modifier(ListRowBackgroundContent(background: view.map { AnyView($0) }))
    }

    /// Sets the insets of this row's content in its list (`nil`: the default, 16 pt at the sides).
    nonisolated public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        modifier(ListRowInsetsContent(insets: insets))
    }
}

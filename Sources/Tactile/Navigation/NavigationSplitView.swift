import Foundation

/// A view of two or three columns, each one's selection choosing what the next shows:
/// SwiftUI's `NavigationSplitView`, laid out as on an iPhone.
///
/// At an iPhone's compact width, SwiftUI collapses the columns into one navigation stack: the
/// sidebar is the root, and selecting in it pushes the next column (the content column of a
/// three-column view, else the detail); the back button returns. Tactile draws this collapsed
/// form. A tap that selects a row of a single-selection `List` in a column, or a
/// `NavigationLink(value:)` in such a list (which selects its value there rather than pushing it),
/// shows the next column; `preferredCompactColumn`, when given, is the column shown and can be set
/// by code. `columnVisibility` is kept for code that reads it: it shapes regular-width layouts,
/// which the collapsed stack does not use (as on an iPhone).
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    nonisolated(unsafe) let sidebar: Sidebar
    nonisolated(unsafe) let content: Content
    nonisolated(unsafe) let detail: Detail
    /// Whether there is a content column (three columns).
    let hasContent: Bool
    let columnVisibility: Binding<NavigationSplitViewVisibility>?
    let preferredCompactColumn: Binding<NavigationSplitViewColumn>?
    /// The column shown, when no `preferredCompactColumn` binding holds it.
    @State private var compactColumn = NavigationSplitViewColumn.sidebar

    nonisolated init(
        sidebar: Sidebar, content: Content, detail: Detail, hasContent: Bool,
        columnVisibility: Binding<NavigationSplitViewVisibility>?,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>?
    ) {
        self.sidebar = sidebar
        self.content = content
        self.detail = detail
        self.hasContent = hasContent
        self.columnVisibility = columnVisibility
        self.preferredCompactColumn = preferredCompactColumn
    }

    /// The collapsed stack: the sidebar at the root, the next columns pushed on selection.
    public var body: some View {
        let column = preferredCompactColumn ?? $compactColumn
        let hasContent = self.hasContent
        // Past the sidebar: the content column of a three-column view, else the detail.
        let pastSidebar = Binding<Bool>(
            get: { column.wrappedValue != .sidebar },
            set: { if !$0 { column.wrappedValue = .sidebar } })
        let pastContent = Binding<Bool>(
            get: { column.wrappedValue == .detail },
            set: { if !$0 { column.wrappedValue = .content } })
        return NavigationStack {
            sidebar
                .modifier(
                    EnvironmentWritingModifier {
                        $0.listSelectionFollowUp = ListSelectionFollowUp {
                            column.wrappedValue = hasContent ? .content : .detail
                        }
                    }
                )
                .navigationDestination(isPresented: pastSidebar) {
                    if hasContent {
                        content
                            .modifier(
                                EnvironmentWritingModifier {
                                    $0.listSelectionFollowUp = ListSelectionFollowUp { column.wrappedValue = .detail }
                                }
                            )
                            .navigationDestination(isPresented: pastContent) { detail }
                    } else {
                        detail
                    }
                }
        }
    }
}

extension NavigationSplitView {
    /// A three-column split view: `sidebar`, then `content`, then `detail`.
    nonisolated public init(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(
            sidebar: sidebar(), content: content(), detail: detail(), hasContent: true, columnVisibility: nil,
            preferredCompactColumn: nil)
    }

    /// A three-column split view with its column visibility bound to `columnVisibility`.
    nonisolated public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(
            sidebar: sidebar(), content: content(), detail: detail(), hasContent: true,
            columnVisibility: columnVisibility, preferredCompactColumn: nil)
    }

    /// A three-column split view showing, in a compact width, the column `preferredCompactColumn`
    /// holds.
    nonisolated public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(
            sidebar: sidebar(), content: content(), detail: detail(), hasContent: true, columnVisibility: nil,
            preferredCompactColumn: preferredCompactColumn)
    }

    /// A three-column split view with both bindings.
    nonisolated public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(
            sidebar: sidebar(), content: content(), detail: detail(), hasContent: true,
            columnVisibility: columnVisibility, preferredCompactColumn: preferredCompactColumn)
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// A two-column split view: `sidebar`, then `detail`.
    nonisolated public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(
            sidebar: sidebar(), content: EmptyView(), detail: detail(), hasContent: false, columnVisibility: nil,
            preferredCompactColumn: nil)
    }

    /// A two-column split view with its column visibility bound to `columnVisibility`.
    nonisolated public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(
            sidebar: sidebar(), content: EmptyView(), detail: detail(), hasContent: false,
            columnVisibility: columnVisibility, preferredCompactColumn: nil)
    }

    /// A two-column split view showing, in a compact width, the column `preferredCompactColumn`
    /// holds.
    nonisolated public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(
            sidebar: sidebar(), content: EmptyView(), detail: detail(), hasContent: false, columnVisibility: nil,
            preferredCompactColumn: preferredCompactColumn)
    }

    /// A two-column split view with both bindings.
    nonisolated public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(
            sidebar: sidebar(), content: EmptyView(), detail: detail(), hasContent: false,
            columnVisibility: columnVisibility, preferredCompactColumn: preferredCompactColumn)
    }
}

import Foundation

/// A scrolling column of rows, grouped into sections: SwiftUI's `List`.
///
/// ```swift
/// List(selection: $selected) {
///     Section("Inbox") {
///         ForEach(mails) { mail in
///             Text(mail.subject)
///                 .swipeActions {
///                     Button(role: .destructive) { delete(mail) } label: { Text("Delete") }
///                 }
///         }
///         .onDelete { mails.remove(atOffsets: $0) }
///     }
/// }
/// .listStyle(.plain)
/// ```
///
/// Each view of the content is a row (each element of a `ForEach`, each view of a `Section`);
/// a `Section`'s header and footer are drawn above and below its rows. Rows are at least 44 pt
/// high, their content inset 16 pt at the sides (`View/listRowInsets(_:)`), separated by
/// hairlines (`View/listRowSeparator(_:edges:)`), on the list's row colour
/// (`View/listRowBackground(_:)`). The list is a ``ScrollView``: a vertical drag on any row
/// scrolls it. With a selection binding, a tap on a row selects it (the `ForEach` element's id,
/// or the row's `tag`). A horizontal swipe on a row reveals its swipe actions. How the list is
/// drawn: `View/listStyle(_:)`.
public struct List<SelectionValue: Hashable, Content: View>: View {
    nonisolated(unsafe) let content: Content
    nonisolated(unsafe) let selection: ListSelection<SelectionValue>
    @State private var swipe = ListSwipeState()
    @State private var move = ListMoveState()
    /// Counts the taps that changed the selection, so the list draws the new highlight whatever
    /// the binding is bound to (one to a plain object's property invalidates nothing), as
    /// SwiftUI's lists do.
    @State private var selectionTaps = 0
    /// What a selecting tap does next (a collapsed split view shows its next column).
    @Environment(\.listSelectionFollowUp) private var followUp

    /// A list whose taps select one row, bound to `selection`.
    nonisolated public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map { .single($0) } ?? .none
    }

    /// A list whose taps add or remove rows from the set bound to `selection`.
    nonisolated public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map { .multiple($0) } ?? .none
    }

    /// The rows in a scroll view, on the style's background. A vertical drag anywhere on the list
    /// (it scrolls) also closes an open row, as on iOS: a vertical-only drag attached to the scroll
    /// view with `simultaneousGesture`, so it runs beside the scrolling and never beside a swipe.
    public var body: some View {
        let swipe = $swipe, taps = $selectionTaps
        var single = false
        if case .single = self.selection { single = true }
        let followUp = single ? self.followUp : nil
        let selection = self.selection.erased.map { selection in
            ErasedListSelection(
                contains: selection.contains,
                toggle: { tag in
                    selection.toggle(tag)
                    taps.wrappedValue &+= 1
                    followUp?.action()
                })
        }
        return ListBackground {
            ScrollView {
                ListContainer(content: content, selection: selection, swipe: $swipe, move: $move)
                    // In a split view's column, a `NavigationLink(value:)` row selects its value.
                    .modifier(EnvironmentWritingModifier { $0.linkListSelection = followUp != nil ? selection : nil })
            }
            .simultaneousGesture(
                DragGesture(minimumDistance: ListMetrics.swipeMinimumDistance, axes: .vertical)
                    .onChanged { _ in
                        guard swipe.wrappedValue.row != nil, !swipe.wrappedValue.isDragging else { return }
                        withAnimation(ListMetrics.settleAnimation) { swipe.wrappedValue = ListSwipeState() }
                    })
        }
    }
}

extension List where SelectionValue == Never {
    /// A list of `content`'s views, without selection.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = .none
    }

    /// A list with one row per `Identifiable` element of `data`.
    nonisolated public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init { ForEach(data, content: rowContent) }
    }

    /// A list with one row per element of `data`, identified by the key path `id`.
    nonisolated public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init { ForEach(data, id: id, content: rowContent) }
    }

    /// A list with one row per integer of a constant range.
    nonisolated public init<RowContent: View>(
        _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    )
    where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init { ForEach(data, content: rowContent) }
    }
}

extension List {
    /// A list with one row per `Identifiable` element of `data`; a tap selects one.
    nonisolated public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// A list with one row per `Identifiable` element of `data`; taps add to or remove from a set.
    nonisolated public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// A list with one row per element of `data`, identified by `id`; a tap selects one.
    nonisolated public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }

    /// A list with one row per element of `data`, identified by `id`; taps add to or remove from a set.
    nonisolated public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }
}

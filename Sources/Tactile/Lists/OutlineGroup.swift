import Foundation

/// A tree of views: one view per element of `data`, the elements with children as
/// `DisclosureGroup`s (collapsed at first) whose content is their children's outline.
///
/// ```swift
/// OutlineGroup(folders, children: \.subfolders) { folder in
///     Label(folder.name, systemImage: "folder")
/// }
/// ```
///
/// `List(_:children:rowContent:)` is a list of an outline group. *Approximation*: in a list,
/// an element's children are drawn inside its row, below it, as a disclosure group draws its
/// content, rather than as rows of their own.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf, Subgroup> {
    /// The roots of the trees shown.
    nonisolated(unsafe) let roots: [Data.Element]
    nonisolated(unsafe) let id: KeyPath<Data.Element, ID>
    nonisolated(unsafe) let children: KeyPath<Data.Element, Data?>
    nonisolated(unsafe) let content: (Data.Element) -> Leaf

    nonisolated init(
        roots: [Data.Element], id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        content: @escaping (Data.Element) -> Leaf
    ) {
        self.roots = roots
        self.id = id
        self.children = children
        self.content = content
    }
}

extension OutlineGroup
where
    ID == Data.Element.ID, Parent: View, Parent == Leaf,
    Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>, Data.Element: Identifiable
{
    /// The outline of the tree whose root is `root`.
    nonisolated public init<DataElement: Identifiable>(
        _ root: DataElement, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where ID == DataElement.ID, DataElement == Data.Element {
        self.init(roots: [root], id: \.id, children: children, content: content)
    }

    /// The outline of the trees whose roots are `data`.
    nonisolated public init<DataElement: Identifiable>(
        _ data: Data, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where ID == DataElement.ID, DataElement == Data.Element {
        self.init(roots: Array(data), id: \.id, children: children, content: content)
    }
}

extension OutlineGroup
where Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
    /// The outline of the tree whose root is `root`, its elements identified by the key path `id`.
    nonisolated public init<DataElement>(
        _ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where DataElement == Data.Element {
        self.init(roots: [root], id: id, children: children, content: content)
    }

    /// The outline of the trees whose roots are `data`, their elements identified by the key path
    /// `id`.
    nonisolated public init<DataElement>(
        _ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where DataElement == Data.Element {
        self.init(roots: Array(data), id: id, children: children, content: content)
    }
}

extension OutlineGroup: View where Parent: View, Leaf: View, Subgroup: View {
    /// Each element's view; an element with children is a disclosure group of their outline.
    public var body: some View {
        let children = self.children, content = self.content, id = self.id
        ForEach(roots, id: id) { element in
            if let kids = element[keyPath: children] {
                DisclosureGroup {
                    OutlineSubgroupChildren(
                        content: AnyView(
                            OutlineGroup<Data, ID, Parent, Leaf, Subgroup>(
                                roots: Array(kids), id: id, children: children, content: content)))
                } label: {
                    content(element)
                }
            } else {
                content(element)
            }
        }
    }
}

/// The children of an element of an `OutlineGroup`: their outline, as the content of the
/// element's disclosure group.
public struct OutlineSubgroupChildren: View {
    let content: AnyView

    /// The children's outline.
    public var body: AnyView { content }
}

extension List {
    /// A list of the outline of the trees whose roots are `data`.
    nonisolated public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<
            Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>
        >, Data.Element: Identifiable, SelectionValue == Never
    {
        self.init { OutlineGroup(data, children: children, content: rowContent) }
    }

    /// A list of the outline of the trees whose roots are `data`; a tap selects one row.
    nonisolated public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<
            Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>
        >, Data.Element: Identifiable
    {
        self.init(selection: selection) { OutlineGroup(data, children: children, content: rowContent) }
    }

    /// A list of the outline of the trees whose roots are `data`; taps add or remove rows from the selection.
    nonisolated public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<
            Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>
        >, Data.Element: Identifiable
    {
        self.init(selection: selection) { OutlineGroup(data, children: children, content: rowContent) }
    }

    /// A list of the outline of the trees whose roots are `data`, identified by the key path `id`.
    nonisolated public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        SelectionValue == Never
    {
        self.init { OutlineGroup(data, id: id, children: children, content: rowContent) }
    }

    /// A list of the outline of the trees whose roots are `data`, identified by the key path `id`; a tap selects one row.
    nonisolated public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>
    {
        self.init(selection: selection) { OutlineGroup(data, id: id, children: children, content: rowContent) }
    }

    /// A list of the outline of the trees whose roots are `data`, identified by the key path `id`; taps add or remove rows from the selection.
    nonisolated public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>
    {
        self.init(selection: selection) { OutlineGroup(data, id: id, children: children, content: rowContent) }
    }

}

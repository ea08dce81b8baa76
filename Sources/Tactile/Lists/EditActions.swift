import Foundation

/// What a list lets the user do to the rows of a bound collection by itself:
/// `List($items, editActions: .all)`. `.delete` (a trailing swipe's Delete button) removes the
/// element from the collection, `.move` (a long press and drag, or the handle in edit mode)
/// moves it.
public struct EditActions<Data>: OptionSet, Sendable {
    /// The actions' bits.
    public let rawValue: Int

    /// Actions from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Array literals list actions.
    public typealias ArrayLiteralElement = EditActions<Data>
    /// An action is a set of actions.
    public typealias Element = EditActions<Data>
    /// The bits' type.
    public typealias RawValue = Int

    static var deleteBit: Int { 1 << 0 }
    static var moveBit: Int { 1 << 1 }
}

extension EditActions where Data: RangeReplaceableCollection {
    /// Deleting rows (a trailing swipe).
    public static var delete: EditActions<Data> { EditActions(rawValue: deleteBit) }
    /// Deleting and moving rows where the collection allows both.
    public static var all: EditActions<Data> { EditActions(rawValue: deleteBit | moveBit) }
}

extension EditActions where Data: MutableCollection {
    /// Moving rows (a long press and drag, or the move handle in edit mode).
    public static var move: EditActions<Data> { EditActions(rawValue: moveBit) }
    /// Deleting and moving rows where the collection allows both.
    public static var all: EditActions<Data> { EditActions(rawValue: deleteBit | moveBit) }
}

extension EditActions where Data: MutableCollection & RangeReplaceableCollection {
    /// Deleting and moving rows.
    public static var all: EditActions<Data> { EditActions(rawValue: deleteBit | moveBit) }
}

/// The elements of a bound collection with their indices and ids: the data of
/// `ForEach($items, editActions:)`.
public struct IndexedIdentifierCollection<Base: Collection, ID: Hashable>: Collection {
    /// One element: where it is in the collection and its id.
    public struct Element {
        let index: Base.Index
        let id: ID
    }

    /// A position in the collection.
    public typealias Index = Base.Index
    /// The collection's indices.
    public typealias Indices = DefaultIndices<IndexedIdentifierCollection<Base, ID>>
    /// Iterates over the elements.
    public typealias Iterator = IndexingIterator<IndexedIdentifierCollection<Base, ID>>
    /// A part of the collection.
    public typealias SubSequence = Slice<IndexedIdentifierCollection<Base, ID>>

    let base: Base
    let idOf: (Base.Element) -> ID

    /// The first position.
    public var startIndex: Index { base.startIndex }
    /// The position after the last.
    public var endIndex: Index { base.endIndex }
    /// The element at `position`, with its index and id.
    public subscript(position: Index) -> Element { Element(index: position, id: idOf(base[position])) }
    /// The position after `i`.
    public func index(after i: Index) -> Index { base.index(after: i) }
}

extension IndexedIdentifierCollection: BidirectionalCollection where Base: BidirectionalCollection {
    /// The position before `i`.
    public func index(before i: Index) -> Index { base.index(before: i) }
}

extension IndexedIdentifierCollection: RandomAccessCollection where Base: RandomAccessCollection {}

/// A row of `ForEach($items, editActions:)`: the row content built from a binding to its element.
public struct EditableCollectionContent<Content, Data> {
    nonisolated(unsafe) let content: Content
}

extension EditableCollectionContent: View where Content: View {
    /// The row content.
    public var body: Content { content }
}

extension ForEach {
    /// One row per `Identifiable` element of the collection `data` binds, each given a binding to
    /// its element; in a `List` the rows can be deleted and moved as `editActions` allows, which
    /// changes the collection itself.
    nonisolated public init<C: MutableCollection & RandomAccessCollection, R: View>(
        _ data: Binding<C>, editActions: EditActions<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> R
    )
    where
        Data == IndexedIdentifierCollection<C, ID>, ID == C.Element.ID, Content == EditableCollectionContent<R, C>,
        C.Element: Identifiable, C.Index: Hashable
    {
        self.init(data, id: \.id, editActions: editActions, content: content)
    }

    /// One row per element of the collection `data` binds, identified by the key path `id`, each
    /// given a binding to its element; in a `List` the rows can be deleted and moved as
    /// `editActions` allows, which changes the collection itself.
    nonisolated public init<C: MutableCollection & RandomAccessCollection, R: View>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> R
    )
    where Data == IndexedIdentifierCollection<C, ID>, Content == EditableCollectionContent<R, C>, C.Index: Hashable {
        nonisolated(unsafe) let id = id
        let elements = data.wrappedValue
        self.data = IndexedIdentifierCollection(base: elements, idOf: { $0[keyPath: id] })
        self.idOf = { $0.id }
        self.content = { element in
            let index = element.index
            // As `ForEach($items)`: a binding kept past its row's removal reads the element it
            // was built with and drops writes.
            let built = elements[index]
            return EditableCollectionContent(
                content: content(
                    Binding(
                        get: {
                            let current = data.wrappedValue
                            return current.indices.contains(index) ? current[index] : built
                        },
                        set: { value in
                            if data.wrappedValue.indices.contains(index) { data.wrappedValue[index] = value }
                        })))
        }
        if editActions.rawValue & EditActions<C>.deleteBit != 0 {
            deleteAction = { offsets in
                if let removed = removingOffsets(offsets, from: data.wrappedValue) { data.wrappedValue = removed }
            }
        }
        if editActions.rawValue & EditActions<C>.moveBit != 0 {
            moveAction = { source, destination in data.wrappedValue.move(fromOffsets: source, toOffset: destination) }
        }
    }
}

/// `collection` without the elements at `offsets`, when its type can remove elements (`nil`
/// otherwise: `.delete` is only offered for such collections).
private func removingOffsets<C>(_ offsets: IndexSet, from collection: C) -> C? {
    func remove<R: RangeReplaceableCollection>(_ value: R) -> Any {
        var value = value
        value.remove(atOffsets: offsets)
        return value
    }
    guard let removable = collection as? any RangeReplaceableCollection else { return nil }
    return remove(removable) as? C
}

extension List {
    /// A list with one row per `Identifiable` element of the collection `data` binds, whose rows
    /// can be deleted and moved as `editActions` allows.
    nonisolated public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, editActions: EditActions<Data>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<
            IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID,
            EditableCollectionContent<RowContent, Data>
        >, Data.Element: Identifiable, Data.Index: Hashable, SelectionValue == Never
    {
        self.init { ForEach(data, editActions: editActions, content: rowContent) }
    }

    /// A list with one row per element of the collection `data` binds, identified by the key path
    /// `id`, whose rows can be deleted and moved as `editActions` allows.
    nonisolated public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>>,
        Data.Index: Hashable, SelectionValue == Never
    {
        self.init { ForEach(data, id: id, editActions: editActions, content: rowContent) }
    }

    /// A list of the bound collection's rows, editable as `editActions` allows; a tap selects one.
    nonisolated public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<
            IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID,
            EditableCollectionContent<RowContent, Data>
        >, Data.Element: Identifiable, Data.Index: Hashable
    {
        self.init(selection: selection) { ForEach(data, editActions: editActions, content: rowContent) }
    }

    /// A list of the bound collection's rows, editable as `editActions` allows; taps add or remove
    /// rows from the selection.
    nonisolated public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<
            IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID,
            EditableCollectionContent<RowContent, Data>
        >, Data.Element: Identifiable, Data.Index: Hashable
    {
        self.init(selection: selection) { ForEach(data, editActions: editActions, content: rowContent) }
    }

    /// A list of the bound collection's rows identified by the key path `id`, editable as
    /// `editActions` allows; a tap selects one.
    nonisolated public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
        selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>>,
        Data.Index: Hashable
    {
        self.init(selection: selection) { ForEach(data, id: id, editActions: editActions, content: rowContent) }
    }

    /// A list of the bound collection's rows identified by the key path `id`, editable as
    /// `editActions` allows; taps add or remove rows from the selection.
    nonisolated public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
        selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>>,
        Data.Index: Hashable
    {
        self.init(selection: selection) { ForEach(data, id: id, editActions: editActions, content: rowContent) }
    }
}

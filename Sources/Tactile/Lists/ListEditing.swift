import Foundation

extension ForEach {
    /// Lets the rows of this `ForEach` be deleted in a ``List``: a swipe from the trailing edge
    /// reveals a Delete button (unless the row has trailing `View/swipeActions(edge:allowsFullSwipe:content:)`
    /// of its own) and a full swipe performs it; `action` gets the offsets of the deleted rows in
    /// `data`, to remove them (`items.remove(atOffsets: offsets)`).
    nonisolated public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach {
        var copy = self
        copy.deleteAction = action
        return copy
    }

    /// Lets the rows of this `ForEach` be reordered in a ``List``: out of edit mode, a long press
    /// (0.5 s) on a row lifts it and a drag moves it; in edit mode (`EnvironmentValues/editMode`)
    /// each row shows a move handle that a drag moves at once. Released, the row calls `action`
    /// with its offset and the offset it goes before, in `data` as it was
    /// (`items.move(fromOffsets: source, toOffset: destination)`).
    nonisolated public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach {
        var copy = self
        copy.moveAction = action
        return copy
    }

    /// The rows of this `ForEach` for the list resolving it, built lazily: one node that stands
    /// for them (``ListRowSourceContent``), each element's views marked with the element's id (its
    /// selection value) and offset (what `onDelete` gets) when the list builds them.
    func makeListRows(_ inputs: ResolveInputs) -> [ViewNode] {
        [inputs.node(ListRowSourceContent(source: ListForEachRows(forEach: self, inputs: inputs)))]
    }
}

/// Marks a row a `ForEach` made in a list: the element's id and offset, the `ForEach` it came
/// from (`group`), and its `onDelete` and `onMove` actions.
struct ListRowItemContent: NodeContent {
    let id: AnyHashable
    let offset: Int
    let group: ViewIdentity
    let onDelete: ((IndexSet) -> Void)?
    let onMove: ((IndexSet, Int) -> Void)?
    var kindName: String { "ForEach.row" }
    var isLayoutNeutral: Bool { true }
}

/// Marks a ``Section`` resolved in a list.
struct ListSectionContent: NodeContent {
    var kindName: String { "Section" }
}

private struct ListContentKey: EnvironmentKey { static let defaultValue = false }
private struct ListRowKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether views are being resolved as the rows of a list (read by `ForEach` and `Section`).
    var isListContent: Bool {
        get { self[ListContentKey.self] }
        set { self[ListContentKey.self] = newValue }
    }

    /// Whether views are being resolved inside a row of a `ForEach` in a list (read by `badge`;
    /// rows written directly in the list see ``isListContent`` instead).
    var isListRow: Bool {
        get { self[ListRowKey.self] }
        set { self[ListRowKey.self] = newValue }
    }
}

extension MutableCollection {
    /// Moves the elements at `source` to stand, in their order, before the element that was at
    /// `destination` (`count`: at the end), as SwiftUI's `onMove` reports a move. Offsets out of
    /// range are ignored; the elements are permuted in place, so the count does not change.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let elements = Array(self)
        let moving = source.filter { elements.indices.contains($0) }
        guard !moving.isEmpty else { return }
        let target = Swift.min(Swift.max(destination, 0), elements.count)
        let movingSet = Set(moving)
        // The new order: the elements that stay, with the moved ones spliced in before the
        // element that was at `target` (the stayers before it keep their places).
        var staying = elements.indices.filter { !movingSet.contains($0) }
        let insertion = staying.firstIndex { $0 >= target } ?? staying.count
        staying.insert(contentsOf: moving, at: insertion)
        for (position, offset) in zip(indices, staying) { self[position] = elements[offset] }
    }
}

extension RangeReplaceableCollection {
    /// Removes the elements at `offsets`, as SwiftUI's `onDelete` reports them (offsets out of
    /// range are ignored).
    public mutating func remove(atOffsets offsets: IndexSet) {
        let valid = offsets.filter { $0 >= 0 && $0 < count }
        for offset in valid.reversed() { remove(at: index(startIndex, offsetBy: offset)) }
    }
}

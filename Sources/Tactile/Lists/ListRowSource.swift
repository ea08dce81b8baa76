import Foundation

/// The rows of a `ForEach` in a ``List``, built one element at a time: the list asks for an
/// element's rows only when it comes into view (see ``ListContainer``).
@MainActor
protocol ListRowSource {
    /// How many elements there are.
    var elementCount: Int { get }
    /// The row nodes of element `index`: one per view its content makes, each marked with the
    /// element's id and offset (``ListRowItemContent``).
    func rows(at index: Int) -> [ViewNode]
    /// The element whose id is `id`, if any.
    func index(of id: AnyHashable) -> Int?
}

/// A `ForEach` resolved as list content, with the inputs it was resolved with.
struct ListForEachRows<Data: RandomAccessCollection, ID: Hashable, Content: View>: ListRowSource {
    let forEach: ForEach<Data, ID, Content>
    let inputs: ResolveInputs

    var elementCount: Int { forEach.data.count }

    func index(of id: AnyHashable) -> Int? {
        forEach.rowIndex(of: id)
    }

    func rows(at index: Int) -> [ViewNode] {
        let data = forEach.data
        let element = data[data.index(data.startIndex, offsetBy: index)]
        let id = AnyHashable(forEach.idOf(element))
        var rowInputs = inputs.child(.id(id))
        rowInputs.environment.isListContent = false
        rowInputs.environment.isListRow = true
        let item = ListRowItemContent(
            id: id, offset: index, group: inputs.identity, onDelete: forEach.deleteAction,
            onMove: forEach.moveAction)
        let rows = inputs.graph.resolve(forEach.content(element), rowInputs.child(.content))
        // Several views for one element are several rows: each needs an identity of its own.
        return rows.enumerated().map { index, row in
            (rows.count == 1 ? rowInputs : rowInputs.child(.index(index))).node(item, children: [row])
        }
    }
}

/// Stands, in resolved list content, for the rows of a `ForEach` not built yet: the list takes
/// it apart into one place per element and builds those in view.
struct ListRowSourceContent: NodeContent {
    let source: any ListRowSource
    var kindName: String { "ForEach.rows" }
}

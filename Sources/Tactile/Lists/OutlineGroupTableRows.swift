import Foundation

extension OutlineGroup
where
    ID == Data.Element.ID, Parent: TableRowContent, Parent == Leaf, Leaf == Subgroup,
    Data.Element == Parent.TableRowValue
{
    /// The rows of the tree whose root is `root`, in a `Table`: one `TableRow` per element, each
    /// followed by its children's rows one level deeper.
    nonisolated public init<DataElement: Identifiable>(_ root: DataElement, children: KeyPath<DataElement, Data?>)
    where
        ID == DataElement.ID, Parent == TableRow<DataElement>, Leaf == TableRow<DataElement>,
        Subgroup == TableRow<DataElement>, DataElement == Data.Element
    {
        self.init(roots: [root], id: \.id, children: children, content: { TableRow($0) })
    }

    /// The rows of the trees whose roots are `data`, in a `Table`: one `TableRow` per element,
    /// each followed by its children's rows one level deeper.
    nonisolated public init<DataElement: Identifiable>(_ data: Data, children: KeyPath<DataElement, Data?>)
    where
        ID == DataElement.ID, Parent == TableRow<DataElement>, Leaf == TableRow<DataElement>,
        Subgroup == TableRow<DataElement>, DataElement == Data.Element
    {
        self.init(roots: Array(data), id: \.id, children: children, content: { TableRow($0) })
    }
}

/// An outline group of table rows: each element's rows, then its children's one level deeper.
///
/// *Decision*: as `Table(_:children:columns:)`, a compact table shows the whole tree expanded
/// (no disclosure control); see Docs/Decisions.md.
extension OutlineGroup: TableRowContent
where
    ID == Data.Element.ID, Parent: TableRowContent, Parent == Leaf, Leaf == Subgroup,
    Data.Element == Parent.TableRowValue
{
    /// The value each row shows.
    public typealias TableRowValue = Leaf.TableRowValue
    /// An outline group's rows are read directly.
    public typealias TableRowBody = Never
}

extension OutlineGroup: PrimitiveTableRowContent
where
    ID == Data.Element.ID, Parent: TableRowContent, Parent == Leaf, Leaf == Subgroup,
    Data.Element == Parent.TableRowValue
{
    func tableRowParts(depth: Int) -> [TableRowPart] {
        let children = self.children, content = self.content
        func parts(_ elements: [Data.Element], _ depth: Int) -> [TableRowPart] {
            elements.flatMap { element -> [TableRowPart] in
                content(element).tableRowParts(depth: depth)
                    + (element[keyPath: children].map { parts(Array($0), depth + 1) } ?? [])
            }
        }
        return parts(roots, depth)
    }
}

import Foundation

// Its initializer is nonisolated, unlike the memberwise one: the public initializers are.
// swift-format-ignore: UseSynthesizedInitializer
/// Rows of values in columns: SwiftUI's `Table`.
///
/// ```swift
/// Table(people, selection: $selected) {
///     TableColumn("Name", value: \.name)
///     TableColumn("City", value: \.city)
/// }
/// ```
///
/// Tactile lays out a compact width (an iPhone's), where iOS draws a table as a `List` of its
/// first column: so does Tactile. Each row shows the first column's view of its value, a
/// `Section`'s header stands above its rows, a tree's deeper rows are indented, and a selection
/// binding makes a tap select the row's value's `id` as in a list. The other columns, the sort
/// order binding (changed by tapping a column header, which a compact table does not show), column
/// widths and customization are kept, not drawn. *Decision* (Docs/Decisions.md).
public struct Table<Value, Rows: TableRowContent, Columns: TableColumnContent>: View
where Value == Rows.TableRowValue, Rows.TableRowValue == Columns.TableRowValue {
    nonisolated(unsafe) let rows: Rows
    nonisolated(unsafe) let columns: Columns
    nonisolated(unsafe) let selection: ListSelection<Value.ID>
    /// The sort order binding, kept for wide layouts (a compact table has no headers to sort by).
    nonisolated(unsafe) let sortOrder: Any?
    /// The column customization binding, kept for wide layouts.
    let columnCustomization: Binding<TableColumnCustomization<Value>>?

    nonisolated init(
        rows: Rows, columns: Columns, selection: ListSelection<Value.ID>, sortOrder: Any?,
        columnCustomization: Binding<TableColumnCustomization<Value>>?
    ) {
        self.rows = rows
        self.columns = columns
        self.selection = selection
        self.sortOrder = sortOrder
        self.columnCustomization = columnCustomization
    }

    /// A table is primitive.
    public typealias Body = Never
}

extension Table {
    /// A table of the rows `rows` builds.
    nonisolated init(@TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows)
    {
        self.init(rows: rows(), columns: columns(), selection: .none, sortOrder: nil, columnCustomization: nil)
    }

    /// A table of the rows `rows` builds, of `valueType` values.
    nonisolated public init(
        of valueType: Value.Type, @TableColumnBuilder<Value, Never> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(
            rows: rows(), columns: columns(), selection: .none, sortOrder: nil,
            columnCustomization: nil)
    }

    /// A table of the rows `rows` builds, of `valueType` values; a tap selects one row.
    nonisolated public init(
        of valueType: Value.Type, selection: Binding<Value.ID?>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(
            rows: rows(), columns: columns(), selection: .single(selection), sortOrder: nil,
            columnCustomization: nil)
    }

    /// A table of the rows `rows` builds, of `valueType` values; a tap adds or removes a row from the selection.
    nonisolated public init(
        of valueType: Value.Type, selection: Binding<Set<Value.ID>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(
            rows: rows(), columns: columns(), selection: .multiple(selection), sortOrder: nil,
            columnCustomization: nil)
    }

    /// A table of the rows `rows` builds, sorted by the app as `sortOrder` says.
    nonisolated public init<Sort>(
        sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    )
    where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(
            rows: rows(), columns: columns(), selection: .none, sortOrder: sortOrder,
            columnCustomization: nil)
    }

    /// A table of the rows `rows` builds, of `valueType` values, sorted by the app as `sortOrder` says.
    nonisolated public init<Sort>(
        of valueType: Value.Type, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    )
    where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(
            rows: rows(), columns: columns(), selection: .none, sortOrder: sortOrder,
            columnCustomization: nil)
    }

    /// A table of the rows `rows` builds, sorted by the app as `sortOrder` says; a tap selects one row.
    nonisolated public init<Sort>(
        selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    )
    where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(
            rows: rows(), columns: columns(), selection: .single(selection), sortOrder: sortOrder,
            columnCustomization: nil)
    }

    /// A table of the rows `rows` builds, of `valueType` values, sorted by the app as `sortOrder` says; a tap selects one row.
    nonisolated public init<Sort>(
        of valueType: Value.Type, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    )
    where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(
            rows: rows(), columns: columns(), selection: .single(selection), sortOrder: sortOrder,
            columnCustomization: nil)
    }

    /// A table of the rows `rows` builds, sorted by the app as `sortOrder` says; a tap adds or removes a row from the selection.
    nonisolated public init<Sort>(
        selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    )
    where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(
            rows: rows(), columns: columns(), selection: .multiple(selection), sortOrder: sortOrder,
            columnCustomization: nil)
    }

    /// A table of the rows `rows` builds, of `valueType` values, sorted by the app as `sortOrder` says; a tap adds or removes a row from the selection.
    nonisolated public init<Sort>(
        of valueType: Value.Type, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    )
    where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(
            rows: rows(), columns: columns(), selection: .multiple(selection), sortOrder: sortOrder,
            columnCustomization: nil)
    }

    /// A table of the rows `rows` builds, its columns customized as `columnCustomization` holds.
    nonisolated public init(
        of valueType: Value.Type, columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(
            rows: rows(), columns: columns(), selection: .none, sortOrder: nil,
            columnCustomization: columnCustomization)
    }

    /// A table of the rows `rows` builds, sorted by the app as `sortOrder` says, its columns customized as `columnCustomization` holds.
    nonisolated public init<Sort>(
        of valueType: Value.Type = Value.self, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    )
    where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(
            rows: rows(), columns: columns(), selection: .none, sortOrder: sortOrder,
            columnCustomization: columnCustomization)
    }

    /// A table of the rows `rows` builds, its columns customized as `columnCustomization` holds; a tap selects one row.
    nonisolated public init(
        of valueType: Value.Type, selection: Binding<Value.ID?>,
        columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(
            rows: rows(), columns: columns(), selection: .single(selection), sortOrder: nil,
            columnCustomization: columnCustomization)
    }

    /// A table of the rows `rows` builds, sorted by the app as `sortOrder` says, its columns customized as `columnCustomization` holds; a tap selects one row.
    nonisolated public init<Sort>(
        of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    )
    where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(
            rows: rows(), columns: columns(), selection: .single(selection), sortOrder: sortOrder,
            columnCustomization: columnCustomization)
    }

    /// A table of the rows `rows` builds, its columns customized as `columnCustomization` holds; a tap adds or removes a row from the selection.
    nonisolated public init(
        of valueType: Value.Type, selection: Binding<Set<Value.ID>>,
        columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(
            rows: rows(), columns: columns(), selection: .multiple(selection), sortOrder: nil,
            columnCustomization: columnCustomization)
    }

    /// A table of the rows `rows` builds, sorted by the app as `sortOrder` says, its columns customized as `columnCustomization` holds; a tap adds or removes a row from the selection.
    nonisolated public init<Sort>(
        of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    )
    where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(
            rows: rows(), columns: columns(), selection: .multiple(selection), sortOrder: sortOrder,
            columnCustomization: columnCustomization)
    }
}

extension Table {
    /// A table with a row per element of `data`.
    nonisolated public init<Data>(
        _ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns
    )
    where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(
            rows: TableForEachContent(data: data), columns: columns(), selection: .none, sortOrder: nil,
            columnCustomization: nil)
    }

    /// A table with a row per element of `data`, sorted by the app as `sortOrder` says.
    nonisolated public init<Data, Sort>(
        _ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns
    )
    where
        Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Sort: SortComparator,
        Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared
    {
        self.init(
            rows: TableForEachContent(data: data), columns: columns(), selection: .none, sortOrder: sortOrder,
            columnCustomization: nil)
    }

    /// A table with a row per element of `data`, its columns customized as `columnCustomization` holds.
    nonisolated public init<Data>(
        _ data: Data, columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns
    )
    where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(
            rows: TableForEachContent(data: data), columns: columns(), selection: .none, sortOrder: nil,
            columnCustomization: columnCustomization)
    }

    /// A table with a row per element of `data`, sorted by the app as `sortOrder` says, its columns customized as `columnCustomization` holds.
    nonisolated public init<Data, Sort>(
        _ data: Data, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    )
    where
        Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Sort: SortComparator,
        Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared
    {
        self.init(
            rows: TableForEachContent(data: data), columns: columns(), selection: .none, sortOrder: sortOrder,
            columnCustomization: columnCustomization)
    }

    /// A table with a row per element of `data`; a tap selects one row.
    nonisolated public init<Data>(
        _ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    )
    where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(
            rows: TableForEachContent(data: data), columns: columns(), selection: .single(selection), sortOrder: nil,
            columnCustomization: nil)
    }

    /// A table with a row per element of `data`, sorted by the app as `sortOrder` says; a tap selects one row.
    nonisolated public init<Data, Sort>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    )
    where
        Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Sort: SortComparator,
        Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared
    {
        self.init(
            rows: TableForEachContent(data: data), columns: columns(), selection: .single(selection),
            sortOrder: sortOrder,
            columnCustomization: nil)
    }

    /// A table with a row per element of `data`, its columns customized as `columnCustomization` holds; a tap selects one row.
    nonisolated public init<Data>(
        _ data: Data, selection: Binding<Value.ID?>, columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns
    )
    where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(
            rows: TableForEachContent(data: data), columns: columns(), selection: .single(selection), sortOrder: nil,
            columnCustomization: columnCustomization)
    }

    /// A table with a row per element of `data`, sorted by the app as `sortOrder` says, its columns customized as `columnCustomization` holds; a tap selects one row.
    nonisolated public init<Data, Sort>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    )
    where
        Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Sort: SortComparator,
        Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared
    {
        self.init(
            rows: TableForEachContent(data: data), columns: columns(), selection: .single(selection),
            sortOrder: sortOrder,
            columnCustomization: columnCustomization)
    }

    /// A table with a row per element of `data`; a tap adds or removes a row from the selection.
    nonisolated public init<Data>(
        _ data: Data, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    )
    where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(
            rows: TableForEachContent(data: data), columns: columns(), selection: .multiple(selection), sortOrder: nil,
            columnCustomization: nil)
    }

    /// A table with a row per element of `data`, sorted by the app as `sortOrder` says; a tap adds or removes a row from the selection.
    nonisolated public init<Data, Sort>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    )
    where
        Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Sort: SortComparator,
        Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared
    {
        self.init(
            rows: TableForEachContent(data: data), columns: columns(), selection: .multiple(selection),
            sortOrder: sortOrder,
            columnCustomization: nil)
    }

    /// A table with a row per element of `data`, its columns customized as `columnCustomization` holds; a tap adds or removes a row from the selection.
    nonisolated public init<Data>(
        _ data: Data, selection: Binding<Set<Value.ID>>, columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns
    )
    where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(
            rows: TableForEachContent(data: data), columns: columns(), selection: .multiple(selection), sortOrder: nil,
            columnCustomization: columnCustomization)
    }

    /// A table with a row per element of `data`, sorted by the app as `sortOrder` says, its columns customized as `columnCustomization` holds; a tap adds or removes a row from the selection.
    nonisolated public init<Data, Sort>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    )
    where
        Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Sort: SortComparator,
        Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared
    {
        self.init(
            rows: TableForEachContent(data: data), columns: columns(), selection: .multiple(selection),
            sortOrder: sortOrder,
            columnCustomization: columnCustomization)
    }
}

extension Table {
    /// A table with a row per element of the tree `data`, whose children are at `children`.
    nonisolated public init<Data>(
        _ data: Data, children: KeyPath<Value, Data?>,
        columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
        @TableColumnBuilder<Value, Never> columns: () -> Columns
    )
    where Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(
            rows: TableOutlineGroupContent(data: data, children: children), columns: columns(), selection: .none,
            sortOrder: nil,
            columnCustomization: columnCustomization)
    }

    /// A table with a row per element of the tree `data`, sorted by the app as `sortOrder` says.
    nonisolated public init<Data, Sort>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    )
    where
        Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection, Sort: SortComparator,
        Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared
    {
        self.init(
            rows: TableOutlineGroupContent(data: data, children: children), columns: columns(), selection: .none,
            sortOrder: sortOrder,
            columnCustomization: columnCustomization)
    }

    /// A table with a row per element of the tree `data`, whose children are at `children`; a tap selects one row.
    nonisolated public init<Data>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Value.ID?>,
        columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
        @TableColumnBuilder<Value, Never> columns: () -> Columns
    )
    where Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(
            rows: TableOutlineGroupContent(data: data, children: children), columns: columns(),
            selection: .single(selection), sortOrder: nil,
            columnCustomization: columnCustomization)
    }

    /// A table with a row per element of the tree `data`, sorted by the app as `sortOrder` says; a tap selects one row.
    nonisolated public init<Data, Sort>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    )
    where
        Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection, Sort: SortComparator,
        Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared
    {
        self.init(
            rows: TableOutlineGroupContent(data: data, children: children), columns: columns(),
            selection: .single(selection), sortOrder: sortOrder,
            columnCustomization: columnCustomization)
    }

    /// A table with a row per element of the tree `data`, whose children are at `children`; a tap adds or removes a row from the selection.
    nonisolated public init<Data>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<Value.ID>>,
        columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
        @TableColumnBuilder<Value, Never> columns: () -> Columns
    )
    where Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(
            rows: TableOutlineGroupContent(data: data, children: children), columns: columns(),
            selection: .multiple(selection), sortOrder: nil,
            columnCustomization: columnCustomization)
    }

    /// A table with a row per element of the tree `data`, sorted by the app as `sortOrder` says; a tap adds or removes a row from the selection.
    nonisolated public init<Data, Sort>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<Value.ID>>,
        sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    )
    where
        Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection, Sort: SortComparator,
        Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared
    {
        self.init(
            rows: TableOutlineGroupContent(data: data, children: children), columns: columns(),
            selection: .multiple(selection), sortOrder: sortOrder,
            columnCustomization: columnCustomization)
    }
}

extension Table: PrimitiveView {
    package func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        // A compact table is a list of its first column.
        let content = TableListRows(
            sections: TableListSection.sections(of: rows.tableRowParts()),
            column: columns.tableColumnParts().first { $0.visibility != .hidden })
        let list: List<Value.ID, TableListRows> =
            switch selection {
            case .none: List(selection: nil as Binding<Value.ID?>?) { content }
            case .single(let binding): List(selection: binding) { content }
            case .multiple(let binding): List(selection: binding) { content }
            }
        let style = inputs.environment.tableStyle ?? AnyTableStyle(AutomaticTableStyle())
        return inputs.graph.resolve(style.makeBody(table: AnyView(list)), inputs.child(.content))
    }
}

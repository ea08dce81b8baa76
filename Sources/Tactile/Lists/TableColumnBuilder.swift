import Foundation

/// Builds a `Table`'s columns from the `TableColumn`s listed in a closure; `if` without
/// `else` keeps or drops columns. `Sort` is the comparator the table's sort order holds (`Never`
/// for a table without one); columns that do not sort fit any table.
@resultBuilder
public struct TableColumnBuilder<RowValue: Identifiable, Sort: SortComparator> {
    /// A column that sorts with the table's comparator, as it is.
    public static func buildExpression<Content: View, Label: View>(
        _ column: TableColumn<RowValue, Sort, Content, Label>
    ) -> TableColumn<RowValue, Sort, Content, Label> {
        column
    }

    /// A column that does not sort, as it is.
    @_disfavoredOverload
    public static func buildExpression<Content: View, Label: View>(
        _ column: TableColumn<RowValue, Never, Content, Label>
    ) -> TableColumn<RowValue, Never, Content, Label> {
        column
    }

    /// Column content that sorts with the table's comparator, as it is.
    public static func buildExpression<Column>(_ column: Column) -> Column
    where RowValue == Column.TableRowValue, Sort == Column.TableColumnSortComparator, Column: TableColumnContent {
        column
    }

    /// Column content that does not sort, as it is.
    @_disfavoredOverload
    public static func buildExpression<Column>(_ column: Column) -> Column
    where RowValue == Column.TableRowValue, Column: TableColumnContent, Column.TableColumnSortComparator == Never {
        column
    }

    /// One column content as it is.
    public static func buildBlock<Column>(_ column: Column) -> Column
    where RowValue == Column.TableRowValue, Sort == Column.TableColumnSortComparator, Column: TableColumnContent {
        column
    }

    /// One column content that does not sort, as it is.
    @_disfavoredOverload
    public static func buildBlock<Column>(_ column: Column) -> Column
    where RowValue == Column.TableRowValue, Column: TableColumnContent, Column.TableColumnSortComparator == Never {
        column
    }

    /// 2 columns, in order.
    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> TupleTableColumnContent<RowValue, Sort, (C0, C1)>
    where
        RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent,
        C0.TableRowValue == C1.TableRowValue
    {
        TupleTableColumnContent((c0, c1), valueType: RowValue.self, sortType: Sort.self)
    }

    /// 2 columns that do not sort, in order.
    @_disfavoredOverload
    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> TupleTableColumnContent<RowValue, Never, (C0, C1)>
    where
        RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent,
        C0.TableRowValue == C1.TableRowValue, C0.TableColumnSortComparator == Never,
        C1.TableColumnSortComparator == Never
    {
        TupleTableColumnContent((c0, c1), valueType: RowValue.self, sortType: Never.self)
    }

    /// 3 columns, in order.
    public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> TupleTableColumnContent<
        RowValue, Sort, (C0, C1, C2)
    >
    where
        RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent,
        C0.TableRowValue == C1.TableRowValue, C0.TableRowValue == C2.TableRowValue
    {
        TupleTableColumnContent((c0, c1, c2), valueType: RowValue.self, sortType: Sort.self)
    }

    /// 3 columns that do not sort, in order.
    @_disfavoredOverload
    public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> TupleTableColumnContent<
        RowValue, Never, (C0, C1, C2)
    >
    where
        RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent,
        C0.TableRowValue == C1.TableRowValue, C0.TableRowValue == C2.TableRowValue,
        C0.TableColumnSortComparator == Never, C1.TableColumnSortComparator == Never,
        C2.TableColumnSortComparator == Never
    {
        TupleTableColumnContent((c0, c1, c2), valueType: RowValue.self, sortType: Never.self)
    }

    /// 4 columns, in order.
    public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> TupleTableColumnContent<
        RowValue, Sort, (C0, C1, C2, C3)
    >
    where
        RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent,
        C3: TableColumnContent, C0.TableRowValue == C1.TableRowValue, C0.TableRowValue == C2.TableRowValue,
        C0.TableRowValue == C3.TableRowValue
    {
        TupleTableColumnContent((c0, c1, c2, c3), valueType: RowValue.self, sortType: Sort.self)
    }

    /// 4 columns that do not sort, in order.
    @_disfavoredOverload
    public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> TupleTableColumnContent<
        RowValue, Never, (C0, C1, C2, C3)
    >
    where
        RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent,
        C3: TableColumnContent, C0.TableRowValue == C1.TableRowValue, C0.TableRowValue == C2.TableRowValue,
        C0.TableRowValue == C3.TableRowValue, C0.TableColumnSortComparator == Never,
        C1.TableColumnSortComparator == Never, C2.TableColumnSortComparator == Never,
        C3.TableColumnSortComparator == Never
    {
        TupleTableColumnContent((c0, c1, c2, c3), valueType: RowValue.self, sortType: Never.self)
    }

    /// 5 columns, in order.
    public static func buildBlock<C0, C1, C2, C3, C4>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4)
        -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4)>
    where
        RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent,
        C3: TableColumnContent, C4: TableColumnContent, C0.TableRowValue == C1.TableRowValue,
        C0.TableRowValue == C2.TableRowValue, C0.TableRowValue == C3.TableRowValue, C0.TableRowValue == C4.TableRowValue
    {
        TupleTableColumnContent((c0, c1, c2, c3, c4), valueType: RowValue.self, sortType: Sort.self)
    }

    /// 5 columns that do not sort, in order.
    @_disfavoredOverload
    public static func buildBlock<C0, C1, C2, C3, C4>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4)
        -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4)>
    where
        RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent,
        C3: TableColumnContent, C4: TableColumnContent, C0.TableRowValue == C1.TableRowValue,
        C0.TableRowValue == C2.TableRowValue, C0.TableRowValue == C3.TableRowValue,
        C0.TableRowValue == C4.TableRowValue, C0.TableColumnSortComparator == Never,
        C1.TableColumnSortComparator == Never, C2.TableColumnSortComparator == Never,
        C3.TableColumnSortComparator == Never, C4.TableColumnSortComparator == Never
    {
        TupleTableColumnContent((c0, c1, c2, c3, c4), valueType: RowValue.self, sortType: Never.self)
    }

    /// 6 columns, in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5)
        -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5)>
    where
        RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent,
        C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C0.TableRowValue == C1.TableRowValue,
        C0.TableRowValue == C2.TableRowValue, C0.TableRowValue == C3.TableRowValue,
        C0.TableRowValue == C4.TableRowValue, C0.TableRowValue == C5.TableRowValue
    {
        TupleTableColumnContent((c0, c1, c2, c3, c4, c5), valueType: RowValue.self, sortType: Sort.self)
    }

    /// 6 columns that do not sort, in order.
    @_disfavoredOverload
    public static func buildBlock<C0, C1, C2, C3, C4, C5>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5)
        -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4, C5)>
    where
        RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent,
        C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C0.TableRowValue == C1.TableRowValue,
        C0.TableRowValue == C2.TableRowValue, C0.TableRowValue == C3.TableRowValue,
        C0.TableRowValue == C4.TableRowValue, C0.TableRowValue == C5.TableRowValue,
        C0.TableColumnSortComparator == Never, C1.TableColumnSortComparator == Never,
        C2.TableColumnSortComparator == Never, C3.TableColumnSortComparator == Never,
        C4.TableColumnSortComparator == Never, C5.TableColumnSortComparator == Never
    {
        TupleTableColumnContent((c0, c1, c2, c3, c4, c5), valueType: RowValue.self, sortType: Never.self)
    }

    /// 7 columns, in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6)>
    where
        RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent,
        C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent,
        C0.TableRowValue == C1.TableRowValue, C0.TableRowValue == C2.TableRowValue,
        C0.TableRowValue == C3.TableRowValue, C0.TableRowValue == C4.TableRowValue,
        C0.TableRowValue == C5.TableRowValue, C0.TableRowValue == C6.TableRowValue
    {
        TupleTableColumnContent((c0, c1, c2, c3, c4, c5, c6), valueType: RowValue.self, sortType: Sort.self)
    }

    /// 7 columns that do not sort, in order.
    @_disfavoredOverload
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
    ) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4, C5, C6)>
    where
        RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent,
        C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent,
        C0.TableRowValue == C1.TableRowValue, C0.TableRowValue == C2.TableRowValue,
        C0.TableRowValue == C3.TableRowValue, C0.TableRowValue == C4.TableRowValue,
        C0.TableRowValue == C5.TableRowValue, C0.TableRowValue == C6.TableRowValue,
        C0.TableColumnSortComparator == Never, C1.TableColumnSortComparator == Never,
        C2.TableColumnSortComparator == Never, C3.TableColumnSortComparator == Never,
        C4.TableColumnSortComparator == Never, C5.TableColumnSortComparator == Never,
        C6.TableColumnSortComparator == Never
    {
        TupleTableColumnContent((c0, c1, c2, c3, c4, c5, c6), valueType: RowValue.self, sortType: Never.self)
    }

    /// 8 columns, in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7)>
    where
        RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent,
        C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent,
        C7: TableColumnContent, C0.TableRowValue == C1.TableRowValue, C0.TableRowValue == C2.TableRowValue,
        C0.TableRowValue == C3.TableRowValue, C0.TableRowValue == C4.TableRowValue,
        C0.TableRowValue == C5.TableRowValue, C0.TableRowValue == C6.TableRowValue, C0.TableRowValue == C7.TableRowValue
    {
        TupleTableColumnContent((c0, c1, c2, c3, c4, c5, c6, c7), valueType: RowValue.self, sortType: Sort.self)
    }

    /// 8 columns that do not sort, in order.
    @_disfavoredOverload
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
    ) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4, C5, C6, C7)>
    where
        RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent,
        C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent,
        C7: TableColumnContent, C0.TableRowValue == C1.TableRowValue, C0.TableRowValue == C2.TableRowValue,
        C0.TableRowValue == C3.TableRowValue, C0.TableRowValue == C4.TableRowValue,
        C0.TableRowValue == C5.TableRowValue, C0.TableRowValue == C6.TableRowValue,
        C0.TableRowValue == C7.TableRowValue, C0.TableColumnSortComparator == Never,
        C1.TableColumnSortComparator == Never, C2.TableColumnSortComparator == Never,
        C3.TableColumnSortComparator == Never, C4.TableColumnSortComparator == Never,
        C5.TableColumnSortComparator == Never, C6.TableColumnSortComparator == Never,
        C7.TableColumnSortComparator == Never
    {
        TupleTableColumnContent((c0, c1, c2, c3, c4, c5, c6, c7), valueType: RowValue.self, sortType: Never.self)
    }

    /// 9 columns, in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7, C8)>
    where
        RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent,
        C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent,
        C7: TableColumnContent, C8: TableColumnContent, C0.TableRowValue == C1.TableRowValue,
        C0.TableRowValue == C2.TableRowValue, C0.TableRowValue == C3.TableRowValue,
        C0.TableRowValue == C4.TableRowValue, C0.TableRowValue == C5.TableRowValue,
        C0.TableRowValue == C6.TableRowValue, C0.TableRowValue == C7.TableRowValue, C0.TableRowValue == C8.TableRowValue
    {
        TupleTableColumnContent((c0, c1, c2, c3, c4, c5, c6, c7, c8), valueType: RowValue.self, sortType: Sort.self)
    }

    /// 9 columns that do not sort, in order.
    @_disfavoredOverload
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
    ) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4, C5, C6, C7, C8)>
    where
        RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent,
        C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent,
        C7: TableColumnContent, C8: TableColumnContent, C0.TableRowValue == C1.TableRowValue,
        C0.TableRowValue == C2.TableRowValue, C0.TableRowValue == C3.TableRowValue,
        C0.TableRowValue == C4.TableRowValue, C0.TableRowValue == C5.TableRowValue,
        C0.TableRowValue == C6.TableRowValue, C0.TableRowValue == C7.TableRowValue,
        C0.TableRowValue == C8.TableRowValue, C0.TableColumnSortComparator == Never,
        C1.TableColumnSortComparator == Never, C2.TableColumnSortComparator == Never,
        C3.TableColumnSortComparator == Never, C4.TableColumnSortComparator == Never,
        C5.TableColumnSortComparator == Never, C6.TableColumnSortComparator == Never,
        C7.TableColumnSortComparator == Never, C8.TableColumnSortComparator == Never
    {
        TupleTableColumnContent((c0, c1, c2, c3, c4, c5, c6, c7, c8), valueType: RowValue.self, sortType: Never.self)
    }

    /// 10 columns, in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>
    where
        RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent,
        C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent,
        C7: TableColumnContent, C8: TableColumnContent, C9: TableColumnContent, C0.TableRowValue == C1.TableRowValue,
        C0.TableRowValue == C2.TableRowValue, C0.TableRowValue == C3.TableRowValue,
        C0.TableRowValue == C4.TableRowValue, C0.TableRowValue == C5.TableRowValue,
        C0.TableRowValue == C6.TableRowValue, C0.TableRowValue == C7.TableRowValue,
        C0.TableRowValue == C8.TableRowValue, C0.TableRowValue == C9.TableRowValue
    {
        TupleTableColumnContent((c0, c1, c2, c3, c4, c5, c6, c7, c8, c9), valueType: RowValue.self, sortType: Sort.self)
    }

    /// 10 columns that do not sort, in order.
    @_disfavoredOverload
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9
    ) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>
    where
        RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent,
        C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent,
        C7: TableColumnContent, C8: TableColumnContent, C9: TableColumnContent, C0.TableRowValue == C1.TableRowValue,
        C0.TableRowValue == C2.TableRowValue, C0.TableRowValue == C3.TableRowValue,
        C0.TableRowValue == C4.TableRowValue, C0.TableRowValue == C5.TableRowValue,
        C0.TableRowValue == C6.TableRowValue, C0.TableRowValue == C7.TableRowValue,
        C0.TableRowValue == C8.TableRowValue, C0.TableRowValue == C9.TableRowValue,
        C0.TableColumnSortComparator == Never, C1.TableColumnSortComparator == Never,
        C2.TableColumnSortComparator == Never, C3.TableColumnSortComparator == Never,
        C4.TableColumnSortComparator == Never, C5.TableColumnSortComparator == Never,
        C6.TableColumnSortComparator == Never, C7.TableColumnSortComparator == Never,
        C8.TableColumnSortComparator == Never, C9.TableColumnSortComparator == Never
    {
        TupleTableColumnContent(
            (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9), valueType: RowValue.self, sortType: Never.self)
    }

    /// Columns kept while a condition holds (`nil`: none).
    public static func buildIf<C>(_ content: C?) -> C?
    where RowValue == C.TableRowValue, Sort == C.TableColumnSortComparator, C: TableColumnContent {
        content
    }

    /// Columns that do not sort, kept while a condition holds (`nil`: none).
    @_disfavoredOverload
    public static func buildIf<C>(_ content: C?) -> C?
    where RowValue == C.TableRowValue, C: TableColumnContent, C.TableColumnSortComparator == Never {
        content
    }
}

/// Columns listed together in a `TableColumnBuilder` closure: their columns in order.
public struct TupleTableColumnContent<RowValue: Identifiable, Sort: SortComparator, T>: TableColumnContent {
    /// The columns, as a tuple.
    nonisolated(unsafe) public var value: T
    /// The rows' value type.
    public typealias TableRowValue = RowValue
    /// The comparator the columns sort with.
    public typealias TableColumnSortComparator = Sort
    /// A tuple of columns is read directly.
    public typealias TableColumnBody = Never

    nonisolated init(_ value: T, valueType: RowValue.Type, sortType: Sort.Type) { self.value = value }
}

extension TupleTableColumnContent: PrimitiveTableColumnContent {
    func tableColumnParts() -> [TableColumnPart] {
        Mirror(reflecting: value).children.flatMap { ($0.value as? any TableColumnContent)?.tableColumnParts() ?? [] }
    }
}

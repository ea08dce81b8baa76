import Foundation

/// Builds a `Table`'s rows from the row contents listed in a closure (`TableRow`s,
/// `ForEach`-like row content, `Section`s); `if` without `else` keeps or drops rows.
@resultBuilder
public struct TableRowBuilder<Value: Identifiable> {
    /// A row content as it is.
    public static func buildExpression<Content>(_ content: Content) -> Content
    where Value == Content.TableRowValue, Content: TableRowContent {
        content
    }

    /// One row content as it is.
    public static func buildBlock<C>(_ content: C) -> C where Value == C.TableRowValue, C: TableRowContent {
        content
    }

    /// 2 row contents, in order.
    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> TupleTableRowContent<Value, (C0, C1)>
    where Value == C0.TableRowValue, C0: TableRowContent, C1: TableRowContent, C0.TableRowValue == C1.TableRowValue {
        TupleTableRowContent((c0, c1), ofType: Value.self)
    }

    /// 3 row contents, in order.
    public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> TupleTableRowContent<Value, (C0, C1, C2)>
    where
        Value == C0.TableRowValue, C0: TableRowContent, C1: TableRowContent, C2: TableRowContent,
        C0.TableRowValue == C1.TableRowValue, C0.TableRowValue == C2.TableRowValue
    {
        TupleTableRowContent((c0, c1, c2), ofType: Value.self)
    }

    /// 4 row contents, in order.
    public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> TupleTableRowContent<
        Value, (C0, C1, C2, C3)
    >
    where
        Value == C0.TableRowValue, C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent,
        C0.TableRowValue == C1.TableRowValue, C0.TableRowValue == C2.TableRowValue, C0.TableRowValue == C3.TableRowValue
    {
        TupleTableRowContent((c0, c1, c2, c3), ofType: Value.self)
    }

    /// 5 row contents, in order.
    public static func buildBlock<C0, C1, C2, C3, C4>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4)
        -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4)>
    where
        Value == C0.TableRowValue, C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent,
        C4: TableRowContent, C0.TableRowValue == C1.TableRowValue, C0.TableRowValue == C2.TableRowValue,
        C0.TableRowValue == C3.TableRowValue, C0.TableRowValue == C4.TableRowValue
    {
        TupleTableRowContent((c0, c1, c2, c3, c4), ofType: Value.self)
    }

    /// 6 row contents, in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5)
        -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5)>
    where
        Value == C0.TableRowValue, C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent,
        C4: TableRowContent, C5: TableRowContent, C0.TableRowValue == C1.TableRowValue,
        C0.TableRowValue == C2.TableRowValue, C0.TableRowValue == C3.TableRowValue,
        C0.TableRowValue == C4.TableRowValue, C0.TableRowValue == C5.TableRowValue
    {
        TupleTableRowContent((c0, c1, c2, c3, c4, c5), ofType: Value.self)
    }

    /// 7 row contents, in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
    ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6)>
    where
        Value == C0.TableRowValue, C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent,
        C4: TableRowContent, C5: TableRowContent, C6: TableRowContent, C0.TableRowValue == C1.TableRowValue,
        C0.TableRowValue == C2.TableRowValue, C0.TableRowValue == C3.TableRowValue,
        C0.TableRowValue == C4.TableRowValue, C0.TableRowValue == C5.TableRowValue, C0.TableRowValue == C6.TableRowValue
    {
        TupleTableRowContent((c0, c1, c2, c3, c4, c5, c6), ofType: Value.self)
    }

    /// 8 row contents, in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
    ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7)>
    where
        Value == C0.TableRowValue, C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent,
        C4: TableRowContent, C5: TableRowContent, C6: TableRowContent, C7: TableRowContent,
        C0.TableRowValue == C1.TableRowValue, C0.TableRowValue == C2.TableRowValue,
        C0.TableRowValue == C3.TableRowValue, C0.TableRowValue == C4.TableRowValue,
        C0.TableRowValue == C5.TableRowValue, C0.TableRowValue == C6.TableRowValue, C0.TableRowValue == C7.TableRowValue
    {
        TupleTableRowContent((c0, c1, c2, c3, c4, c5, c6, c7), ofType: Value.self)
    }

    /// 9 row contents, in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
    ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7, C8)>
    where
        Value == C0.TableRowValue, C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent,
        C4: TableRowContent, C5: TableRowContent, C6: TableRowContent, C7: TableRowContent, C8: TableRowContent,
        C0.TableRowValue == C1.TableRowValue, C0.TableRowValue == C2.TableRowValue,
        C0.TableRowValue == C3.TableRowValue, C0.TableRowValue == C4.TableRowValue,
        C0.TableRowValue == C5.TableRowValue, C0.TableRowValue == C6.TableRowValue,
        C0.TableRowValue == C7.TableRowValue, C0.TableRowValue == C8.TableRowValue
    {
        TupleTableRowContent((c0, c1, c2, c3, c4, c5, c6, c7, c8), ofType: Value.self)
    }

    /// 10 row contents, in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9
    ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>
    where
        Value == C0.TableRowValue, C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent,
        C4: TableRowContent, C5: TableRowContent, C6: TableRowContent, C7: TableRowContent, C8: TableRowContent,
        C9: TableRowContent, C0.TableRowValue == C1.TableRowValue, C0.TableRowValue == C2.TableRowValue,
        C0.TableRowValue == C3.TableRowValue, C0.TableRowValue == C4.TableRowValue,
        C0.TableRowValue == C5.TableRowValue, C0.TableRowValue == C6.TableRowValue,
        C0.TableRowValue == C7.TableRowValue, C0.TableRowValue == C8.TableRowValue, C0.TableRowValue == C9.TableRowValue
    {
        TupleTableRowContent((c0, c1, c2, c3, c4, c5, c6, c7, c8, c9), ofType: Value.self)
    }

    /// Rows kept while a condition holds (`nil`: none).
    public static func buildIf<C>(_ content: C?) -> C? where Value == C.TableRowValue, C: TableRowContent {
        content
    }
}

/// Row contents listed together in a `TableRowBuilder` closure: their rows in order.
public struct TupleTableRowContent<Value: Identifiable, T>: TableRowContent {
    /// The row contents, as a tuple.
    nonisolated(unsafe) public var value: T
    /// The rows' value type.
    public typealias TableRowValue = Value
    /// A tuple of rows is read directly.
    public typealias TableRowBody = Never

    nonisolated init(_ value: T, ofType: Value.Type) { self.value = value }
}

extension TupleTableRowContent: PrimitiveTableRowContent {
    func tableRowParts(depth: Int) -> [TableRowPart] {
        // A tuple's elements are row contents; a single content is not wrapped in a tuple.
        let elements = Mirror(reflecting: value).children.map(\.value)
        return elements.flatMap { ($0 as? any TableRowContent)?.tableRowParts(depth: depth) ?? [] }
    }
}

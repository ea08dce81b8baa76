import Foundation

// Its initializer is nonisolated, unlike the memberwise one: the builders' functions are.
// swift-format-ignore: UseSynthesizedInitializer
/// The rows of one branch of an `if`/`else` (or `switch`) in a `TableRowBuilder` closure: what
/// SwiftUI's builder makes a `_ConditionalContent` of (Tactile's requires views).
public struct ConditionalTableRowContent<TrueContent: TableRowContent, FalseContent: TableRowContent>: TableRowContent
where TrueContent.TableRowValue == FalseContent.TableRowValue {
    enum Storage {
        case first(TrueContent)
        case second(FalseContent)
    }
    nonisolated(unsafe) let storage: Storage

    nonisolated init(storage: Storage) { self.storage = storage }

    /// The rows' value type.
    public typealias TableRowValue = TrueContent.TableRowValue
    /// Conditional rows are read directly.
    public typealias TableRowBody = Never
}

extension ConditionalTableRowContent: PrimitiveTableRowContent {
    func tableRowParts(depth: Int) -> [TableRowPart] {
        switch storage {
        case .first(let content): content.tableRowParts(depth: depth)
        case .second(let content): content.tableRowParts(depth: depth)
        }
    }
}

extension TableRowBuilder {
    /// The rows of an `if` branch (or a `switch` case) that holds.
    public static func buildEither<T: TableRowContent, F: TableRowContent>(first: T) -> ConditionalTableRowContent<T, F>
    where Value == T.TableRowValue, T.TableRowValue == F.TableRowValue {
        ConditionalTableRowContent(storage: .first(first))
    }

    /// The rows of an `else` branch (or a later `switch` case).
    public static func buildEither<T: TableRowContent, F: TableRowContent>(second: F) -> ConditionalTableRowContent<
        T, F
    >
    where Value == T.TableRowValue, T.TableRowValue == F.TableRowValue {
        ConditionalTableRowContent(storage: .second(second))
    }
}

// Its initializer is nonisolated, unlike the memberwise one: the builders' functions are.
// swift-format-ignore: UseSynthesizedInitializer
/// The columns of one branch of an `if`/`else` (or `switch`) in a `TableColumnBuilder` closure.
public struct ConditionalTableColumnContent<TrueContent: TableColumnContent, FalseContent: TableColumnContent>:
    TableColumnContent
where
    TrueContent.TableRowValue == FalseContent.TableRowValue,
    TrueContent.TableColumnSortComparator == FalseContent.TableColumnSortComparator
{
    enum Storage {
        case first(TrueContent)
        case second(FalseContent)
    }
    nonisolated(unsafe) let storage: Storage

    nonisolated init(storage: Storage) { self.storage = storage }

    /// The rows' value type.
    public typealias TableRowValue = TrueContent.TableRowValue
    /// The comparator of the columns.
    public typealias TableColumnSortComparator = TrueContent.TableColumnSortComparator
    /// Conditional columns are read directly.
    public typealias TableColumnBody = Never
}

extension ConditionalTableColumnContent: PrimitiveTableColumnContent {
    func tableColumnParts() -> [TableColumnPart] {
        switch storage {
        case .first(let content): content.tableColumnParts()
        case .second(let content): content.tableColumnParts()
        }
    }
}

// Its initializer is nonisolated, unlike the memberwise one: the builders' functions are.
// swift-format-ignore: UseSynthesizedInitializer
/// Columns behind an availability check in a `TableColumnBuilder` closure, their type erased.
public struct LimitedAvailabilityTableColumnContent<RowValue: Identifiable, Sort: SortComparator>: TableColumnContent {
    nonisolated(unsafe) let content: any TableColumnContent<RowValue, Sort>

    nonisolated init(content: any TableColumnContent<RowValue, Sort>) { self.content = content }

    /// The rows' value type.
    public typealias TableRowValue = RowValue
    /// The comparator of the columns.
    public typealias TableColumnSortComparator = Sort
    /// The columns are read directly.
    public typealias TableColumnBody = Never
}

extension LimitedAvailabilityTableColumnContent: PrimitiveTableColumnContent {
    func tableColumnParts() -> [TableColumnPart] { content.tableColumnParts() }
}

extension TableColumnBuilder {
    /// The columns of an `if` branch (or a `switch` case) that holds.
    public static func buildEither<T: TableColumnContent, F: TableColumnContent>(first: T)
        -> ConditionalTableColumnContent<T, F>
    where
        RowValue == T.TableRowValue, Sort == T.TableColumnSortComparator,
        T.TableColumnSortComparator == F.TableColumnSortComparator, T.TableRowValue == F.TableRowValue
    {
        ConditionalTableColumnContent(storage: .first(first))
    }

    /// The columns, which do not sort, of an `if` branch (or a `switch` case) that holds.
    @_disfavoredOverload
    public static func buildEither<T: TableColumnContent, F: TableColumnContent>(first: T)
        -> ConditionalTableColumnContent<T, F>
    where
        RowValue == T.TableRowValue, T.TableColumnSortComparator == Never, T.TableRowValue == F.TableRowValue,
        F.TableColumnSortComparator == Never
    {
        ConditionalTableColumnContent(storage: .first(first))
    }

    /// The columns of an `else` branch (or a later `switch` case).
    public static func buildEither<T: TableColumnContent, F: TableColumnContent>(second: F)
        -> ConditionalTableColumnContent<T, F>
    where
        RowValue == T.TableRowValue, Sort == T.TableColumnSortComparator,
        T.TableColumnSortComparator == F.TableColumnSortComparator, T.TableRowValue == F.TableRowValue
    {
        ConditionalTableColumnContent(storage: .second(second))
    }

    /// The columns, which do not sort, of an `else` branch (or a later `switch` case).
    @_disfavoredOverload
    public static func buildEither<T: TableColumnContent, F: TableColumnContent>(second: F)
        -> ConditionalTableColumnContent<T, F>
    where
        RowValue == T.TableRowValue, T.TableColumnSortComparator == Never, T.TableRowValue == F.TableRowValue,
        F.TableColumnSortComparator == Never
    {
        ConditionalTableColumnContent(storage: .second(second))
    }

    /// Columns behind an `if #available` check.
    public static func buildLimitedAvailability(_ content: any TableColumnContent<RowValue, Sort>)
        -> LimitedAvailabilityTableColumnContent<RowValue, Sort>
    {
        LimitedAvailabilityTableColumnContent(content: content)
    }

    /// Columns, which do not sort, behind an `if #available` check.
    @_disfavoredOverload
    public static func buildLimitedAvailability(_ content: any TableColumnContent<RowValue, Never>)
        -> LimitedAvailabilityTableColumnContent<RowValue, Never>
    {
        LimitedAvailabilityTableColumnContent(content: content)
    }
}

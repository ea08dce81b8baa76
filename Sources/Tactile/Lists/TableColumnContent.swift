import Foundation

/// The columns of a `Table`: `TableColumn`s and groups of them built with
/// `TableColumnBuilder`.
///
/// On a compact width, where Tactile draws every table (an iPhone's), a table shows only its first
/// column, as iOS does; the others are kept (see `Table`).
@MainActor @preconcurrency
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
    /// The value each row shows.
    associatedtype TableRowValue: Identifiable = Self.TableColumnBody.TableRowValue
    /// The comparator that sorts by these columns (`Never`: they do not sort).
    associatedtype TableColumnSortComparator: SortComparator = Self.TableColumnBody.TableColumnSortComparator
    /// The columns this content is made of.
    associatedtype TableColumnBody: TableColumnContent
    /// The columns this content is made of.
    nonisolated var tableColumnBody: Self.TableColumnBody { get }
}

/// One column once a table's column content is read: its header and how it draws a row's value.
struct TableColumnPart {
    /// The column's header.
    let label: AnyView
    /// The view of one row's value (a `TableRowValue`, type-erased) in this column.
    let content: @MainActor (Any) -> AnyView
    /// Whether the column is shown where columns are (`.hidden`: hidden until the user shows it).
    var visibility: Visibility = .automatic
}

/// Column content that lists its columns itself instead of through a body (the built-in column
/// types).
@MainActor
protocol PrimitiveTableColumnContent {
    /// This content's columns.
    func tableColumnParts() -> [TableColumnPart]
}

extension TableColumnContent {
    /// The columns of this content, read through `tableColumnBody` down to the built-in types.
    func tableColumnParts() -> [TableColumnPart] {
        if let primitive = self as? any PrimitiveTableColumnContent { return primitive.tableColumnParts() }
        return tableColumnBody.tableColumnParts()
    }
}

extension Never: TableColumnContent {
    /// `Never` sorts nothing.
    public typealias TableColumnSortComparator = Never
    /// `Never` is the body of the built-in column types.
    public typealias TableColumnBody = Never
    /// `Never` has no columns; reading this is a programming error.
    nonisolated public var tableColumnBody: Never { fatalError("Never has no table columns") }
}

extension Optional: TableColumnContent where Wrapped: TableColumnContent {
    /// The rows' value type of the wrapped columns.
    public typealias TableRowValue = Wrapped.TableRowValue
    /// The comparator of the wrapped columns.
    public typealias TableColumnSortComparator = Wrapped.TableColumnSortComparator
    /// Optional columns are read directly.
    public typealias TableColumnBody = Never
    /// Optional columns are read directly; reading this is a programming error.
    nonisolated public var tableColumnBody: Never { fatalError("Optional table columns have no body") }
}

extension Optional: PrimitiveTableColumnContent where Wrapped: TableColumnContent {
    func tableColumnParts() -> [TableColumnPart] { self?.tableColumnParts() ?? [] }
}

extension TableColumnContent where TableColumnBody == Never {
    /// Built-in columns are read directly; reading this is a programming error.
    nonisolated public var tableColumnBody: Never { fatalError("\(Self.self) is read directly") }
}

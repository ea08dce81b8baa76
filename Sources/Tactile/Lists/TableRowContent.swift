import Foundation

/// The rows of a `Table`: `TableRow`s, the rows a `Table(_:columns:)` makes from its data,
/// `Section`s of rows, and groups of them built with `TableRowBuilder`.
///
/// Like a view, a custom row type describes its rows in `tableRowBody`.
@MainActor @preconcurrency
public protocol TableRowContent<TableRowValue> {
    /// The value each row shows.
    associatedtype TableRowValue: Identifiable = Self.TableRowBody.TableRowValue
    /// The rows this content is made of.
    associatedtype TableRowBody: TableRowContent
    /// The rows this content is made of.
    @MainActor @preconcurrency var tableRowBody: Self.TableRowBody { get }
}

/// One part of a table's rows once its row content is read: a row's value with its depth in an
/// outline, or a section's header and rows.
enum TableRowPart {
    /// A row showing `value` (a `TableRowValue`, type-erased), `depth` levels into an outline.
    case row(value: Any, id: AnyHashable, depth: Int)
    /// A section with an optional header and its rows.
    case section(header: AnyView?, rows: [TableRowPart])
}

/// Row content that lists its parts itself instead of through a body (the built-in row types).
@MainActor
protocol PrimitiveTableRowContent {
    /// This content's rows, `depth` levels into an outline.
    func tableRowParts(depth: Int) -> [TableRowPart]
}

extension TableRowContent {
    /// The rows of this content, read through `tableRowBody` down to the built-in row types.
    func tableRowParts(depth: Int = 0) -> [TableRowPart] {
        if let primitive = self as? any PrimitiveTableRowContent { return primitive.tableRowParts(depth: depth) }
        return tableRowBody.tableRowParts(depth: depth)
    }
}

extension Never {
    /// `Never` shows no value.
    public typealias TableRowValue = Never
}

extension Never: TableRowContent {
    /// `Never` is the body of the built-in row types.
    public typealias TableRowBody = Never
    /// `Never` has no rows; reading this is a programming error.
    public var tableRowBody: Never { fatalError("Never has no table rows") }
}

extension Optional: TableRowContent where Wrapped: TableRowContent {
    /// The rows' value type.
    public typealias TableRowValue = Wrapped.TableRowValue
    /// Optional rows are read directly.
    public typealias TableRowBody = Never
    /// Optional rows are read directly; reading this is a programming error.
    public var tableRowBody: Never { fatalError("Optional table rows have no body") }
}

extension Optional: PrimitiveTableRowContent where Wrapped: TableRowContent {
    func tableRowParts(depth: Int) -> [TableRowPart] { self?.tableRowParts(depth: depth) ?? [] }
}

/// Row content whose rows come from a collection (a `ForEach` of rows in SwiftUI).
public protocol DynamicTableRowContent: TableRowContent {
    /// The collection the rows come from.
    associatedtype Data: Collection
    /// The collection the rows come from.
    var data: Self.Data { get }
}

extension TableRowContent where TableRowBody == Never {
    /// Built-in rows are read directly; reading this is a programming error.
    public var tableRowBody: Never { fatalError("\(Self.self) is read directly") }
}

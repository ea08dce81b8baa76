import Foundation

/// How a table column's content is aligned (`TableColumnContent/alignment(_:)`).
///
/// *Accepted*: a compact table draws its first column as list rows, leading-aligned; wide layouts
/// would align by it.
public struct TableColumnAlignment: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case automatic, leading, center, trailing
        case numeric(String?)
    }

    let kind: Kind

    /// The column's content decides (leading for text).
    public static var automatic: TableColumnAlignment { TableColumnAlignment(kind: .automatic) }
    /// Aligned to the leading edge.
    public static var leading: TableColumnAlignment { TableColumnAlignment(kind: .leading) }
    /// Centred.
    public static var center: TableColumnAlignment { TableColumnAlignment(kind: .center) }
    /// Aligned to the trailing edge.
    public static var trailing: TableColumnAlignment { TableColumnAlignment(kind: .trailing) }
    /// Aligned as numbers are in the current locale's numbering system.
    public static var numeric: TableColumnAlignment { TableColumnAlignment(kind: .numeric(nil)) }

    /// Aligned as numbers are in `numberingSystem`.
    public static func numeric(_ numberingSystem: Locale.NumberingSystem) -> TableColumnAlignment {
        TableColumnAlignment(kind: .numeric(numberingSystem.identifier))
    }
}

/// What a user may change about a table's columns: their order, their widths, whether they show.
public struct TableColumnCustomizationBehavior: SetAlgebra, Sendable {
    /// A behaviour is a set of behaviours.
    public typealias Element = TableColumnCustomizationBehavior
    /// Array literals list behaviours.
    public typealias ArrayLiteralElement = TableColumnCustomizationBehavior.Element

    private var bits: UInt8

    private init(bits: UInt8) { self.bits = bits }

    /// No behaviour.
    public init() { bits = 0 }

    /// Reordering, resizing and showing or hiding.
    public static var all: TableColumnCustomizationBehavior { [.reorder, .resize, .visibility] }
    /// Moving the column among the others.
    public static let reorder = TableColumnCustomizationBehavior(bits: 1 << 0)
    /// Changing the column's width.
    public static let resize = TableColumnCustomizationBehavior(bits: 1 << 1)
    /// Showing or hiding the column.
    public static let visibility = TableColumnCustomizationBehavior(bits: 1 << 2)

    /// Whether every behaviour of `member` is in this set.
    public func contains(_ member: Element) -> Bool { bits & member.bits == member.bits }
    /// The behaviours in either set.
    public func union(_ other: Self) -> Self { Self(bits: bits | other.bits) }
    /// The behaviours in both sets.
    public func intersection(_ other: Self) -> Self { Self(bits: bits & other.bits) }
    /// The behaviours in exactly one of the sets.
    public func symmetricDifference(_ other: Self) -> Self { Self(bits: bits ^ other.bits) }

    /// Adds `newMember`.
    @discardableResult
    public mutating func insert(_ newMember: Element) -> (inserted: Bool, memberAfterInsert: Element) {
        let inserted = !contains(newMember)
        bits |= newMember.bits
        return (inserted, newMember)
    }

    /// Removes `member`, returning it if it was in the set.
    @discardableResult
    public mutating func remove(_ member: Element) -> Element? {
        let removed = intersection(member)
        bits &= ~member.bits
        return removed.bits == 0 ? nil : removed
    }

    /// Adds `newMember`, returning it if it was in the set already.
    @discardableResult
    public mutating func update(with newMember: Element) -> Element? {
        let old = intersection(newMember)
        bits |= newMember.bits
        return old.bits == 0 ? nil : old
    }

    /// Adds the behaviours of `other`.
    public mutating func formUnion(_ other: Self) { bits |= other.bits }
    /// Keeps only the behaviours also in `other`.
    public mutating func formIntersection(_ other: Self) { bits &= other.bits }
    /// Keeps the behaviours in exactly one of the sets.
    public mutating func formSymmetricDifference(_ other: Self) { bits ^= other.bits }

    /// Whether the sets hold the same behaviours.
    public static func == (a: Self, b: Self) -> Bool { a.bits == b.bits }
}

/// The user's changes to a table's columns (which are hidden, their order), stored by column
/// customization id; bind a table's `columnCustomization:` to it to keep them.
///
/// A compact table shows only its first column, so the user cannot change columns there; the
/// value is kept, read and written by the app, and `Codable` to store it.
public struct TableColumnCustomization<RowValue: Identifiable>: Equatable, Sendable, Codable {
    private var visibilities: [String: Visibility] = [:]
    private var order: [String] = []

    /// No changes.
    public init() {}

    /// Whether the column with customization id `id` shows (`.automatic`: as the column says).
    public subscript(visibility id: String) -> Visibility {
        get { visibilities[id] ?? .automatic }
        set { visibilities[id] = newValue == .automatic ? nil : newValue }
    }

    /// Puts the columns back in the order the table lists them.
    public mutating func resetOrder() { order = [] }

    /// Whether both hold the same changes.
    public static func == (a: Self, b: Self) -> Bool { a.visibilities == b.visibilities && a.order == b.order }

    private enum CodingKeys: String, CodingKey { case visibilities, order }

    /// Writes the changes (visibility as `"visible"`/`"hidden"` by column id, then the order).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(visibilities.mapValues { $0 == .hidden ? "hidden" : "visible" }, forKey: .visibilities)
        try container.encode(order, forKey: .order)
    }

    /// Reads changes written by `encode(to:)`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let names = try container.decode([String: String].self, forKey: .visibilities)
        visibilities = names.mapValues { $0 == "hidden" ? .hidden : .visible }
        order = try container.decode([String].self, forKey: .order)
    }
}

/// Columns with a setting a compact table keeps for wide layouts (alignment, customization id,
/// default visibility, disabled customization behaviour): the same columns.
struct TableColumnSetting<Base: TableColumnContent>: TableColumnContent {
    typealias TableRowValue = Base.TableRowValue
    typealias TableColumnSortComparator = Base.TableColumnSortComparator
    typealias TableColumnBody = Never

    nonisolated(unsafe) let base: Base
    nonisolated(unsafe) var visibility: Visibility?

    nonisolated var tableColumnBody: Never { fatalError("Column settings are read directly") }
}

extension TableColumnSetting: PrimitiveTableColumnContent {
    func tableColumnParts() -> [TableColumnPart] {
        guard let visibility else { return base.tableColumnParts() }
        return base.tableColumnParts().map { part in
            var part = part
            part.visibility = visibility
            return part
        }
    }
}

extension TableColumnContent {
    /// These columns, aligned as `alignment` says.
    ///
    /// *Accepted*: a compact table draws its first column as list rows.
    public func alignment(_ alignment: TableColumnAlignment) -> some TableColumnContent<
        TableRowValue, TableColumnSortComparator
    > {
        TableColumnSetting(base: self, visibility: nil)
    }

    /// These columns, named `id` in a `TableColumnCustomization`.
    ///
    /// *Accepted*: a compact table offers no column customization.
    public func customizationID(_ id: String) -> some TableColumnContent<TableRowValue, TableColumnSortComparator> {
        TableColumnSetting(base: self, visibility: nil)
    }

    /// These columns, shown or hidden until the user changes it. A hidden first column is not the
    /// column a compact table shows: the first column not hidden is.
    public func defaultVisibility(_ visibility: Visibility) -> some TableColumnContent<
        TableRowValue, TableColumnSortComparator
    > {
        TableColumnSetting(base: self, visibility: visibility)
    }

    /// These columns, with `behavior` not offered to the user.
    ///
    /// *Accepted*: a compact table offers no column customization.
    public func disabledCustomizationBehavior(_ behavior: TableColumnCustomizationBehavior) -> some TableColumnContent<
        TableRowValue, TableColumnSortComparator
    > {
        TableColumnSetting(base: self, visibility: nil)
    }
}

/// Columns made from a collection: one column content per element (columns the data decides).
public struct TableColumnForEach<
    Data: RandomAccessCollection, ID: Hashable, RowValue, Sort, Content: TableColumnContent
>: TableColumnContent where RowValue == Content.TableRowValue, Sort == Content.TableColumnSortComparator {
    /// The rows' value type.
    public typealias TableRowValue = RowValue
    /// The comparator the columns sort with.
    public typealias TableColumnSortComparator = Sort
    /// The columns are read directly.
    public typealias TableColumnBody = Never

    /// The elements, one column content each.
    nonisolated(unsafe) public var data: Data
    /// Builds the column content of one element.
    nonisolated(unsafe) public var content: (Data.Element) -> Content

    /// One column content per `Identifiable` element.
    nonisolated public init(
        _ data: Data, @TableColumnBuilder<RowValue, Sort> content: @escaping (Data.Element) -> Content
    ) where ID == Data.Element.ID, Data.Element: Identifiable {
        self.data = data
        self.content = content
    }

    /// One column content per element, identified by the key path `id`.
    nonisolated public init(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @TableColumnBuilder<RowValue, Sort> content: @escaping (Data.Element) -> Content
    ) {
        self.data = data
        self.content = content
    }

    /// One column content per integer of a constant range.
    nonisolated public init(
        _ data: Range<Int>, @TableColumnBuilder<RowValue, Sort> content: @escaping (Int) -> Content
    ) where Data == Range<Int>, ID == Int {
        self.data = data
        self.content = content
    }

    /// Never read: the columns are read directly.
    nonisolated public var tableColumnBody: Never { fatalError("Columns of a collection are read directly") }
}

extension TableColumnForEach: PrimitiveTableColumnContent {
    func tableColumnParts() -> [TableColumnPart] { data.flatMap { content($0).tableColumnParts() } }
}

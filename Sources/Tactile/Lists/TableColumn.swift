import Foundation

/// A column of a `Table`: a header and how each row's value is drawn in it, and optionally how
/// the rows sort by it.
///
/// ```swift
/// Table(people, sortOrder: $order) {
///     TableColumn("Name", value: \.name)
///     TableColumn("Age", value: \.age) { Text("\($0.age)") }
/// }
/// ```
///
/// Only a table's first column is drawn on a compact width (see `Table`); the comparator is
/// what the table's sort order binding holds when the user sorts by this column, which needs a
/// column header (wide layouts only), so on an iPhone it is kept but never chosen.
public struct TableColumn<RowValue: Identifiable, Sort: SortComparator, Content: View, Label: View>: TableColumnContent
{
    /// The rows' value type.
    public typealias TableRowValue = RowValue
    /// The comparator this column sorts with (`Never`: it does not sort).
    public typealias TableColumnSortComparator = Sort
    /// A column is read directly.
    public typealias TableColumnBody = Never

    nonisolated(unsafe) let label: Label
    nonisolated(unsafe) let content: (RowValue) -> Content
    /// How the rows sort by this column (`nil`: they do not).
    let comparator: Sort?
    /// The width asked for with `width(_:)` or `width(min:ideal:max:)`.
    nonisolated(unsafe) var widths = TableColumnWidths()

    nonisolated init(label: Label, comparator: Sort?, content: @escaping (RowValue) -> Content) {
        self.label = label
        self.content = content
        self.comparator = comparator
    }
}

/// A column's width limits, as asked for; only wide layouts, which lay columns side by side, use
/// them.
struct TableColumnWidths: Sendable {
    var min: CGFloat?
    var ideal: CGFloat?
    var max: CGFloat?
}

extension TableColumn: PrimitiveTableColumnContent {
    func tableColumnParts() -> [TableColumnPart] {
        let content = self.content
        return [
            TableColumnPart(
                label: AnyView(label),
                content: { value in (value as? RowValue).map { AnyView(content($0)) } ?? AnyView(EmptyView()) })
        ]
    }
}

extension TableColumn where RowValue == Sort.Compared, Label == Text {
    /// A column titled `titleKey` that sorts the rows with `comparator`.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, sortUsing comparator: Sort,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: Text(titleKey), comparator: comparator, content: content)
    }

    /// A column titled `title` that sorts the rows with `comparator`.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: Text(title), comparator: comparator, content: content)
    }

    /// A column titled with `text` that sorts the rows with `comparator`.
    nonisolated public init(
        _ text: Text, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: text, comparator: comparator, content: content)
    }
}

extension TableColumn where Sort == Never, Label == Text {
    /// A column titled `titleKey` that does not sort.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: nil, content: content)
    }

    /// A column titled `title` that does not sort.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), comparator: nil, content: content)
    }

    /// A column titled with `text` that does not sort.
    nonisolated public init(_ text: Text, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: nil, content: content)
    }

    /// A column titled `titleKey` showing the string at `value`, not sorting.
    nonisolated public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) where Content == Text {
        nonisolated(unsafe) let value = value
        self.init(label: Text(titleKey), comparator: nil) { Text($0[keyPath: value]) }
    }

    /// A column titled `title` showing the string at `value`, not sorting.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) where Content == Text {
        nonisolated(unsafe) let value = value
        self.init(label: Text(title), comparator: nil) { Text($0[keyPath: value]) }
    }

    /// A column titled with `text` showing the string at `value`, not sorting.
    nonisolated public init(_ text: Text, value: KeyPath<RowValue, String>) where Content == Text {
        nonisolated(unsafe) let value = value
        self.init(label: text, comparator: nil) { Text($0[keyPath: value]) }
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
    /// A column titled `titleKey` that sorts by the value at `value`.
    ///
    /// The key path is `Sendable`, as Foundation's `KeyPathComparator` needs on Linux (a key
    /// path literal is).
    nonisolated public init<V: Comparable>(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V> & Sendable,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: Text(titleKey), comparator: KeyPathComparator(value), content: content)
    }

    /// A column titled `title` that sorts by the value at `value`.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, V: Comparable>(
        _ title: S, value: KeyPath<RowValue, V> & Sendable, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: Text(title), comparator: KeyPathComparator(value), content: content)
    }

    /// A column titled with `text` that sorts by the value at `value`.
    nonisolated public init<V: Comparable>(
        _ text: Text, value: KeyPath<RowValue, V> & Sendable, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: text, comparator: KeyPathComparator(value), content: content)
    }

    /// A column titled `titleKey` that sorts by the value at `value` with `comparator`.
    nonisolated public init<V, C: SortComparator>(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V> & Sendable, comparator: C,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) where V == C.Compared {
        self.init(label: Text(titleKey), comparator: KeyPathComparator(value, comparator: comparator), content: content)
    }

    /// A column titled `title` that sorts by the value at `value` with `comparator`.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, V, C: SortComparator>(
        _ title: S, value: KeyPath<RowValue, V> & Sendable, comparator: C,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) where V == C.Compared {
        self.init(label: Text(title), comparator: KeyPathComparator(value, comparator: comparator), content: content)
    }

    /// A column titled with `text` that sorts by the value at `value` with `comparator`.
    nonisolated public init<V, C: SortComparator>(
        _ text: Text, value: KeyPath<RowValue, V> & Sendable, comparator: C,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) where V == C.Compared {
        self.init(label: text, comparator: KeyPathComparator(value, comparator: comparator), content: content)
    }

    /// A column titled `titleKey` showing and sorting by the string at `value`.
    ///
    /// *Decision*: the default comparator is `.lexical` (Linux's Foundation has no
    /// `.localizedStandard`); pass a comparator to choose.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String> & Sendable,
        comparator: String.StandardComparator = .lexical
    ) where Content == Text {
        self.init(label: Text(titleKey), comparator: KeyPathComparator(value, comparator: comparator)) {
            Text($0[keyPath: value])
        }
    }

    /// A column titled `title` showing and sorting by the string at `value`.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, value: KeyPath<RowValue, String> & Sendable, comparator: String.StandardComparator = .lexical
    ) where Content == Text {
        self.init(label: Text(title), comparator: KeyPathComparator(value, comparator: comparator)) {
            Text($0[keyPath: value])
        }
    }

    /// A column titled with `text` showing and sorting by the string at `value`.
    nonisolated public init(
        _ text: Text, value: KeyPath<RowValue, String> & Sendable, comparator: String.StandardComparator = .lexical
    ) where Content == Text {
        self.init(label: text, comparator: KeyPathComparator(value, comparator: comparator)) {
            Text($0[keyPath: value])
        }
    }
}

extension TableColumn {
    /// The column with a fixed width (`nil`: the table chooses). Only wide layouts lay columns
    /// side by side; a compact table keeps the width for them.
    nonisolated public func width(_ width: CGFloat? = nil) -> TableColumn<RowValue, Sort, Content, Label> {
        var column = self
        column.widths = TableColumnWidths(min: width, ideal: width, max: width)
        return column
    }

    /// The column with width limits. Only wide layouts lay columns side by side; a compact table
    /// keeps the limits for them.
    nonisolated public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn<
        RowValue, Sort, Content, Label
    > {
        var column = self
        column.widths = TableColumnWidths(min: min, ideal: ideal, max: max)
        return column
    }

    /// The column unchanged (the deprecated form without limits).
    @available(*, deprecated, message: "Please pass one or more parameters to modify a column's width.")
    nonisolated public func width() -> TableColumn<RowValue, Sort, Content, Label> { self }
}

import Foundation

/// One row of a `Table`, showing `value` in each column.
public struct TableRow<Value: Identifiable>: TableRowContent {
    /// The value the row shows.
    public typealias TableRowValue = Value
    /// A row is read directly.
    public typealias TableRowBody = Never

    nonisolated(unsafe) let value: Value

    /// A row showing `value`.
    nonisolated public init(_ value: Value) { self.value = value }
}

extension TableRow: PrimitiveTableRowContent {
    func tableRowParts(depth: Int) -> [TableRowPart] {
        [.row(value: value, id: AnyHashable(value.id), depth: depth)]
    }
}

// Its initializer is nonisolated, unlike the memberwise one: the public initializers are.
// swift-format-ignore: UseSynthesizedInitializer
/// No rows: a `Section`'s missing header or footer in a table.
public struct EmptyTableRowContent<Value: Identifiable>: TableRowContent {
    /// The value rows would show.
    public typealias TableRowValue = Value
    /// Empty content is read directly.
    public typealias TableRowBody = Never

    nonisolated init() {}
}

extension EmptyTableRowContent: PrimitiveTableRowContent {
    func tableRowParts(depth: Int) -> [TableRowPart] { [] }
}

// Its initializer is nonisolated, unlike the memberwise one: the public initializers are.
// swift-format-ignore: UseSynthesizedInitializer
/// A table section's header: a view drawn above the section's rows, as a list draws a section
/// header.
public struct TableHeaderRowContent<Value: Identifiable, Content: View>: TableRowContent {
    /// The value the section's rows show.
    public typealias TableRowValue = Value
    /// A header is read directly.
    public typealias TableRowBody = Never

    nonisolated(unsafe) let content: Content

    nonisolated init(content: Content) { self.content = content }
}

// Its initializer is nonisolated, unlike the memberwise one: the public initializers are.
// swift-format-ignore: UseSynthesizedInitializer
/// The rows `Table(_:columns:)` makes from its data: one `TableRow` per element.
public struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent where Data.Element: Identifiable {
    /// The value each row shows.
    public typealias TableRowValue = Data.Element
    /// The rows are read directly.
    public typealias TableRowBody = Never

    nonisolated(unsafe) let data: Data

    nonisolated init(data: Data) { self.data = data }
}

extension TableForEachContent: PrimitiveTableRowContent {
    func tableRowParts(depth: Int) -> [TableRowPart] {
        data.map { .row(value: $0, id: AnyHashable($0.id), depth: depth) }
    }
}

// Its initializer is nonisolated, unlike the memberwise one: the public initializers are.
// swift-format-ignore: UseSynthesizedInitializer
/// The rows `Table(_:children:columns:)` makes from a tree: one row per element, each followed by
/// its children's rows one level deeper.
///
/// *Decision*: a compact table shows the whole tree expanded, each level indented (no disclosure
/// control); see Docs/Decisions.md.
public struct TableOutlineGroupContent<Data: RandomAccessCollection>: TableRowContent
where Data.Element: Identifiable {
    /// The value each row shows.
    public typealias TableRowValue = Data.Element
    /// The rows are read directly.
    public typealias TableRowBody = Never

    nonisolated(unsafe) let data: Data
    nonisolated(unsafe) let children: KeyPath<Data.Element, Data?>

    nonisolated init(data: Data, children: KeyPath<Data.Element, Data?>) {
        self.data = data
        self.children = children
    }
}

extension TableOutlineGroupContent: PrimitiveTableRowContent {
    func tableRowParts(depth: Int) -> [TableRowPart] {
        func parts(_ elements: Data, _ depth: Int) -> [TableRowPart] {
            elements.flatMap { element -> [TableRowPart] in
                [.row(value: element, id: AnyHashable(element.id), depth: depth)]
                    + (element[keyPath: children].map { parts($0, depth + 1) } ?? [])
            }
        }
        return parts(data, depth)
    }
}

/// A row with rows below it that it shows or hides: `value`'s row, then `content`'s rows one
/// level deeper while expanded.
public struct DisclosureTableRow<Label: TableRowContent, Content: TableRowContent>: TableRowContent
where Label.TableRowValue == Content.TableRowValue {
    /// The value each row shows.
    public typealias TableRowValue = Label.TableRowValue
    /// The rows are read directly.
    public typealias TableRowBody = Never

    nonisolated(unsafe) let label: Label
    nonisolated(unsafe) let content: () -> Content
    let isExpanded: Binding<Bool>?

    /// A row showing `value` whose `content` rows show while `isExpanded` is true (always, without
    /// a binding: a compact table has no disclosure control to close it).
    nonisolated public init<Value>(
        _ value: Value, isExpanded: Binding<Bool>? = nil, @TableRowBuilder<Value> content: @escaping () -> Content
    ) where Label == TableRow<Value>, Value == Content.TableRowValue {
        label = TableRow(value)
        self.content = content
        self.isExpanded = isExpanded
    }
}

extension DisclosureTableRow: PrimitiveTableRowContent {
    func tableRowParts(depth: Int) -> [TableRowPart] {
        let expanded = isExpanded?.wrappedValue ?? true
        return label.tableRowParts(depth: depth) + (expanded ? content().tableRowParts(depth: depth + 1) : [])
    }
}

extension Section: TableRowContent where Parent: TableRowContent, Content: TableRowContent, Footer: TableRowContent {
    /// The value the section's rows show.
    public typealias TableRowValue = Content.TableRowValue
    /// A section is read directly.
    public typealias TableRowBody = Never
    /// A section of rows is read directly; reading this is a programming error.
    public var tableRowBody: Never { fatalError("A table section has no body") }
}

extension Section: PrimitiveTableRowContent
where Parent: TableRowContent, Content: TableRowContent, Footer: TableRowContent {
    func tableRowParts(depth: Int) -> [TableRowPart] {
        let header = (header as? any TableHeaderView)?.headerView
        let shown = isExpanded?.wrappedValue ?? true
        return [.section(header: header, rows: shown ? content.tableRowParts(depth: depth) : [])]
    }
}

/// A table section's header content, type-erased.
@MainActor
private protocol TableHeaderView {
    var headerView: AnyView { get }
}

extension TableHeaderRowContent: TableHeaderView {
    var headerView: AnyView { AnyView(content) }
}

extension Section where Parent: TableRowContent, Content: TableRowContent, Footer: TableRowContent {
    /// A section of table rows with a header view.
    nonisolated public init<V, H: View>(
        @TableRowBuilder<V> content: () -> Content, @ViewBuilder header: () -> H
    ) where Parent == TableHeaderRowContent<V, H>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue {
        self.init(parts: TableHeaderRowContent(content: header()), content: content(), footer: EmptyTableRowContent())
    }

    /// A section of table rows titled `titleKey`.
    nonisolated public init<V>(_ titleKey: LocalizedStringKey, @TableRowBuilder<V> content: () -> Content)
    where Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue {
        self.init(
            parts: TableHeaderRowContent(content: Text(titleKey)), content: content(), footer: EmptyTableRowContent())
    }

    /// A section of table rows titled `title`.
    @_disfavoredOverload
    nonisolated public init<V, S: StringProtocol>(_ title: S, @TableRowBuilder<V> content: () -> Content)
    where Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue {
        self.init(
            parts: TableHeaderRowContent(content: Text(title)), content: content(), footer: EmptyTableRowContent())
    }

    /// A section of table rows without a header.
    nonisolated public init<V>(@TableRowBuilder<V> content: () -> Content)
    where Parent == EmptyTableRowContent<V>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue {
        self.init(parts: EmptyTableRowContent(), content: content(), footer: EmptyTableRowContent())
    }
}

extension Section where Parent: TableRowContent, Content: TableRowContent {
    /// A section of table rows with a header view, its rows showing while `isExpanded` is true.
    nonisolated public init<V, H: View>(
        isExpanded: Binding<Bool>, @TableRowBuilder<V> content: () -> Content, @ViewBuilder header: () -> H
    ) where Parent == TableHeaderRowContent<V, H>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue {
        self.init(parts: TableHeaderRowContent(content: header()), content: content(), footer: EmptyTableRowContent())
        self.isExpanded = isExpanded
    }

    /// A section of table rows titled `titleKey`, its rows showing while `isExpanded` is true.
    nonisolated public init<V>(
        _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @TableRowBuilder<V> content: () -> Content
    ) where Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue {
        self.init(
            parts: TableHeaderRowContent(content: Text(titleKey)), content: content(), footer: EmptyTableRowContent())
        self.isExpanded = isExpanded
    }

    /// A section of table rows titled `title`, its rows showing while `isExpanded` is true.
    @_disfavoredOverload
    nonisolated public init<V, S: StringProtocol>(
        _ title: S, isExpanded: Binding<Bool>, @TableRowBuilder<V> content: () -> Content
    ) where Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue {
        self.init(
            parts: TableHeaderRowContent(content: Text(title)), content: content(), footer: EmptyTableRowContent())
        self.isExpanded = isExpanded
    }
}

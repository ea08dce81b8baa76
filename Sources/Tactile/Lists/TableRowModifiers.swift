import Foundation

/// A modifier of table rows (the modifiers on `TableRowContent`). Tactile's table row modifiers
/// change nothing a compact table draws: see each modifier.
@MainActor @preconcurrency
public protocol _TableRowContentModifier {
    /// The modifier this one is made of.
    associatedtype Body: _TableRowContentModifier
    /// The modifier this one is made of.
    var body: Body { get }
}

extension Never: _TableRowContentModifier {}

extension _TableRowContentModifier where Body == Never {
    /// Built-in row modifiers have no body; reading it is a programming error.
    public var body: Never { fatalError("\(Self.self) has no body") }
}

extension ModifiedContent: TableRowContent where Content: TableRowContent, Modifier: _TableRowContentModifier {
    /// The value the modified rows show.
    public typealias TableRowValue = Content.TableRowValue
    /// Modified rows are read directly.
    public typealias TableRowBody = Never
}

extension ModifiedContent: PrimitiveTableRowContent where Content: TableRowContent, Modifier: _TableRowContentModifier {
    func tableRowParts(depth: Int) -> [TableRowPart] { content.tableRowParts(depth: depth) }
}

// Its initializer is nonisolated, unlike the memberwise one: the public initializers are.
// swift-format-ignore: UseSynthesizedInitializer
/// A row setting a compact table keeps but does not act on (selection disabled, a context menu,
/// dragging, dropping on a row).
public struct _TableRowSettingModifier: _TableRowContentModifier {
    nonisolated init() {}

    /// This modifier is built in.
    public typealias Body = Never
}

extension TableRowContent {
    /// These rows, selectable or not.
    ///
    /// *Accepted*: the rows stay selectable in a compact table.
    public func selectionDisabled(_ isDisabled: Bool = true) -> some TableRowContent<TableRowValue> {
        ModifiedContent(content: self, modifier: _TableRowSettingModifier())
    }

    /// These rows with a context menu of `menuItems`.
    ///
    /// *Accepted*: a compact table's rows open no context menu.
    public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> ModifiedContent<Self, _TableRowSettingModifier>
    {
        ModifiedContent(content: self, modifier: _TableRowSettingModifier())
    }

    /// These rows with a context menu of `menuItems` and a preview.
    ///
    /// *Accepted*: a compact table's rows open no context menu.
    public func contextMenu<M: View, P: View>(
        @ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P
    ) -> ModifiedContent<Self, _TableRowSettingModifier> {
        ModifiedContent(content: self, modifier: _TableRowSettingModifier())
    }
}

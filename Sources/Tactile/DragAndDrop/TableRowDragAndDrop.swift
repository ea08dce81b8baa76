import Foundation

/// Rows that provide an item for drag and drop (`TableRowContent/itemProvider(_:)`).
///
/// *Accepted*: a compact table's rows are list rows; dragging them out is not built.
public struct ItemProviderTableRowModifier: _TableRowContentModifier {
    nonisolated(unsafe) let action: (() -> NSItemProvider?)?

    /// This modifier is built in.
    public typealias Body = Never
}

/// Rows that accept items dropped between them (`DynamicTableRowContent/onInsert(of:perform:)`,
/// `dropDestination(for:action:)`).
///
/// *Accepted*: a compact table's rows are list rows; dropping between them is not built.
public struct OnInsertTableRowModifier: _TableRowContentModifier {
    nonisolated(unsafe) let action: Any

    /// This modifier is built in.
    public typealias Body = Never
}

extension TableRowContent {
    /// These rows, draggable with `payload`.
    ///
    /// *Accepted*: a compact table's rows cannot be dragged out.
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some TableRowContent<
        TableRowValue
    > {
        ModifiedContent(content: self, modifier: _TableRowSettingModifier())
    }

    /// These rows, accepting `payloadType` items dropped on them.
    ///
    /// *Accepted*: nothing can be dropped on a compact table's rows.
    public func dropDestination<T: Transferable>(
        for payloadType: T.Type = T.self, action: @escaping (_ items: [T]) -> Void
    ) -> some TableRowContent<TableRowValue> {
        ModifiedContent(content: self, modifier: _TableRowSettingModifier())
    }

    /// These rows, providing an item for drag and drop.
    ///
    /// *Accepted*: a compact table's rows cannot be dragged out.
    public func itemProvider(_ action: (() -> NSItemProvider?)?) -> ModifiedContent<Self, ItemProviderTableRowModifier>
    {
        ModifiedContent(content: self, modifier: ItemProviderTableRowModifier(action: action))
    }
}

extension DynamicTableRowContent {
    /// These rows, accepting `payloadType` items dropped between them.
    ///
    /// *Accepted*: nothing can be dropped between a compact table's rows.
    public func dropDestination<T: Transferable>(
        for payloadType: T.Type = T.self, action: @escaping (Int, [T]) -> Void
    ) -> ModifiedContent<Self, OnInsertTableRowModifier> {
        ModifiedContent(content: self, modifier: OnInsertTableRowModifier(action: action))
    }

    /// These rows, accepting items of `supportedContentTypes` dropped between them.
    ///
    /// *Accepted*: nothing can be dropped between a compact table's rows.
    public func onInsert(
        of supportedContentTypes: [UTType], perform action: @escaping (Int, [NSItemProvider]) -> Void
    ) -> ModifiedContent<Self, OnInsertTableRowModifier> {
        ModifiedContent(content: self, modifier: OnInsertTableRowModifier(action: action))
    }
}

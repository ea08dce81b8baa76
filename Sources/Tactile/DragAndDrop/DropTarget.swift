import Foundation

#if canImport(Darwin)
import UniformTypeIdentifiers
#endif

/// What a drop target does as a drag passes over it: the closures of `onDrop`,
/// `dropDestination` or a ``DropDelegate``, as the target's node last resolved them.
@MainActor
struct DropTargetHandlers {
    /// The content types the target takes (an item conforming to one of them).
    let types: [UTType]
    var validate: (DropInfo) -> Bool = { _ in true }
    var entered: (DropInfo) -> Void = { _ in }
    var updated: (DropInfo) -> DropProposal? = { _ in nil }
    var exited: (DropInfo) -> Void = { _ in }
    let perform: (DropInfo) -> Bool
    /// Told `true` when the drag enters, `false` when it leaves or drops (`isTargeted`).
    var targeted: (Bool) -> Void = { _ in }

    /// Whether an item of `providers` conforms to one of ``types``.
    func accepts(_ providers: [NSItemProvider]) -> Bool {
        providers.contains { provider in types.contains { provider.hasItemConformingToTypeIdentifier($0.identifier) } }
    }
}

/// The node of a drop target: the modifier's handlers, found under the finger by
/// ``DragAndDropSession`` (by its frame: a drop target takes the drag anywhere inside it).
struct DropTargetContent: NodeContent {
    let handlers: DropTargetHandlers
    var kindName: String { "onDrop" }
    var isLayoutNeutral: Bool { true }
}

/// The node around a drag's preview: what is under it is no drop target (the preview is over
/// the target the finger is on, not one).
struct DragPreviewContent: NodeContentModifier {
    var kindName: String { "dragPreview" }
    var isLayoutNeutral: Bool { true }
    func hitTestRule(size: CGSize) -> HitTestRule { .none }
}

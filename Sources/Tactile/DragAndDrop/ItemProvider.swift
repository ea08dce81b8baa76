import Foundation

extension View {
    /// Makes this view a drag source whose drag carries the item provider `action` vends when the
    /// view lifts (as ``onDrag(_:)``); with no `action`, the view is not a drag source. A drag
    /// whose `action` returns `nil` carries no item: no drop target accepts it.
    nonisolated public func itemProvider(_ action: (() -> NSItemProvider?)?) -> some View {
        modifier(ItemProviderModifier(action: action))
    }
}

/// `itemProvider(_:)`: a drag source while there is an action.
struct ItemProviderModifier: ViewModifier {
    nonisolated(unsafe) let action: (() -> NSItemProvider?)?

    func body(content: Content) -> some View {
        if let action {
            content.modifier(DragSourceModifier<EmptyView>(items: { action().map { [$0] } ?? [] }, preview: nil))
        } else {
            content
        }
    }
}

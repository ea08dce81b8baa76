import Foundation

extension View {
    /// Presents `content` for `item` as a sheet while `item` is not `nil`, at window level as
    /// ``sheet(isPresented:onDismiss:content:)`` is. A different item (by `id`) is a new sheet's
    /// content. `@Environment(\.dismiss)` inside it, or the swipe down, sets `item` to `nil` and
    /// calls `onDismiss`.
    nonisolated public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        ModifiedContent(
            content: self, modifier: ItemPresentation(style: .sheet, item: item, onDismiss: onDismiss, content: content)
        )
    }

    /// Presents `content` for `item` over the whole window while `item` is not `nil`, as
    /// ``fullScreenCover(isPresented:onDismiss:content:)`` does; `@Environment(\.dismiss)` inside
    /// it sets `item` to `nil` and calls `onDismiss`.
    nonisolated public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        ModifiedContent(
            content: self,
            modifier: ItemPresentation(style: .fullScreenCover, item: item, onDismiss: onDismiss, content: content))
    }
}

/// A presentation shown while an optional item is set: presented while `item` is not `nil`, its
/// content made from the item and identified by its `id`; dismissing it sets `item` to `nil`.
/// Built anywhere (the public modifiers are `nonisolated`), evaluated on the main actor.
nonisolated struct ItemPresentation<Item: Identifiable, Presented: View>: ViewModifier {
    let style: PresentationStyle
    let item: Binding<Item?>
    let onDismiss: (() -> Void)?
    let content: (Item) -> Presented

    init(
        style: PresentationStyle, item: Binding<Item?>, onDismiss: (() -> Void)?,
        content: @escaping (Item) -> Presented
    ) {
        self.style = style
        self.item = item
        self.onDismiss = onDismiss
        self.content = content
    }

    @MainActor func body(content base: Content) -> some View {
        let item = self.item
        let isPresented = Binding<Bool>(
            get: { item.wrappedValue != nil },
            set: { if !$0 { item.wrappedValue = nil } })
        return base.overlay {
            if let value = item.wrappedValue {
                PresentationLayer(
                    style: style, isPresented: isPresented, onDismiss: onDismiss, content: content(value).id(value.id)
                )
                .modifier(WindowLayerModifier())
            }
        }
    }
}

import Foundation

extension View {
    /// Presents `content(item)` as a sheet while `item` is not `nil`.
    ///
    /// Dismissing the sheet (`@Environment(\.dismiss)`) sets `item` to `nil` and calls
    /// `onDismiss`. Setting `item` to an item with another `id` while the sheet is shown replaces
    /// its content with fresh content (new state) for the new item. Drawn as
    /// ``sheet(isPresented:onDismiss:content:)`` draws its sheet.
    nonisolated public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        sheet(isPresented: item.isPresent(), onDismiss: onDismiss) {
            if let value = item.wrappedValue { content(value).id(value.id) }
        }
    }

    /// Presents `content(item)` over the whole view while `item` is not `nil`; dismissing it sets
    /// `item` to `nil`. Same rules as ``sheet(item:onDismiss:content:)``, drawn as
    /// ``fullScreenCover(isPresented:onDismiss:content:)``.
    nonisolated public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        fullScreenCover(isPresented: item.isPresent(), onDismiss: onDismiss) {
            if let value = item.wrappedValue { content(value).id(value.id) }
        }
    }

    /// Presents `content(item)` in a popover while `item` is not `nil`; dismissing it sets `item`
    /// to `nil`. Same rules as ``sheet(item:onDismiss:content:)``, drawn as
    /// ``popover(isPresented:attachmentAnchor:arrowEdge:content:)`` draws its popover.
    nonisolated public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge = .top,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        popover(isPresented: item.isPresent(), attachmentAnchor: attachmentAnchor, arrowEdge: arrowEdge) {
            if let value = item.wrappedValue { content(value).id(value.id) }
        }
    }
}

extension Binding {
    /// Whether an optional binding holds a value: true while it does; writing false sets it to
    /// `nil` (how an item-driven presentation is dismissed), writing true does nothing.
    func isPresent<Wrapped>() -> Binding<Bool> where Value == Wrapped? {
        let source = self
        return Binding<Bool>(
            get: { source.wrappedValue != nil },
            set: { presented in if !presented { source.wrappedValue = nil } })
    }
}

import Foundation

/// Popovers from a tab's item.
///
/// *Accepted*: the items of iPhone's compact tab bar, which Tactile draws, take taps only; no
/// popover is shown from them.
extension TabContent {
    /// A popover shown from these tabs' items while `isPresented` is true.
    nonisolated public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some TabContent<TabValue> {
        self
    }

    /// A popover shown from these tabs' items while `item` is not `nil`.
    nonisolated public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some TabContent<TabValue> {
        self
    }
}

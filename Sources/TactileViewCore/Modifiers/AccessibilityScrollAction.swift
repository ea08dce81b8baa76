import Foundation

/// The names under which `accessibilityScrollAction` appears among an element's accessibility
/// actions: one per edge, which the test kit's `performAccessibilityAction(named:on:)` performs.
public enum AccessibilityScrollActionNames {
    /// The name of the request to scroll towards `edge` (`"scroll(top)"`, `"scroll(leading)"`).
    public static func name(for edge: Edge) -> String {
        switch edge {
        case .top: "scroll(top)"
        case .leading: "scroll(leading)"
        case .bottom: "scroll(bottom)"
        case .trailing: "scroll(trailing)"
        }
    }
}

extension View {
    /// Lets assistive technologies scroll this view (VoiceOver's three-finger swipe): `handler` is
    /// told the edge to scroll towards. On Linux the four requests are the element's actions named
    /// by `AccessibilityScrollActionNames/name(for:)`.
    nonisolated public func accessibilityScrollAction(
        _ handler: @escaping (Edge) -> Void
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        nonisolated(unsafe) let handler = handler
        return accessibilityAttachment(.scroll { handler($0) })
    }
}

import Foundation

/// Which side of a labelled pair a view is, SwiftUI's `AccessibilityLabeledPairRole`
/// (`View/accessibilityLabeledPair(role:id:in:)`).
public enum AccessibilityLabeledPairRole: Hashable, Sendable {
    /// The view that names the other.
    case label
    /// The view that is named.
    case content
}

/// A view's side of a labelled pair, as `AccessibilityProperties` records it.
public struct AccessibilityLabeledPairDescription: Sendable, Hashable {
    /// Which side the view is.
    public var role: AccessibilityLabeledPairRole
    /// The pair's identity, written out (`String(describing:)`).
    public var id: String
    /// The namespace the identity belongs to.
    public var namespace: Namespace.ID
}

extension View {
    /// Pairs this view with another of the same `id` in `namespace`: one is the label, the other
    /// the content it names. In the accessibility tree a content element with no label of its own
    /// takes its label element's label, as a screen reader reads the content with its label.
    nonisolated public func accessibilityLabeledPair<ID: Hashable>(
        role: AccessibilityLabeledPairRole, id: ID, in namespace: Namespace.ID
    ) -> some View {
        accessibilityAttachment(
            .labeledPair(
                AccessibilityLabeledPairDescription(role: role, id: String(describing: id), namespace: namespace))
        )
    }

    /// Links this view's elements with the other views of the same `id` in `namespace`, so a
    /// screen reader can move between them.
    ///
    /// *Accepted*: moving between linked elements is the screen reader's; the tree keeps its
    /// reading order.
    nonisolated public func accessibilityLinkedGroup<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View {
        accessibilityAttachment(nil)
    }
}

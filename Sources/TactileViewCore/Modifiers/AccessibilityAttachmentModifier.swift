import Foundation

/// The modifier SwiftUI's accessibility modifiers return (`ModifiedContent<Self,
/// AccessibilityAttachmentModifier>`): one accessibility attribute attached to the modified view.
///
/// A chain of them is read as one element, as every chain of accessibility modifiers is
/// (`AccessibilityProperties`). A modifier made with `isEnabled: false` attaches nothing.
public struct AccessibilityAttachmentModifier: ViewModifier, @unchecked Sendable {
    // Unchecked: the closures an attribute holds (actions, rotor entries) are only called on the
    // main actor, where the views that were given them resolve.

    /// The modifier draws through its content; it has no body of its own.
    public typealias Body = Never

    /// The node the attribute is (a label, an identifier, another attribute), or `nil`.
    nonisolated(unsafe) let node: (any NodeContent)?

    nonisolated init(_ node: (any NodeContent)?) { self.node = node }
}

extension AccessibilityAttachmentModifier: PrimitiveModifier {
    package func makeNodes(content: ModifierContentResolver, inputs: ResolveInputs) -> [ViewNode] {
        guard let node else { return content.resolve(inputs) }
        return content.wrap(node, inputs)
    }
}

extension View {
    /// Attaches `attribute` (nothing when `nil`) as SwiftUI's accessibility modifiers do.
    nonisolated func accessibilityAttachment(_ attribute: AccessibilityAttribute?)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        modifier(AccessibilityAttachmentModifier(attribute.map { AccessibilityAttributeContent(attribute: $0) }))
    }

    /// Attaches `node` (an accessibility label or identifier node; nothing when `nil`).
    nonisolated func accessibilityAttachment(node: (any NodeContent)?)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        modifier(AccessibilityAttachmentModifier(node))
    }
}

/// `accessibilityIdentifier`: names the view for tests, SVG output (`data-id`) and
/// ``ViewHost/frame(ofAccessibilityIdentifier:)``.
struct AccessibilityIdentifierContent: NodeContentModifier {
    let identifier: String
    var kindName: String { "accessibilityIdentifier(\(identifier))" }
    func applyEffect(to state: inout RenderState, node: ViewNode) { state.accessibilityIdentifier = identifier }
    var accessibilityIdentifier: String? { identifier }
    var isLayoutNeutral: Bool { true }
}

extension View {
    /// Names this view for UI tests; Tactile also writes it as `data-id` in SVG output.
    nonisolated public func accessibilityIdentifier(_ identifier: String) -> some View {
        modifier(AccessibilityIdentifierContent(identifier: identifier))
    }
}

/// `accessibilityLabel`: what assistive technologies call the view; tests find views by it
/// (``ViewHost/inspectedViews()``). It draws nothing and changes no layout.
struct AccessibilityLabelContent: NodeContentModifier {
    let label: String
    var kindName: String { "accessibilityLabel(\(label))" }
    var isLayoutNeutral: Bool { true }
}

extension View {
    /// Names this view for assistive technologies, as SwiftUI's `accessibilityLabel(_:)` does; tests
    /// find the view by it (`TouchSimulator`'s `.accessibilityLabel` finder).
    nonisolated public func accessibilityLabel(_ label: String) -> some View {
        modifier(AccessibilityLabelContent(label: label))
    }

    /// Names this view for assistive technologies with the string of `label`.
    nonisolated public func accessibilityLabel(_ label: Text) -> some View {
        modifier(AccessibilityLabelContent(label: label.string))
    }
}

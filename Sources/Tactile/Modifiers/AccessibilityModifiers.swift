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
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        modifier(AccessibilityIdentifierContent(identifier: identifier))
    }
}

/// `accessibilityIdentifier`: names the view for tests, SVG output (`data-id`) and
/// ``ViewHost/frame(ofAccessibilityIdentifier:)``.
struct AccessibilityIdentifierContent: NodeContent {
    let identifier: String
    var kindName: String { "accessibilityIdentifier(\(identifier))" }
    func applyEffect(to state: inout RenderState, node: ViewNode) { state.accessibilityIdentifier = identifier }
    var accessibilityIdentifier: String? { identifier }
}

struct AccessibilityIdentifierModifier: NodeModifier {
    let identifier: String
    func nodeContent(_ inputs: ResolveInputs) -> any NodeContent { AccessibilityIdentifierContent(identifier: identifier) }
}

extension View {
    /// Names this view for UI tests; Tactile also writes it as `data-id` in SVG output.
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        modifier(AccessibilityIdentifierModifier(identifier: identifier))
    }
}

import Foundation

// A `Text`'s nodes live here, beside the gestures, because a text with links is wrapped in the tap
// gesture that opens them.

extension Text: PrimitiveView {
    /// One text node; a text with links is wrapped in a spatial tap gesture that opens the link
    /// under the tap with the environment's `openURL` action (a tap elsewhere on the text does
    /// nothing, and lets gestures around it see the tap).
    package func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        var content = TextContent(resolving: self, in: inputs.environment)
        guard inlineSpans.contains(where: { $0.link != nil }) else { return [inputs.node(content)] }
        let targets = TextLinkTargets()
        content.linkTargets = targets
        let text = inputs.child(.content).node(content)
        let openURL = inputs.environment.openURL
        let tap = SpatialTapGesture().onEnded { value in
            MainActor.assumeIsolated {
                if let url = targets.url(at: value.location) { openURL(url) }
            }
        }
        let gesture = GestureModifierContent(tap, priority: .normal, mask: .all, environment: inputs.environment)
        return [inputs.node(gesture, children: [text])]
    }
}

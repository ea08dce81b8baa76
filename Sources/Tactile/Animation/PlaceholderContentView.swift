import Foundation

/// The view a modifier such as `phaseAnimator(_:content:animation:)` hands its `content` closure,
/// and a `Transition` its `body(content:phase:)`: the view the modifier is applied to, to be
/// modified for the current phase.
///
/// `Value` names who made it (the view modified, or the transition); the view itself is held
/// without its type.
public struct PlaceholderContentView<Value>: View {
    nonisolated(unsafe) let content: any View

    nonisolated init(content: some View) {
        self.content = content
    }

    /// A placeholder is primitive: it draws the view it holds.
    public typealias Body = Never
}

extension PlaceholderContentView: PrimitiveView {
    package func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        inputs.graph.resolveBody(content, of: Self.self, inputs)
    }
}

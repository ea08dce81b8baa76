import Foundation

/// The view a modifier such as `phaseAnimator(_:content:animation:)` hands its `content` closure:
/// the view the modifier is applied to, to be modified for the current phase.
public struct PlaceholderContentView<Value: View>: View {
    nonisolated(unsafe) let content: Value

    nonisolated init(content: Value) {
        self.content = content
    }

    /// The view the modifier was applied to.
    public var body: some View { content }
}

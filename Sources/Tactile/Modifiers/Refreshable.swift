import Foundation

/// `refreshable(action:)`: writes the refresh action into its content's environment.
struct RefreshableModifier {
    let action: RefreshAction
}

extension RefreshableModifier: PrimitiveModifier {
    func makeNodes(content: ModifierContentResolver, inputs: ResolveInputs) -> [ViewNode] {
        var childInputs = inputs
        childInputs.environment.refresh = action
        childInputs.environment.refreshIndicator = AnyView(ProgressView())
        return content.resolve(childInputs)
    }
}

extension View {
    /// Marks this view as refreshable: scroll views and lists in it run `action` when their
    /// content is pulled down past ``RefreshControlMetrics/triggerDistance`` and released, show a
    /// spinner above the content while it runs (holding the content
    /// ``RefreshControlMetrics/indicatorHeight`` down), and spring back when it returns. The
    /// action is in `EnvironmentValues/refresh` for views of your own.
    nonisolated public func refreshable(@_inheritActorContext action: @escaping @Sendable () async -> Void) -> some View
    {
        ModifiedContent(content: self, modifier: RefreshableModifier(action: RefreshAction(action: action)))
    }
}

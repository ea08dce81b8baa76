import Foundation

extension View {
    /// Animates with `animation` the changes of the modifiers `body` applies to this view, and
    /// only those: changes inside the view itself keep the animation from outside.
    ///
    /// ```swift
    /// Text("Saved")
    ///     .animation(.smooth) { content in
    ///         content.opacity(isVisible ? 1 : 0)
    ///     }
    /// ```
    nonisolated public func animation<V: View>(
        _ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
    ) -> some View {
        body(PlaceholderContentView<Self>(content: modifier(AnimationScopeEnd())))
            .modifier(AnimationScopeStart(animation: animation))
    }

    /// Rewrites with `transform` the transaction of the changes of the modifiers `body` applies to
    /// this view, and only those.
    nonisolated public func transaction<V: View>(
        _ transform: @escaping (inout Transaction) -> Void, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
    ) -> some View {
        body(PlaceholderContentView<Self>(content: modifier(AnimationScopeEnd())))
            .modifier(AnimationScopeStart(transform: transform))
    }
}

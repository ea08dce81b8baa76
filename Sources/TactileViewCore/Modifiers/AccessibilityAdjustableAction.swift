import Foundation

/// Which way an adjustable view is asked to move, SwiftUI's `AccessibilityAdjustmentDirection`.
public enum AccessibilityAdjustmentDirection: Sendable, Hashable {
    /// Up: a larger value.
    case increment
    /// Down: a smaller value.
    case decrement
}

extension View {
    /// Makes this view adjustable: assistive technologies may ask it to move up or down, and
    /// `handler` is told which. On Linux there is no screen reader; the two requests are the
    /// view's accessibility actions named "Increment" and "Decrement", which a test performs with
    /// `ViewHost.performAccessibilityAction(named:onViewLabelled:)`.
    nonisolated public func accessibilityAdjustableAction(
        _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
    ) -> some View {
        let adjust = AdjustHandler(handler: handler)
        return accessibilityAction(named: "Increment") { adjust.handler(.increment) }
            .accessibilityAction(named: "Decrement") { adjust.handler(.decrement) }
    }
}

/// The handler, carried into the main actor's action closures: actions run only on the main
/// actor, where the view that was given the handler is resolved.
private struct AdjustHandler: @unchecked Sendable {
    let handler: (AccessibilityAdjustmentDirection) -> Void
}

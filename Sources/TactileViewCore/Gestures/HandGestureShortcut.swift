import Foundation

/// A hand gesture that triggers a control (Apple Watch's double tap), SwiftUI's
/// `HandGestureShortcut`. *No effect on Linux*: there is no hand-gesture sensor to report it.
public struct HandGestureShortcut: Sendable, Equatable {
    private let name: String

    /// The gesture that runs the primary action of the view.
    public static let primaryAction = HandGestureShortcut(name: "primaryAction")
}

/// Hand gesture shortcuts. *No effect on Linux*: there is no hand-gesture sensor to report them.
extension View {
    /// Makes `shortcut` trigger this view's action, if `isEnabled`.
    nonisolated public func handGestureShortcut(_ shortcut: HandGestureShortcut, isEnabled: Bool = true) -> some View {
        self
    }
}

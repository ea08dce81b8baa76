import Foundation

/// Whether a scroll view responds to a kind of input, SwiftUI's `ScrollInputBehavior`
/// (`View/scrollInputBehavior(_:for:)`).
public struct ScrollInputBehavior: Sendable, Equatable {
    private let value: Int8

    /// The platform's choice.
    public static let automatic = ScrollInputBehavior(value: 0)
    /// The input scrolls.
    public static let enabled = ScrollInputBehavior(value: 1)
    /// The input does not scroll.
    public static let disabled = ScrollInputBehavior(value: 2)
}

/// A kind of input that can scroll, SwiftUI's `ScrollInputKind`. On iOS it has no kinds: its one
/// kind is the Apple Watch's hand gesture.
public struct ScrollInputKind: Sendable, Equatable {
    private let value: Int8
}

/// Scroll input settings. *No effect on Linux*: the only input kind is the Apple Watch's hand
/// gesture, which Tactile's input does not carry.
extension View {
    /// Sets whether `input` scrolls the scroll views in this view.
    @MainActor @preconcurrency
    public func scrollInputBehavior(_ behavior: ScrollInputBehavior, for input: ScrollInputKind) -> some View { self }
}

import Foundation

/// Whether a control activates when a drag hovers over it, SwiftUI's `SpringLoadingBehavior`.
/// *Accepted*: Tactile's drag and drop does not spring-load controls (a drag held over a button
/// never presses it).
public struct SpringLoadingBehavior: Hashable, Sendable {
    private let value: Int8

    /// The platform's choice.
    public static let automatic = SpringLoadingBehavior(value: 0)
    /// Spring loading on.
    public static let enabled = SpringLoadingBehavior(value: 1)
    /// Spring loading off.
    public static let disabled = SpringLoadingBehavior(value: 2)

    /// Hashes the behaviour.
    public func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

/// Spring loading. *Accepted*: Tactile's drag and drop does not spring-load controls.
extension View {
    /// Sets whether the controls in this view activate when a drag hovers over them.
    nonisolated public func springLoadingBehavior(_ behavior: SpringLoadingBehavior) -> some View { self }
}

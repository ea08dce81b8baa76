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

private struct SpringLoadingBehaviorKey: EnvironmentKey {
    static let defaultValue = SpringLoadingBehavior.automatic
}

extension EnvironmentValues {
    /// Whether the controls in this subtree spring-load (`View/springLoadingBehavior(_:)`);
    /// `.automatic` where none was set.
    public var springLoadingBehavior: SpringLoadingBehavior {
        self[SpringLoadingBehaviorKey.self]
    }

    /// The writable form of `springLoadingBehavior`.
    var springLoadingBehaviorInEffect: SpringLoadingBehavior {
        get { self[SpringLoadingBehaviorKey.self] }
        set { self[SpringLoadingBehaviorKey.self] = newValue }
    }
}

extension View {
    /// Sets whether the controls in this view activate when a drag hovers over them, written to
    /// `EnvironmentValues.springLoadingBehavior` (Tactile's drag and drop does not spring-load
    /// controls itself: a drag held over a button never presses it).
    nonisolated public func springLoadingBehavior(_ behavior: SpringLoadingBehavior) -> some View {
        modifier(EnvironmentWritingModifier { $0.springLoadingBehaviorInEffect = behavior })
    }
}

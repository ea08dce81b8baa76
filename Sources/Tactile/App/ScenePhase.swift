import Foundation

/// Whether a scene is in the foreground and interactive, SwiftUI's `ScenePhase`.
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// Not visible.
    case background
    /// Visible, but not taking events (an app switcher, an alert of the system over it).
    case inactive
    /// In the foreground and interactive.
    case active
}

private struct ScenePhaseKey: EnvironmentKey {
    static let defaultValue: ScenePhase = .active
}

extension EnvironmentValues {
    /// The phase of the scene this view is in: read with `@Environment(\.scenePhase)`.
    ///
    /// Tactile's one window is always in the foreground: `.active`, unless a test or a host sets
    /// another with `.environment(\.scenePhase, …)`.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}

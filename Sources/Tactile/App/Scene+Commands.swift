import Foundation

extension Scene {
    /// Adds `content` to the app's menu bar while this scene is active, SwiftUI's
    /// `commands(content:)`.
    ///
    /// *No effect on Linux*: an iPhone has no menu bar (`Commands`); the scene is unchanged.
    nonisolated public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
        self
    }

    /// Removes the commands SwiftUI adds for this scene (a window group's New Window item).
    ///
    /// *No effect on Linux*: an iPhone has no menu bar (`Commands`); the scene is unchanged.
    nonisolated public func commandsRemoved() -> some Scene { self }

    /// Replaces the commands SwiftUI adds for this scene with `content`.
    ///
    /// *No effect on Linux*: an iPhone has no menu bar (`Commands`); the scene is unchanged.
    nonisolated public func commandsReplaced<Content: Commands>(@CommandsBuilder content: () -> Content)
        -> some Scene
    {
        self
    }

    /// The store `@AppStorage` properties of this scene's views read and write when they name
    /// none, as the view modifier of the same name does on each window's root.
    nonisolated public func defaultAppStorage(_ store: UserDefaults) -> some Scene {
        nonisolated(unsafe) let store = store
        return ModifiedScene(content: self) { AnyView($0.defaultAppStorage(store)) }
    }

    /// Changes the environment value at `keyPath` for the views of this scene's windows with
    /// `transform`, as the view modifier of the same name does on each window's root.
    nonisolated public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    ) -> some Scene {
        nonisolated(unsafe) let keyPath = keyPath
        nonisolated(unsafe) let transform = transform
        return ModifiedScene(content: self) { AnyView($0.transformEnvironment(keyPath, transform: transform)) }
    }

    /// Which external events (URLs, user activities) open a new window of this scene.
    ///
    /// *No effect on Linux*: Tactile runs one window and no system delivers external events to
    /// it; `onOpenURL` in the window's views is how a test delivers a URL.
    nonisolated public func handlesExternalEvents(matching conditions: Set<String>) -> some Scene { self }

    /// Whether the system's overlays (the home indicator) stay visible over this scene.
    ///
    /// *No effect on Linux*: Tactile's window draws no system overlays.
    nonisolated public func persistentSystemOverlays(_ preferredVisibility: Visibility) -> some Scene { self }

    /// Runs `action` when the system wakes the app for the background task `task`.
    ///
    /// *No effect on Linux*: no system schedules background tasks for a Tactile app; the action
    /// never runs.
    nonisolated public func backgroundTask<D: Sendable, R: Sendable>(
        _ task: BackgroundTask<D, R>, action: @escaping @Sendable (D) async -> R
    ) -> some Scene {
        self
    }
}

/// A kind of work the system wakes an app for in the background, SwiftUI's `BackgroundTask`,
/// for `Scene/backgroundTask(_:action:)`.
///
/// *No effect on Linux*: no system schedules background tasks for a Tactile app.
public struct BackgroundTask<Request, Response>: Sendable {
    /// What wakes the app: `"urlSession"` or `"appRefresh"`, with the identifier it was given.
    let kind: String
    let identifier: String?
}

extension BackgroundTask {
    /// Events of any background URL session of the app; the request is the session's identifier.
    public static var urlSession: BackgroundTask<String, Void> { .init(kind: "urlSession", identifier: nil) }

    /// Events of the background URL session named `identifier`.
    public static func urlSession(_ identifier: String) -> BackgroundTask<Void, Void> {
        .init(kind: "urlSession", identifier: identifier)
    }

    /// Events of the background URL sessions whose identifier `matching` accepts.
    public static func urlSession(matching: @escaping @Sendable (String) -> Bool) -> BackgroundTask<String, Void> {
        .init(kind: "urlSession", identifier: nil)
    }

    /// The app refresh task scheduled with the identifier `identifier`.
    public static func appRefresh(_ identifier: String) -> BackgroundTask<Void, Void> {
        .init(kind: "appRefresh", identifier: identifier)
    }
}

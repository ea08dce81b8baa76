import Foundation

/// A scene with a scene modifier applied: the modifier wraps the root view of each of its windows.
public struct ModifiedScene<Content: Scene>: Scene {
    // Read only on the main actor, where Tactile turns scenes into windows; built anywhere, as
    // SwiftUI's scene modifiers are nonisolated.
    nonisolated(unsafe) let content: Content
    let wrap: SceneWrapper

    nonisolated init(content: Content, wrap: @escaping SceneWrapper) {
        self.content = content
        self.wrap = wrap
    }

    /// Never called: Tactile turns the scene into windows itself.
    public var body: Never { fatalError("ModifiedScene has no body") }
}

extension ModifiedScene: PrimitiveScene {
    func windows(wrappers: [SceneWrapper]) -> [SceneWindow] {
        content.sceneWindows(wrappers: wrappers + [wrap])
    }
}

extension Scene {
    func modifiedScene(_ wrap: @escaping SceneWrapper) -> ModifiedScene<Self> {
        ModifiedScene(content: self, wrap: wrap)
    }

    /// Sets the environment value at `keyPath` to `value` for the views of this scene's windows.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene {
        modifiedScene { AnyView($0.environment(keyPath, value)) }
    }

    /// Makes `object` available to `@EnvironmentObject` properties of the views of this scene's
    /// windows.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene {
        modifiedScene { AnyView($0.environmentObject(object)) }
    }

    /// Puts the `@Observable` `object` in the environment of the views of this scene's windows,
    /// where `@Environment(T.self)` reads it.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene {
        modifiedScene { AnyView($0.environment(object)) }
    }

    /// Runs `action` with the old and new value when `value` changes (`initial`: also once when
    /// the window first appears), as the view modifier of the same name does on the window's root.
    ///
    /// On Linux an app's body is evaluated once, when the app starts: a value it reads (such as
    /// `scenePhase`, always `.active` in Tactile's one window) does not change afterwards, so only
    /// `initial` runs the action.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void)
        -> some Scene
    {
        modifiedScene { AnyView($0.onChange(of: value, initial: initial, action)) }
    }

    /// `onChange(of:initial:_:)` with an action that takes no values.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void)
        -> some Scene
    {
        modifiedScene { AnyView($0.onChange(of: value, initial: initial, action)) }
    }

    /// The iOS 14 form: runs `action` with the new value when `value` changes.
    @available(iOS, deprecated: 17.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some Scene {
        modifiedScene { AnyView($0.onChange(of: value) { _, new in action(new) }) }
    }

    /// The size a new window of this scene starts at (macOS, visionOS). Accepted with no effect:
    /// Tactile's window is the size its host gives it.
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene { self }

    /// The size a new window of this scene starts at. Accepted with no effect, as
    /// `defaultSize(width:height:)`.
    public func defaultSize(_ size: CGSize) -> some Scene { self }

    /// How the user may resize this scene's windows (macOS). Accepted with no effect: Tactile's
    /// window is the size its host gives it.
    public func windowResizability(_ resizability: WindowResizability) -> some Scene { self }
}

/// How the user may resize a scene's windows, SwiftUI's `WindowResizability`.
public struct WindowResizability: Sendable {
    let name: String

    /// The system's choice for the scene.
    public static let automatic = WindowResizability(name: "automatic")
    /// Between the content's minimum and maximum sizes.
    public static let contentSize = WindowResizability(name: "contentSize")
    /// At least the content's minimum size.
    public static let contentMinSize = WindowResizability(name: "contentMinSize")
}

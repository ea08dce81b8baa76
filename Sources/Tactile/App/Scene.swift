import Foundation

/// A part of an app's user interface with a life cycle of its own: a window group, a settings
/// window. An ``App``'s `body` is a scene, built with ``SceneBuilder``, as in SwiftUI.
///
/// Write your own scenes from the built-in ones (``WindowGroup``, ``Window``, ``Settings``) and the
/// scene modifiers, as SwiftUI does. On Linux, Tactile runs one window: the first ``WindowGroup``
/// or ``Window`` of the app's body (``App/main()``, `TouchSimulator(app:)`).
@MainActor
@preconcurrency
public protocol Scene {
    /// The type of scene this scene is made of.
    associatedtype Body: Scene
    /// The content of the scene.
    @SceneBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: Scene {}

/// One window a scene describes: what Tactile hosts when it runs an app.
@MainActor
package struct SceneWindow {
    /// The scene that describes it: `"WindowGroup"`, `"Window"` or `"Settings"`.
    package let kind: String
    /// The identifier given to the scene, if any.
    package let id: String?
    /// The root view of the window, inside what its scene modifiers wrap it in.
    package let makeRoot: @MainActor () -> AnyView

    /// Whether Tactile hosts it: a `Settings` window is never opened.
    package var isHosted: Bool { kind != "Settings" }

    /// The window of the scene `kind` named `id`, showing `content` inside `wrappers`.
    init<Content: View>(kind: String, id: String?, content: Content, wrappers: [SceneWrapper]) {
        self.kind = kind
        self.id = id
        makeRoot = { content.wrapped(in: wrappers) }
    }
}

/// A scene Tactile knows how to turn into windows (the built-in scenes and the scene modifiers);
/// every other scene is its `body`.
@MainActor
protocol PrimitiveScene {
    /// The windows of this scene, each root inside `wrappers` (the scene modifiers around it,
    /// outermost first).
    func windows(wrappers: [SceneWrapper]) -> [SceneWindow]
}

extension Scene {
    /// The windows of this scene (see ``PrimitiveScene``), in the order they are declared.
    func sceneWindows(wrappers: [SceneWrapper] = []) -> [SceneWindow] {
        if let primitive = self as? any PrimitiveScene { return primitive.windows(wrappers: wrappers) }
        return body.sceneWindows(wrappers: wrappers)
    }
}

/// What a scene modifier does to the root view of each window of its scene.
typealias SceneWrapper = @MainActor (AnyView) -> AnyView

extension View {
    /// This view inside `wrappers` (outermost first): the innermost scene modifier is the closest
    /// to the view, so that its environment values win, as an inner view modifier's do.
    func wrapped(in wrappers: [SceneWrapper]) -> AnyView {
        var view = AnyView(self)
        for wrap in wrappers.reversed() { view = wrap(view) }
        return view
    }
}

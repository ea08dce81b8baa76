import Foundation

/// Builds a scene from the scenes written in an ``App``'s or a ``Scene``'s `body`, as SwiftUI's
/// `SceneBuilder` does: one after another, and inside `if` (for example `if #available`).
@MainActor
@resultBuilder
public enum SceneBuilder {
    /// A scene as written.
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }

    /// One scene.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

    /// Several scenes, in order.
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> TupleScene<
        repeat each Content
    > {
        TupleScene(repeat each content)
    }

    /// A scene inside an `if` without `else`.
    public static func buildOptional<Content: Scene>(_ content: Content?) -> OptionalScene<Content> {
        OptionalScene(content: content)
    }

    /// A scene inside `if #available`.
    public static func buildLimitedAvailability<Content: Scene>(_ content: Content) -> Content { content }
}

/// Scenes written one after another in a ``SceneBuilder``.
public struct TupleScene<each Content: Scene>: Scene {
    let content: (repeat each Content)

    init(_ content: repeat each Content) { self.content = (repeat each content) }

    /// Never called: Tactile turns the scenes into windows itself.
    public var body: Never { fatalError("TupleScene has no body") }
}

extension TupleScene: PrimitiveScene {
    func windows(wrappers: [SceneWrapper]) -> [SceneWindow] {
        var windows: [SceneWindow] = []
        for scene in repeat each content { windows += scene.sceneWindows(wrappers: wrappers) }
        return windows
    }
}

/// A scene inside an `if` without `else` in a ``SceneBuilder``: no windows when the condition was
/// false.
public struct OptionalScene<Content: Scene>: Scene {
    let content: Content?

    init(content: Content?) { self.content = content }

    /// Never called: Tactile turns the scenes into windows itself.
    public var body: Never { fatalError("OptionalScene has no body") }
}

extension OptionalScene: PrimitiveScene {
    func windows(wrappers: [SceneWrapper]) -> [SceneWindow] {
        content?.sceneWindows(wrappers: wrappers) ?? []
    }
}

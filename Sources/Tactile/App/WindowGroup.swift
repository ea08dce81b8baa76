import Foundation

/// A scene that shows a group of identically structured windows, SwiftUI's `WindowGroup`: the
/// main scene of most apps.
///
/// On Linux, Tactile hosts one window of the group (``App/main()``, `TouchSimulator(app:)`, the
/// playground); the title and identifier are kept for the host to read. The data-presenting forms
/// (`WindowGroup(for:)`) are not built: they open windows by value, which one window cannot do.
public struct WindowGroup<Content: View>: Scene {
    let title: Text?
    let id: String?
    nonisolated(unsafe) let content: Content

    /// A window group whose windows show `content`.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        title = nil
        id = nil
        self.content = content()
    }

    /// A window group with an identifier (the one `openWindow(id:)` names).
    nonisolated public init(id: String, @ViewBuilder content: () -> Content) {
        title = nil
        self.id = id
        self.content = content()
    }

    /// A window group with a title.
    nonisolated public init(_ title: Text, @ViewBuilder content: () -> Content) {
        self.title = title
        id = nil
        self.content = content()
    }

    /// A window group with a title from a localized string key.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(Text(titleKey), content: content)
    }

    /// A window group with a title.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(Text(title), content: content)
    }

    /// A window group with a title and an identifier.
    nonisolated public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.id = id
        self.content = content()
    }

    /// A window group with a title from a localized string key, and an identifier.
    nonisolated public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        self.init(Text(titleKey), id: id, content: content)
    }

    /// A window group with a title and an identifier.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        self.init(Text(title), id: id, content: content)
    }

    /// Never called: Tactile turns the scene into a window itself.
    public var body: Never { fatalError("WindowGroup has no body") }
}

extension WindowGroup: PrimitiveScene {
    func windows(wrappers: [SceneWrapper]) -> [SceneWindow] {
        [SceneWindow(kind: "WindowGroup", id: id, content: content, wrappers: wrappers)]
    }
}

/// A scene that shows one unique window, SwiftUI's `Window` (macOS): hosted like a
/// ``WindowGroup``'s window.
public struct Window<Content: View>: Scene {
    let title: Text
    let id: String
    nonisolated(unsafe) let content: Content

    /// A window with a title and an identifier.
    nonisolated public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.id = id
        self.content = content()
    }

    /// A window with a title from a localized string key, and an identifier.
    nonisolated public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        self.init(Text(titleKey), id: id, content: content)
    }

    /// A window with a title and an identifier.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        self.init(Text(title), id: id, content: content)
    }

    /// Never called: Tactile turns the scene into a window itself.
    public var body: Never { fatalError("Window has no body") }
}

extension Window: PrimitiveScene {
    func windows(wrappers: [SceneWrapper]) -> [SceneWindow] {
        [SceneWindow(kind: "Window", id: id, content: content, wrappers: wrappers)]
    }
}

/// A scene for an app's settings window, SwiftUI's `Settings` (macOS). It compiles, so that apps
/// that declare one build on Linux, and Tactile never opens it: an app's window is its first
/// ``WindowGroup`` or ``Window``.
public struct Settings<Content: View>: Scene {
    nonisolated(unsafe) let content: Content

    /// A settings scene showing `content`.
    nonisolated public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// Never called: Tactile turns the scene into a window itself.
    public var body: Never { fatalError("Settings has no body") }
}

extension Settings: PrimitiveScene {
    func windows(wrappers: [SceneWrapper]) -> [SceneWindow] {
        [SceneWindow(kind: "Settings", id: nil, content: content, wrappers: wrappers)]
    }
}

import Foundation
import TactileExamples

/// What a ``PlaygroundServer`` serves: its list of scenes and a way to build one by id.
///
/// ``examples`` is the seed examples (`swift run tactile-playground`);
/// ``previews(inModules:sourceDirectories:)`` is a package's `#Preview`s and `PreviewProvider`s
/// (`swift run tactile-playground --package PATH`).
public struct SceneCatalog: Sendable {
    /// `examples` or `package`: what the page is told at `/playground.json`.
    public var mode: String
    /// The list at `/` and `/scenes.json`.
    public var scenes: @Sendable () async -> [SceneInfo]
    /// The scene with this id, ready to host, or `nil` if there is none.
    public var example: @Sendable (_ id: String) async -> Example?
    /// What a test downloaded from a session on the scene with this id builds (`nil`: the example
    /// of that id, ``SessionTestSubject/example(id:)``).
    public var testSubject: @Sendable (_ id: String) async -> SessionTestSubject?
    /// Why the scene with this id, listed, cannot be opened (an app with no window, say); asked
    /// when ``example`` gives `nil`, so the page is told why instead of "unknown scene".
    public var problem: @Sendable (_ id: String) async -> String? = { _ in nil }

    /// A catalogue of `mode` that lists `scenes`, builds them with `example`, and names them in
    /// downloaded tests with `testSubject`.
    public init(
        mode: String, scenes: @escaping @Sendable () async -> [SceneInfo],
        example: @escaping @Sendable (_ id: String) async -> Example?,
        testSubject: @escaping @Sendable (_ id: String) async -> SessionTestSubject? = { _ in nil }
    ) {
        self.mode = mode
        self.scenes = scenes
        self.example = example
        self.testSubject = testSubject
    }

    /// The seed examples (``ExampleCatalog``).
    public static let examples = SceneCatalog(
        mode: "examples", scenes: { ExampleCatalog.all.map(SceneInfo.init) },
        example: { ExampleCatalog.example(id: $0) })
}

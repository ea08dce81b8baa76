import Foundation

/// What a test downloaded from a playground session builds: the example or the preview the page
/// showed, as the test finds it again.
public enum SessionTestSubject: Sendable, Hashable {
    /// One of Tactile's examples, found by its catalogue identifier (`ExampleCatalog.example(id:)`):
    /// the test imports `TactileExamples`.
    case example(id: String)
    /// A `#Preview` or `PreviewProvider` view of the person's package: the test imports `module`,
    /// which registers it, and finds a `#Preview` by its file and name (`file` set: stable while
    /// the file is edited, unlike the registry's line-based id), a provider's view by its registry
    /// identifier `registryID` (`Module.Type[index]`).
    case preview(module: String, file: String?, name: String, registryID: String)
    /// The app of the person's package whose executable target is `module` and `@main` type `type`:
    /// the test imports the target with `@testable` and starts `TouchSimulator(app:)`.
    case app(module: String, type: String)
}

extension SessionTestSubject {
    /// The scene, as a downloaded test's file and function are named after it: an example's
    /// catalogue identifier (`carousel-list`), or a preview's file and name (`StageShowcase Stage`;
    /// a provider's registry identifier when it has no file). Named after the scene and not its
    /// title, so two sessions of one scene have names that differ only by their time.
    var sceneName: String {
        switch self {
        case .example(let id): id
        case .preview(_, let file, let name, let registryID):
            file.map { ($0 as NSString).deletingPathExtension + " " + name } ?? registryID
        case .app(_, let type): type
        }
    }
}

import Foundation

/// What a test downloaded from a playground session builds: the example or the preview the page
/// showed, as the test finds it again.
public enum SessionTestSubject: Sendable, Hashable {
    /// One of Tactile's examples, found by its catalogue identifier (`ExampleCatalog.example(id:)`):
    /// the test imports `TactileExamples`.
    case example(id: String)
    /// A `#Preview` or `PreviewProvider` of the person's package, found by its registry
    /// identifier (`PreviewRegistry.preview(id:)`): the test imports `module`, which registers it.
    case preview(id: String, module: String)
}

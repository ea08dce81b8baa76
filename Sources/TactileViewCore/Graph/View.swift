/// A piece of user interface, described as a value.
///
/// Write views exactly as with SwiftUI: a struct whose ``body`` builds other views. Tactile's
/// built-in views (``Text``, ``Circle``, ``VStack``, …) are *primitive*: their `Body` is `Never` and
/// the view graph turns them into nodes directly.
///
/// Bodies run on the main actor whenever the graph decides the view may have changed: a `@State`
/// it owns was written, an observed object published, or its parent's body ran again.
@MainActor @preconcurrency
public protocol View {
    /// The type of view this view's body builds.
    associatedtype Body: View

    /// The content of this view, rebuilt whenever its inputs change.
    @ViewBuilder @MainActor var body: Self.Body { get }
}

extension Never: View {
    /// `Never` is the body of primitive views; reading it is a programming error.
    public var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
    /// Primitive views have no body; the graph never reads it.
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}

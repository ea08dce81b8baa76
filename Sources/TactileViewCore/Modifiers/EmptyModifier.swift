import Foundation

/// A modifier that leaves its content as it is: SwiftUI's `EmptyModifier`.
///
/// Useful where a modifier is chosen at run time (`condition ? AnyModifier : EmptyModifier()`
/// through a generic) or as a default argument of a function that takes a modifier.
public struct EmptyModifier: ViewModifier, Sendable {
    /// The modifier that changes nothing, as a value.
    public static let identity = EmptyModifier()

    /// A primitive modifier: the graph resolves its content unchanged.
    public typealias Body = Never

    /// A modifier that changes nothing.
    nonisolated public init() {}

    /// Never called: the graph resolves the content directly.
    @MainActor public func body(content: Content) -> Never {
        fatalError("EmptyModifier is a primitive modifier")
    }
}

extension EmptyModifier: PrimitiveModifier {
    package func makeNodes(content: ModifierContentResolver, inputs: ResolveInputs) -> [ViewNode] {
        content.resolve(inputs)
    }
}

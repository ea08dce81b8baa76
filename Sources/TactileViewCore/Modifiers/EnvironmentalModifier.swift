import Foundation

/// A modifier that chooses the modifier to apply from the environment, SwiftUI's
/// `EnvironmentalModifier`: implement `resolve(in:)`, and the modifier it returns is applied
/// with the environment of the view it modifies, each time that environment is read.
///
/// ```swift
/// struct Emphasis: EnvironmentalModifier {
///     func resolve(in environment: EnvironmentValues) -> some ViewModifier {
///         PaddingAmount(points: environment.dynamicTypeSize.isAccessibilitySize ? 24 : 8)
///     }
/// }
/// ```
public protocol EnvironmentalModifier: ViewModifier {
    /// The modifier `resolve(in:)` returns.
    associatedtype ResolvedModifier: ViewModifier
    /// The modifier to apply in `environment`.
    func resolve(in environment: EnvironmentValues) -> ResolvedModifier
}

extension EnvironmentalModifier {
    /// The content with the modifier `resolve(in:)` returns for its environment.
    public func body(content: Content) -> some View {
        EnvironmentalModifierReader { environment in content.modifier(resolve(in: environment)) }
    }
}

/// Resolves its content with the environment it is resolved in.
struct EnvironmentalModifierReader<Content: View>: View {
    let content: @MainActor (EnvironmentValues) -> Content
    typealias Body = Never
}

extension EnvironmentalModifierReader: PrimitiveView {
    func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        inputs.graph.resolve(content(inputs.environment), inputs.child(.content))
    }
}

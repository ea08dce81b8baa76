extension EnvironmentValues {
    /// The colour controls use for their active parts (a slider's filled track, a switch that is
    /// on, a button's label): the tint set with `tint(_:)` or `accentColor(_:)` (a gradient tint
    /// gives its first colour), `nil` when none is set.
    var controlTint: Color? {
        tintStyle.map { $0.resolvedStyle(in: self).solidColor }
    }

    /// The tint in effect: the one set above, or the accent colour.
    var resolvedControlTint: Color { controlTint ?? .accentColor }
}

extension View {
    /// The accent colour of controls in this subtree (SwiftUI's older name for `tint(_:)`).
    @available(*, deprecated, message: "Use the asset catalog's accent color or View.tint(_:) instead.")
    nonisolated public func accentColor(_ accentColor: Color?) -> some View {
        tint(accentColor)
    }
}

/// Builds its content from the environment it is resolved in: how the built-in controls read the
/// tint, whether they are enabled and the colour scheme without a wrapper of their own.
struct ControlEnvironmentReader<Content: View>: View {
    let content: @MainActor (EnvironmentValues) -> Content
    typealias Body = Never
}

extension ControlEnvironmentReader: PrimitiveView {
    func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        inputs.graph.resolve(content(inputs.environment), inputs.child(.content))
    }
}

private struct ControlTintKey: EnvironmentKey {
    static let defaultValue: Color? = nil
}

extension EnvironmentValues {
    /// The colour controls use for their active parts (a slider's filled track, a switch that is
    /// on, a button's label); `nil` means ``Color/accentColor``. Set by `tint(_:)`
    /// and ``View/accentColor(_:)``.
    var controlTint: Color? {
        get { self[ControlTintKey.self] }
        set { self[ControlTintKey.self] = newValue }
    }

    /// The tint in effect: the one set above, or the accent colour.
    var resolvedControlTint: Color { controlTint ?? .accentColor }
}

extension View {
    /// The colour of controls in this subtree: a slider's filled track, a switch that is on, the
    /// label of a borderless or bordered button and a prominent button's fill.
    public func tint(_ tint: Color?) -> some View {
        modifier(EnvironmentWritingModifier { $0.controlTint = tint })
    }

    /// The accent colour of controls in this subtree (SwiftUI's older name for `tint(_:)`).
    @available(*, deprecated, message: "Use the asset catalog's accent color or View.tint(_:) instead.")
    public func accentColor(_ accentColor: Color?) -> some View {
        modifier(EnvironmentWritingModifier { $0.controlTint = accentColor })
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

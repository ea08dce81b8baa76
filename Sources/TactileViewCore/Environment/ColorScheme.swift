/// The light or dark appearance of a view.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    /// The light appearance (the default).
    case light
    /// The dark appearance.
    case dark
}

private struct ColorSchemeKey: EnvironmentKey {
    static let defaultValue: ColorScheme = .light
}

extension EnvironmentValues {
    /// The colour scheme of this subtree: `.light` unless set with
    /// `.environment(\.colorScheme, .dark)`, ``View/preferredColorScheme(_:)`` or by the host
    /// (``ViewHost/windowEnvironment``).
    ///
    /// The system colours (`.blue`, `.primary`, `.secondary`, `Color(.systemBackground)`, …)
    /// draw their dark values where it is `.dark`: colours are resolved in the environment of the
    /// view that draws them.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
}

/// `preferredColorScheme(_:)`: a marker the host reads (``ViewHost/preferredColorScheme``); it
/// also sets the scheme for its own subtree.
struct PreferredColorSchemeContent: NodeContent {
    let scheme: ColorScheme?
    var kindName: String { "preferredColorScheme" }
    var isLayoutNeutral: Bool { true }
}

struct PreferredColorSchemeModifier: PrimitiveModifier {
    let scheme: ColorScheme?
    func makeNodes(content: ModifierContentResolver, inputs: ResolveInputs) -> [ViewNode] {
        var childInputs = inputs
        if let scheme { childInputs.environment.colorScheme = scheme }
        return [inputs.node(PreferredColorSchemeContent(scheme: scheme), children: content.resolve(childInputs))]
    }
}

extension View {
    /// Asks the presentation that shows this view to use `colorScheme` (`nil`: no preference).
    /// The host reads it as ``ViewHost/preferredColorScheme``; the view's own subtree sees it in
    /// ``EnvironmentValues/colorScheme`` at once.
    nonisolated public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        modifier(PreferredColorSchemeModifier(scheme: colorScheme))
    }
}

import Foundation

private struct ForegroundStyleLevelsKey: EnvironmentKey { static let defaultValue: [AnyShapeStyle] = [] }
private struct TintStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }

extension EnvironmentValues {
    /// The secondary and tertiary foreground styles set with ``View/foregroundStyle(_:_:)`` or
    /// ``View/foregroundStyle(_:_:_:)`` (empty: each level is the primary style, fainter).
    var foregroundStyleLevels: [AnyShapeStyle] {
        get { self[ForegroundStyleLevelsKey.self] }
        set { self[ForegroundStyleLevelsKey.self] = newValue }
    }

    /// Sets the foreground style levels (primary first), each resolved here: a style that depends
    /// on the environment (`.secondary`, `.tint`, `.foreground`) means its value above this point,
    /// as in SwiftUI, so `.foregroundStyle(.secondary)` is the secondary of the enclosing style.
    mutating func setForegroundStyles(_ styles: [any ShapeStyle]) {
        let resolved = styles.map { AnyShapeStyle(ResolvedShapeStyle($0.resolvedStyle(in: self))) }
        foregroundStyle = resolved.first
        foregroundStyleLevels = Array(resolved.dropFirst())
    }

    /// The style `.tint` resolves to (`nil`: the accent colour).
    package var tintStyle: AnyShapeStyle? {
        get { self[TintStyleKey.self] }
        set { self[TintStyleKey.self] = newValue }
    }
}

extension View {
    /// The primary and secondary styles of content in this subtree: `.primary` (and text, symbols,
    /// unfilled shapes) draw with `primary`, `.secondary` with `secondary`.
    nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View
    {
        modifier(EnvironmentWritingModifier { $0.setForegroundStyles([primary, secondary]) })
    }

    /// The primary, secondary and tertiary styles of content in this subtree.
    nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
        _ primary: S1, _ secondary: S2, _ tertiary: S3
    ) -> some View {
        modifier(EnvironmentWritingModifier { $0.setForegroundStyles([primary, secondary, tertiary]) })
    }

    /// The tint of this subtree: what `.tint` draws with.
    nonisolated public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        modifier(
            EnvironmentWritingModifier { environment in
                environment.tintStyle = tint.map {
                    AnyShapeStyle(ResolvedShapeStyle($0.resolvedStyle(in: environment)))
                }
            })
    }

    /// The tint colour of this subtree.
    nonisolated public func tint(_ tint: Color?) -> some View {
        modifier(EnvironmentWritingModifier { $0.tintStyle = tint.map { AnyShapeStyle($0) } })
    }
}

/// A style already resolved against the environment where it was set.
struct ResolvedShapeStyle: ShapeStyle, ShapeStyleResolving {
    let style: ResolvedStyle
    init(_ style: ResolvedStyle) { self.style = style }
    func resolveStyle(in environment: EnvironmentValues) -> ResolvedStyle { style }
}

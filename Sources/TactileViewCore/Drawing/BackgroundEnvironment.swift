import Foundation

private struct BackgroundStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }
private struct BackgroundMaterialKey: EnvironmentKey { static let defaultValue: Material? = nil }
private struct BackgroundProminenceKey: EnvironmentKey { static let defaultValue = BackgroundProminence.standard }

extension EnvironmentValues {
    /// The style `BackgroundStyle` (`.background`) draws in here (`nil`: the system background),
    /// set with `View/backgroundStyle(_:)`.
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }

    /// The material the views here are drawn on, when a container says so (`nil` unless set).
    public var backgroundMaterial: Material? {
        get { self[BackgroundMaterialKey.self] }
        set { self[BackgroundMaterialKey.self] = newValue }
    }

    /// How prominent the background behind the views here is (standard unless set).
    public var backgroundProminence: BackgroundProminence {
        get { self[BackgroundProminenceKey.self] }
        set { self[BackgroundProminenceKey.self] = newValue }
    }
}

/// How prominent a background is, SwiftUI's `BackgroundProminence`: views on an increased one (a
/// selected row) may draw their content less colourfully.
public struct BackgroundProminence: Hashable, Sendable {
    let level: Int
    /// The usual background.
    public static let standard = BackgroundProminence(level: 0)
    /// A more prominent background.
    public static let increased = BackgroundProminence(level: 1)
}

extension View {
    /// Sets the style `.background` draws in for the views here.
    nonisolated public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.backgroundStyle, AnyShapeStyle(style))
    }
}

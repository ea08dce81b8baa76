import Foundation

/// How labels are drawn (`View/labelStyle(_:)`): the built-in styles (`.automatic`,
/// `.titleAndIcon`, `.titleOnly`, `.iconOnly`) or your own.
///
/// ```swift
/// struct TrailingIcon: LabelStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack { configuration.title; configuration.icon }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol LabelStyle {
    /// The view that draws the label.
    associatedtype Body: View
    /// Draws a label from its title and icon.
    @ViewBuilder @MainActor func makeBody(configuration: Self.Configuration) -> Self.Body
    /// The properties of a label as a style sees them.
    typealias Configuration = LabelStyleConfiguration
}

/// A label as a ``LabelStyle`` sees it: its title and its icon, as views.
@MainActor
public struct LabelStyleConfiguration {
    /// A label's title, as a view.
    public struct Title: View {
        let content: AnyView
        /// The title the label was made with.
        public var body: AnyView { content }
    }

    /// A label's icon, as a view.
    public struct Icon: View {
        let content: AnyView
        /// The icon the label was made with.
        public var body: AnyView { content }
    }

    /// The label's title.
    public let title: LabelStyleConfiguration.Title
    /// The label's icon.
    public let icon: LabelStyleConfiguration.Icon
}

/// The platform's style: on iOS, the title and the icon.
public struct DefaultLabelStyle: LabelStyle {
    /// The default style.
    nonisolated public init() {}

    /// The icon then the title.
    public func makeBody(configuration: Configuration) -> some View {
        TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
}

/// The icon then the title, 8 pt apart, centred vertically.
public struct TitleAndIconLabelStyle: LabelStyle {
    /// The title-and-icon style.
    nonisolated public init() {}

    /// The icon then the title.
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: LayoutDefaults.spacing) {
            configuration.icon
            configuration.title
        }
    }
}

/// The title alone.
public struct TitleOnlyLabelStyle: LabelStyle {
    /// The title-only style.
    nonisolated public init() {}

    /// The title.
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// The icon alone.
public struct IconOnlyLabelStyle: LabelStyle {
    /// The icon-only style.
    nonisolated public init() {}

    /// The icon.
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The platform's style (title and icon).
    nonisolated public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The icon then the title.
    nonisolated public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// The title alone.
    nonisolated public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// The icon alone.
    nonisolated public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

/// The label style in effect in a subtree, type-erased.
@MainActor
struct AnyLabelStyle {
    // Set by the nonisolated `labelStyle(_:)`; read only on the main actor, by the label's body.
    nonisolated(unsafe) private let style: any LabelStyle

    nonisolated init<S: LabelStyle>(_ style: S) { self.style = style }

    /// The style's body for `configuration`.
    func makeBody(_ configuration: LabelStyleConfiguration) -> AnyView {
        AnyView(style.makeBody(configuration: configuration))
    }

    /// The style of labels where none is set.
    static var automatic: AnyLabelStyle { AnyLabelStyle(DefaultLabelStyle()) }
}

private struct LabelStyleKey: EnvironmentKey {
    static var defaultValue: AnyLabelStyle? { nil }
}

extension EnvironmentValues {
    /// The label style set by `labelStyle(_:)` (`nil`: the automatic style).
    var labelStyle: AnyLabelStyle? {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the labels in this subtree with `style`.
    nonisolated public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        modifier(EnvironmentWritingModifier { $0.labelStyle = AnyLabelStyle(style) })
    }
}

import Foundation

/// How progress views are drawn (`View/progressViewStyle(_:)`): the built-in styles
/// (`.automatic`, `.linear`, `.circular`) or your own.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    /// The view that draws the progress view.
    associatedtype Body: View
    /// Draws a progress view from its fraction done and labels.
    @ViewBuilder @MainActor func makeBody(configuration: Self.Configuration) -> Self.Body
    /// The properties of a progress view as a style sees them.
    typealias Configuration = ProgressViewStyleConfiguration
}

/// A progress view as a ``ProgressViewStyle`` sees it.
public struct ProgressViewStyleConfiguration {
    /// A progress view's label, as a view.
    public struct Label: View {
        let content: AnyView
        /// The label the progress view was made with.
        public var body: AnyView { content }
    }

    /// A progress view's current value label, as a view.
    public struct CurrentValueLabel: View {
        let content: AnyView
        /// The current value label the progress view was made with.
        public var body: AnyView { content }
    }

    /// The fraction done, 0 to 1, or `nil` when the task's progress is indeterminate.
    public let fractionCompleted: Double?
    /// The progress view's label.
    public var label: ProgressViewStyleConfiguration.Label?
    /// The progress view's current value label.
    public var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel?
}

/// The platform's style: a bar when the progress is known, the activity indicator when not.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// The default style.
    nonisolated public init() {}

    /// The label, the bar or the indicator, then the current value label.
    public func makeBody(configuration: Configuration) -> some View {
        ProgressLayout(configuration: configuration, indicator: configuration.fractionCompleted == nil ? .wheel : .bar)
    }
}

/// A bar filled to the fraction done. *Decision*: with indeterminate progress the bar is drawn
/// empty (iOS animates nothing either).
public struct LinearProgressViewStyle: ProgressViewStyle {
    let tint: Color?

    /// The linear style.
    nonisolated public init() { tint = nil }

    /// The linear style, filled in `tint`.
    nonisolated public init(tint: Color) { self.tint = tint }

    /// The label, the bar, then the current value label.
    public func makeBody(configuration: Configuration) -> some View {
        ProgressLayout(configuration: configuration, indicator: .bar, tint: tint)
    }
}

/// The activity indicator, whatever the fraction done (as on iOS, where the circular style does
/// not show how far the task has got).
public struct CircularProgressViewStyle: ProgressViewStyle {
    let tint: Color?

    /// The circular style.
    nonisolated public init() { tint = nil }

    /// The circular style in `tint`.
    nonisolated public init(tint: Color) { self.tint = tint }

    /// The label, the indicator, then the current value label.
    public func makeBody(configuration: Configuration) -> some View {
        ProgressLayout(configuration: configuration, indicator: .wheel, tint: tint)
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The platform's style.
    nonisolated public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A bar filled to the fraction done.
    nonisolated public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// The activity indicator.
    nonisolated public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

/// The built-in styles' drawing: label, then a bar or the activity indicator, then the current
/// value label, leading-aligned; in `tint` when one is given, else in the tint in effect.
struct ProgressLayout: View {
    enum Indicator { case bar, wheel }

    let configuration: ProgressViewStyleConfiguration
    let indicator: Indicator
    var tint: Color?

    var body: some View {
        if let tint {
            stack.tint(tint)
        } else {
            stack
        }
    }

    private var stack: some View {
        VStack(alignment: .leading, spacing: ControlConstants.progressLabelSpacing) {
            configuration.label
            switch indicator {
            case .bar: ProgressBar(fraction: configuration.fractionCompleted ?? 0)
            case .wheel: ActivityIndicator()
            }
            configuration.currentValueLabel
        }
    }
}

/// The progress view style in effect in a subtree, type-erased.
@MainActor
struct AnyProgressViewStyle {
    // Set by the nonisolated `progressViewStyle(_:)`; read only on the main actor.
    nonisolated(unsafe) private let style: any ProgressViewStyle

    nonisolated init<S: ProgressViewStyle>(_ style: S) { self.style = style }

    /// The style's body for `configuration`.
    func makeBody(_ configuration: ProgressViewStyleConfiguration) -> AnyView {
        AnyView(style.makeBody(configuration: configuration))
    }

    /// The style of progress views where none is set.
    static var automatic: AnyProgressViewStyle { AnyProgressViewStyle(DefaultProgressViewStyle()) }
}

private struct ProgressViewStyleKey: EnvironmentKey {
    static var defaultValue: AnyProgressViewStyle? { nil }
}

extension EnvironmentValues {
    /// The progress view style set by `progressViewStyle(_:)` (`nil`: the automatic style).
    var progressViewStyle: AnyProgressViewStyle? {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the progress views in this subtree with `style`.
    nonisolated public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        modifier(EnvironmentWritingModifier { $0.progressViewStyle = AnyProgressViewStyle(style) })
    }
}

import Foundation

/// A view that shows the progress of a task: a bar filled to `value / total`, or, with no value,
/// an activity indicator.
///
/// ```swift
/// ProgressView("Downloading", value: received, total: size)
/// ProgressView()   // indeterminate
/// ```
///
/// The bar is 4 pt thick with round caps, as wide as offered, filled in the tint; the label is
/// above it and the current value label below. The indeterminate indicator is a 20 pt wheel of
/// eight spokes fading round it. *Approximation*: it is drawn still (Tactile has no
/// time-driven animation of its own yet), not spinning.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    /// The fraction done, 0 to 1, or `nil` for an indeterminate task.
    let fraction: Double?
    nonisolated(unsafe) let label: Label
    nonisolated(unsafe) let currentValueLabel: CurrentValueLabel
    /// Set by `init(_:)` with a configuration: draw with the default style, not the style in
    /// effect (which made this view).
    private(set) var usesDefaultStyle = false

    nonisolated init(fraction: Double?, label: Label, currentValueLabel: CurrentValueLabel) {
        self.fraction = fraction.map { $0.isNaN ? 0 : min(max($0, 0), 1) }
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    /// A progress view with a label and a current value label; `value` is clamped to `0...total`,
    /// and `nil` shows an indeterminate indicator.
    nonisolated public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            fraction: value.map { total > 0 ? Double($0) / Double(total) : 0 }, label: label(),
            currentValueLabel: currentValueLabel())
    }

    /// The progress view, drawn by the progress view style in effect (`progressViewStyle(_:)`):
    /// by default the label, the bar or the indicator, then the current value label.
    public var body: some View {
        let configuration = ProgressViewStyleConfiguration(
            fractionCompleted: fraction, label: .init(content: AnyView(label)),
            currentValueLabel: .init(content: AnyView(currentValueLabel)))
        let usesDefaultStyle = self.usesDefaultStyle
        ControlEnvironmentReader { environment in
            (usesDefaultStyle ? AnyProgressViewStyle.automatic : environment.progressViewStyle ?? .automatic)
                .makeBody(configuration)
        }
    }
}

extension ProgressView
where
    Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel
{
    /// A progress view made from a style's configuration, drawn with the default style: how a
    /// ``ProgressViewStyle`` wraps the standard progress view.
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(
            fraction: configuration.fractionCompleted,
            label: configuration.label ?? .init(content: AnyView(EmptyView())),
            currentValueLabel: configuration.currentValueLabel ?? .init(content: AnyView(EmptyView())))
        usesDefaultStyle = true
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// A progress view with a label; `nil` shows an indeterminate indicator.
    nonisolated public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(value: value, total: total, label: label, currentValueLabel: { EmptyView() })
    }

    /// An indeterminate progress view with a label.
    nonisolated public init(@ViewBuilder label: () -> Label) {
        self.init(fraction: nil, label: label(), currentValueLabel: EmptyView())
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view.
    nonisolated public init() {
        self.init(fraction: nil, label: EmptyView(), currentValueLabel: EmptyView())
    }

    /// A progress bar for `value` out of `total`; `nil` shows an indeterminate indicator.
    nonisolated public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(value: value, total: total, label: { EmptyView() }, currentValueLabel: { EmptyView() })
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view titled `title`.
    nonisolated public init<S: StringProtocol>(_ title: S) {
        self.init(fraction: nil, label: Text(title), currentValueLabel: EmptyView())
    }

    /// An indeterminate progress view titled with a localized key.
    nonisolated public init(_ titleKey: LocalizedStringKey) {
        self.init(fraction: nil, label: Text(titleKey), currentValueLabel: EmptyView())
    }

    /// A progress bar titled `title` for `value` out of `total`.
    nonisolated public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(value: value, total: total, label: { Text(title) }, currentValueLabel: { EmptyView() })
    }

    /// A progress bar titled with a localized key for `value` out of `total`.
    nonisolated public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(value: value, total: total, label: { Text(titleKey) }, currentValueLabel: { EmptyView() })
    }
}

/// The indeterminate indicator: spokes round a wheel, each fainter than the one before.
struct ActivityIndicator: View {
    var body: some View {
        let count = ControlConstants.activitySpokeCount
        ZStack {
            ForEach(0..<count, id: \.self) { index in
                Capsule()
                    .fill(Color.gray.opacity(1 - Double(index) / Double(count) * 0.75))
                    .frame(
                        width: ControlConstants.activitySpokeSize.width,
                        height: ControlConstants.activitySpokeSize.height
                    )
                    .offset(y: -ControlConstants.activitySpokeOffset)
                    .rotationEffect(.degrees(Double(index) * 360 / Double(count)))
            }
        }
        .frame(width: ControlConstants.activityIndicatorDiameter, height: ControlConstants.activityIndicatorDiameter)
    }
}

import Foundation

/// How gauges are drawn (`View/gaugeStyle(_:)`): the built-in styles or your own.
@MainActor @preconcurrency
public protocol GaugeStyle {
    /// The view that draws the gauge.
    associatedtype Body: View
    /// Draws a gauge from its configuration.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    /// A gauge as a style sees it.
    typealias Configuration = GaugeStyleConfiguration
}

/// A gauge as a `GaugeStyle` sees it: the value as a fraction of the range, and the labels.
public struct GaugeStyleConfiguration {
    /// A gauge's label, as a view.
    public struct Label: View {
        let content: AnyView
        /// The label the gauge was made with.
        public var body: AnyView { content }
    }

    /// A gauge's current value label, as a view.
    public struct CurrentValueLabel: View {
        let content: AnyView
        /// The current value label the gauge was made with.
        public var body: AnyView { content }
    }

    /// A gauge's minimum value label, as a view.
    public struct MinimumValueLabel: View {
        let content: AnyView
        /// The minimum value label the gauge was made with.
        public var body: AnyView { content }
    }

    /// A gauge's maximum value label, as a view.
    public struct MaximumValueLabel: View {
        let content: AnyView
        /// The maximum value label the gauge was made with.
        public var body: AnyView { content }
    }

    /// One of a gauge's marked value labels, as a view.
    public struct MarkedValueLabel: View {
        let content: AnyView
        /// The marked value label.
        public var body: AnyView { content }
    }

    /// The value's fraction of the gauge's range, 0 to 1.
    public var value: Double
    /// The gauge's label.
    public var label: GaugeStyleConfiguration.Label
    /// The gauge's current value label.
    public var currentValueLabel: GaugeStyleConfiguration.CurrentValueLabel?
    /// The gauge's minimum value label.
    public var minimumValueLabel: GaugeStyleConfiguration.MinimumValueLabel?
    /// The gauge's maximum value label.
    public var maximumValueLabel: GaugeStyleConfiguration.MaximumValueLabel?
}

/// The platform's style: on iOS, the linear capacity style.
public struct DefaultGaugeStyle: GaugeStyle {
    /// The default style.
    public init() {}

    /// The label, the filled track with the bound labels at its ends, the current value label.
    public func makeBody(configuration: Configuration) -> some View {
        GaugeLinearLayout(configuration: configuration, thickness: GaugeMetrics.trackThickness, marker: false)
    }
}

/// A track filled to the value: the label above it, the bound labels at its ends, the current
/// value label below (as the default style on iOS).
public struct LinearCapacityGaugeStyle: GaugeStyle {
    /// The linear capacity style.
    public init() {}

    /// The label, the filled track, the current value label.
    public func makeBody(configuration: Configuration) -> some View {
        GaugeLinearLayout(configuration: configuration, thickness: GaugeMetrics.trackThickness, marker: false)
    }
}

/// A thin track with a dot at the value, the bound labels at its ends.
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    /// The accessory linear style.
    public init() {}

    /// The thin track with its marker.
    public func makeBody(configuration: Configuration) -> some View {
        GaugeLinearLayout(configuration: configuration, thickness: GaugeMetrics.accessoryTrackThickness, marker: true)
    }
}

/// A thin track filled to the value, the bound labels at its ends.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    /// The accessory linear capacity style.
    public init() {}

    /// The thin filled track.
    public func makeBody(configuration: Configuration) -> some View {
        GaugeLinearLayout(configuration: configuration, thickness: GaugeMetrics.accessoryTrackThickness, marker: false)
    }
}

/// An open ring (three quarters of a circle, open at the bottom) with a dot at the value, the
/// current value label in its middle.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    /// The accessory circular style.
    public init() {}

    /// The open ring with its marker.
    public func makeBody(configuration: Configuration) -> some View {
        GaugeRing(configuration: configuration, open: true)
    }
}

/// A ring filled round to the value from the top, the current value label in its middle.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    /// The accessory circular capacity style.
    public init() {}

    /// The filled ring.
    public func makeBody(configuration: Configuration) -> some View {
        GaugeRing(configuration: configuration, open: false)
    }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The platform's style.
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A track filled to the value.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// A thin track with a dot at the value.
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// A thin track filled to the value.
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle {
        AccessoryLinearCapacityGaugeStyle()
    }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// An open ring with a dot at the value.
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// A ring filled to the value.
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
        AccessoryCircularCapacityGaugeStyle()
    }
}

/// The linear styles' drawing: the label, the track with the bound labels at its ends (filled to
/// the value, or with a dot at it), the current value label.
struct GaugeLinearLayout: View {
    let configuration: GaugeStyleConfiguration
    let thickness: CGFloat
    let marker: Bool

    var body: some View {
        let fraction = configuration.value
        VStack(alignment: .leading, spacing: GaugeMetrics.spacing) {
            configuration.label
            HStack(spacing: GaugeMetrics.spacing) {
                configuration.minimumValueLabel.font(.caption)
                if marker {
                    ControlEnvironmentReader { environment in
                        GeometryReader { proxy in
                            ZStack(alignment: .leading) {
                                Capsule().fill(ControlConstants.sliderTrackColor).frame(height: thickness)
                                Circle().fill(environment.resolvedControlTint)
                                    .frame(width: GaugeMetrics.markerDiameter, height: GaugeMetrics.markerDiameter)
                                    .offset(x: (proxy.size.width - GaugeMetrics.markerDiameter) * CGFloat(fraction))
                            }
                        }
                        .frame(height: GaugeMetrics.markerDiameter)
                    }
                } else {
                    ProgressBar(fraction: fraction, thickness: thickness)
                }
                configuration.maximumValueLabel.font(.caption)
            }
            configuration.currentValueLabel.font(.caption).foregroundStyle(.secondary)
        }
    }
}

/// The circular styles' drawing: a grey ring and, in the tint, the part up to the value (or, open,
/// a dot at the value on a three-quarter ring), the current value label in the middle.
struct GaugeRing: View {
    let configuration: GaugeStyleConfiguration
    let open: Bool

    var body: some View {
        let fraction = CGFloat(configuration.value)
        let span = open ? GaugeMetrics.openArcFraction : 1
        // An open ring starts at the bottom left: a quarter turn plus half the gap past the top.
        let start = open ? Angle.degrees(90 + 360 * Double(1 - span) / 2) : Angle.degrees(-90)
        let stroke = StrokeStyle(lineWidth: GaugeMetrics.ringLineWidth, lineCap: .round)
        ControlEnvironmentReader { environment in
            ZStack {
                Circle().trim(from: 0, to: span).stroke(ControlConstants.sliderTrackColor, style: stroke)
                    .rotationEffect(start)
                if open {
                    Circle().trim(from: fraction * span, to: fraction * span)
                        .stroke(environment.resolvedControlTint, style: stroke)
                        .rotationEffect(start)
                } else {
                    Circle().trim(from: 0, to: fraction).stroke(environment.resolvedControlTint, style: stroke)
                        .rotationEffect(start)
                }
                configuration.currentValueLabel.font(.caption)
            }
            .frame(width: GaugeMetrics.ringDiameter, height: GaugeMetrics.ringDiameter)
        }
    }
}

/// The gauge style in effect in a subtree, type-erased.
@MainActor
struct AnyGaugeStyle {
    // Set by the nonisolated `gaugeStyle(_:)`; read only on the main actor.
    nonisolated(unsafe) private let style: any GaugeStyle

    nonisolated init<S: GaugeStyle>(_ style: S) { self.style = style }

    /// The style's body for `configuration`.
    func makeBody(_ configuration: GaugeStyleConfiguration) -> AnyView {
        AnyView(style.makeBody(configuration: configuration))
    }
}

private struct GaugeStyleKey: EnvironmentKey {
    static var defaultValue: AnyGaugeStyle? { nil }
}

extension EnvironmentValues {
    /// The gauge style set by `gaugeStyle(_:)` (`nil`: the automatic style).
    var gaugeStyle: AnyGaugeStyle? {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the gauges in this subtree with `style`.
    nonisolated public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        modifier(EnvironmentWritingModifier { $0.gaugeStyle = AnyGaugeStyle(style) })
    }
}

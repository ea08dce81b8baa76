import Foundation

/// Shows a value within a range, SwiftUI's `Gauge`, drawn by the gauge style in effect
/// (`View/gaugeStyle(_:)`); by default iOS's linear style: the label above a capsule track filled
/// to the value's fraction of the range in the tint, the minimum and maximum value labels at its
/// ends and the current value label below.
///
/// A value outside the range is clamped to it; an empty or reversed range (or a NaN value) draws
/// an empty track.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    nonisolated(unsafe) let label: Label
    nonisolated(unsafe) let currentValueLabel: CurrentValueLabel
    nonisolated(unsafe) let minimumValueLabel: BoundsLabel
    nonisolated(unsafe) let maximumValueLabel: BoundsLabel
    nonisolated(unsafe) var markedValueLabels: MarkedValueLabels? = nil

    /// The gauge, drawn by the style in effect.
    public var body: some View {
        // A label the gauge was made without is absent, so that a style's stack leaves no space
        // for it.
        let hasBounds = BoundsLabel.self != EmptyView.self
        let configuration = GaugeStyleConfiguration(
            value: fraction, label: .init(content: AnyView(label)),
            currentValueLabel: CurrentValueLabel.self == EmptyView.self
                ? nil : .init(content: AnyView(currentValueLabel)),
            minimumValueLabel: hasBounds ? .init(content: AnyView(minimumValueLabel)) : nil,
            maximumValueLabel: hasBounds ? .init(content: AnyView(maximumValueLabel)) : nil)
        ControlEnvironmentReader { environment in
            (environment.gaugeStyle ?? AnyGaugeStyle(DefaultGaugeStyle())).makeBody(configuration)
        }
    }

    nonisolated init<V: BinaryFloatingPoint>(
        value: V, bounds: ClosedRange<V>, label: Label, currentValueLabel: CurrentValueLabel,
        minimumValueLabel: BoundsLabel, maximumValueLabel: BoundsLabel
    ) {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        let raw = span > 0 ? Double(value - bounds.lowerBound) / span : 0
        fraction = raw.isNaN ? 0 : min(max(raw, 0), 1)
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` in `bounds` (0…1 by default).
    nonisolated public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label
    ) {
        self.init(
            value: value, bounds: bounds, label: label(), currentValueLabel: EmptyView(),
            minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView())
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge with a label for the current value.
    nonisolated public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(),
            minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView())
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// A gauge with labels for the current value and both bounds.
    nonisolated public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) {
        self.init(
            value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(),
            minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }
}

extension Gauge where BoundsLabel == EmptyView {
    /// A gauge with a label for the current value and labels for marked values.
    ///
    /// *Accepted*: the marked value labels are kept; the built-in styles draw none (iOS's draw
    /// them only in a few accessory styles).
    nonisolated public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder markedValueLabels: () -> MarkedValueLabels
    ) {
        self.init(
            value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(),
            minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView())
        self.markedValueLabels = markedValueLabels()
    }
}

extension Gauge {
    /// A gauge with labels for the current value, both bounds and marked values.
    ///
    /// *Accepted*: the marked value labels are kept; the built-in styles draw none.
    nonisolated public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel,
        @ViewBuilder markedValueLabels: () -> MarkedValueLabels
    ) {
        self.init(
            value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(),
            minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
        self.markedValueLabels = markedValueLabels()
    }
}

enum GaugeMetrics {
    /// Space between the label, the track and the value labels.
    static let spacing: CGFloat = 4
    /// The track's thickness (iOS's linear gauge).
    static let trackThickness: CGFloat = 6
    /// The accessory styles' thinner track.
    static let accessoryTrackThickness: CGFloat = 4
    /// The accessory linear style's marker: a dot this wide at the value.
    static let markerDiameter: CGFloat = 8
    /// The circular styles' ring: its diameter and line width (a watch complication's size,
    /// which iOS uses for these styles on lock screen widgets).
    static let ringDiameter: CGFloat = 58
    static let ringLineWidth: CGFloat = 6
    /// The open circular style's arc: three quarters of a turn with the gap at the bottom.
    static let openArcFraction: CGFloat = 0.75
}

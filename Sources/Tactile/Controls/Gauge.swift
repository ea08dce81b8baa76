import Foundation

/// Shows a value within a range, SwiftUI's `Gauge`, drawn in iOS's default linear style: the
/// label above a capsule track filled to the value's fraction of the range in the tint, the
/// minimum and maximum value labels at its ends and the current value label below.
///
/// A value outside the range is clamped to it; an empty or reversed range (or a NaN value) draws
/// an empty track.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    nonisolated(unsafe) let label: Label
    nonisolated(unsafe) let currentValueLabel: CurrentValueLabel
    nonisolated(unsafe) let minimumValueLabel: BoundsLabel
    nonisolated(unsafe) let maximumValueLabel: BoundsLabel

    /// The label, the track with the bound labels at its ends, and the current value label.
    public var body: some View {
        VStack(alignment: .leading, spacing: GaugeMetrics.spacing) {
            label
            HStack(spacing: GaugeMetrics.spacing) {
                minimumValueLabel.font(.caption)
                ProgressBar(fraction: fraction, thickness: GaugeMetrics.trackThickness)
                maximumValueLabel.font(.caption)
            }
            currentValueLabel.font(.caption).foregroundStyle(.secondary)
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

enum GaugeMetrics {
    /// Space between the label, the track and the value labels.
    static let spacing: CGFloat = 4
    /// The track's thickness (iOS's linear gauge).
    static let trackThickness: CGFloat = 6
}

import Foundation

/// A control for choosing a value from a closed range by dragging a thumb along a track.
///
/// Drawn like iOS's slider: a 4 pt track with round caps, filled in the tint (`tint(_:)`)
/// up to a white 28 pt thumb, with the optional value labels before and after it. The label is
/// kept for accessibility and not drawn, as on iOS.
///
/// A drag that starts anywhere on the slider moves the thumb to the finger and follows it
/// (approximation: iOS's slider only starts a drag on the thumb). Values clamp to the range,
/// snap to `step` when one is given, and `onEditingChanged` is called with `true` when the drag
/// begins and `false` when it ends, fails or is cancelled. "Controls" in Docs/ViewLayer.md says what bad input
/// (an out-of-range or NaN value, a single-point or infinite range, a step of zero) does.
public struct Slider<Label: View, ValueLabel: View>: View {
    nonisolated(unsafe) let input: SliderInput
    nonisolated(unsafe) let label: Label
    nonisolated(unsafe) let minimumValueLabel: ValueLabel
    nonisolated(unsafe) let maximumValueLabel: ValueLabel
    nonisolated(unsafe) let onEditingChanged: (Bool) -> Void
    @State private var isEditing = false

    nonisolated init<V: BinaryFloatingPoint>(
        value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?, label: Label, minimumValueLabel: ValueLabel,
        maximumValueLabel: ValueLabel, onEditingChanged: @escaping (Bool) -> Void
    ) where V.Stride: BinaryFloatingPoint {
        input = SliderInput(
            value: Double(value.wrappedValue), lower: Double(bounds.lowerBound), upper: Double(bounds.upperBound),
            step: step.map { Double($0) }, write: { value.wrappedValue = V($0) })
        self.label = label
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        self.onEditingChanged = onEditingChanged
    }

    /// The slider: its value labels around the track.
    public var body: some View {
        let editing = $isEditing, onEditingChanged = self.onEditingChanged, input = self.input
        HStack(spacing: ControlConstants.sliderLabelSpacing) {
            minimumValueLabel
            ControlEnvironmentReader { environment in
                SliderTrack(
                    fraction: input.fraction, tint: environment.isEnabled ? environment.resolvedControlTint : .gray,
                    isEnabled: environment.isEnabled,
                    onChange: { fraction in
                        if !editing.wrappedValue {
                            editing.wrappedValue = true
                            onEditingChanged(true)
                        }
                        input.set(fraction: fraction)
                    },
                    onEnd: {
                        guard editing.wrappedValue else { return }
                        editing.wrappedValue = false
                        onEditingChanged(false)
                    })
            }
            maximumValueLabel
        }
        // What VoiceOver reads and does: the value in per cent, swipes up and down to adjust.
        .accessibilityValue(input.accessibilityValue)
        .accessibilityAdjustableAction { input.adjust($0) }
    }
}

extension Slider {
    /// A slider with a label and labels for the range's ends.
    nonisolated public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: minimumValueLabel(),
            maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }

    /// A stepped slider with a label and labels for the range's ends.
    nonisolated public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: step, label: label(), minimumValueLabel: minimumValueLabel(),
            maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }

    /// A slider with labels for the range's ends (the older argument order).
    @_disfavoredOverload
    @available(*, deprecated, renamed: "init(value:in:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)")
    nonisolated public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: minimumValueLabel,
            maximumValueLabel: maximumValueLabel, onEditingChanged: onEditingChanged)
    }

    /// A stepped slider with labels for the range's ends (the older argument order).
    @_disfavoredOverload
    @available(
        *, deprecated, renamed: "init(value:in:step:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)"
    )
    nonisolated public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, minimumValueLabel: ValueLabel,
        maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: step, label: label(), minimumValueLabel: minimumValueLabel,
            maximumValueLabel: maximumValueLabel, onEditingChanged: onEditingChanged)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider with a label.
    nonisolated public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: EmptyView(),
            maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
    }

    /// A stepped slider with a label.
    nonisolated public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: step, label: label(), minimumValueLabel: EmptyView(),
            maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
    }

    /// A slider with a label (the older argument order).
    @_disfavoredOverload
    @available(*, deprecated, renamed: "init(value:in:label:onEditingChanged:)")
    nonisolated public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: EmptyView(),
            maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
    }

    /// A stepped slider with a label (the older argument order).
    @_disfavoredOverload
    @available(*, deprecated, renamed: "init(value:in:step:label:onEditingChanged:)")
    nonisolated public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: step, label: label(), minimumValueLabel: EmptyView(),
            maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider over `bounds` (0…1 by default).
    nonisolated public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, label: EmptyView(), minimumValueLabel: EmptyView(),
            maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
    }

    /// A slider over `bounds` whose value snaps to multiples of `step` from the lower bound.
    nonisolated public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: step, label: EmptyView(), minimumValueLabel: EmptyView(),
            maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
    }
}

/// A control with − and + buttons that decrement and increment a value.
///
/// Drawn like iOS's stepper: the label at the leading edge and a 94 × 32 rounded pair of buttons at
/// the trailing edge, taking the width it is offered. Each half is a `Button` (press tracking,
/// action on release inside); a half is disabled when it has no action or the value is at that
/// end of its range. `onEditingChanged` is called with `true` when a half is pressed and `false`
/// when the press ends (after the value changed). Approximation: holding a half does not repeat.
///
/// Bad input: a value outside the range is clamped into it by the first press; a step of zero
/// changes nothing; a negative step swaps the buttons' directions (as its arithmetic says).
public struct Stepper<Label: View>: View {
    nonisolated(unsafe) let label: Label
    nonisolated(unsafe) let onIncrement: (() -> Void)?
    nonisolated(unsafe) let onDecrement: (() -> Void)?
    nonisolated(unsafe) let onEditingChanged: (Bool) -> Void
    /// The value as a `format:` initializer wrote it: the stepper's accessibility value.
    var accessibilityValueText: String? = nil

    /// A stepper that calls `onIncrement` and `onDecrement`; a `nil` action disables its half.
    nonisolated public init(
        onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
        self.onEditingChanged = onEditingChanged
    }

    /// A stepper that adds `step` to and subtracts it from `value`.
    nonisolated public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.init(
            onIncrement: { value.wrappedValue = value.wrappedValue.advanced(by: step) },
            onDecrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) },
            onEditingChanged: onEditingChanged, label: label)
    }

    /// A stepper that moves `value` by `step` within `bounds`; a half is disabled at its end.
    nonisolated public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        func clamped(_ v: V) -> V { min(max(v, bounds.lowerBound), bounds.upperBound) }
        let current = value.wrappedValue
        let canIncrement = current < bounds.upperBound && clamped(current.advanced(by: step)) != current
        let canDecrement = current > bounds.lowerBound && clamped(current.advanced(by: -step)) != current
        self.init(
            onIncrement: canIncrement ? { value.wrappedValue = clamped(value.wrappedValue.advanced(by: step)) } : nil,
            onDecrement: canDecrement ? { value.wrappedValue = clamped(value.wrappedValue.advanced(by: -step)) } : nil,
            onEditingChanged: onEditingChanged, label: label)
    }

    /// The label and the pair of buttons.
    public var body: some View {
        let onEditingChanged = self.onEditingChanged
        let stepper = HStack {
            label
            Spacer()
            HStack(spacing: 0) {
                StepperHalf(symbol: "minus", action: onDecrement, onEditingChanged: onEditingChanged)
                Rectangle().fill(Color.gray.opacity(0.3))
                    .frame(
                        width: ControlConstants.stepperSeparatorSize.width,
                        height: ControlConstants.stepperSeparatorSize.height)
                StepperHalf(symbol: "plus", action: onIncrement, onEditingChanged: onEditingChanged)
            }
            .background(
                RoundedRectangle(cornerRadius: ControlConstants.stepperCornerRadius).fill(
                    ControlConstants.stepperFillColor))
        }
        if let accessibilityValueText {
            stepper.accessibilityValue(accessibilityValueText)
        } else {
            stepper
        }
    }
}

extension Stepper where Label == Text {
    /// A stepper with a text label that calls `onIncrement` and `onDecrement`.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged) {
            Text(titleKey)
        }
    }

    /// A stepper with a string label that calls `onIncrement` and `onDecrement`.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged) {
            Text(title)
        }
    }

    /// A stepper with a text label over `value`.
    nonisolated public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    /// A stepper with a string label over `value`.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    /// A stepper with a text label over `value` within `bounds`.
    nonisolated public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    /// A stepper with a string label over `value` within `bounds`.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }
}

/// One half of a stepper: a button with a − or + symbol, 47 × 32.
struct StepperHalf: View {
    let symbol: String
    let action: (() -> Void)?
    let onEditingChanged: (Bool) -> Void

    var body: some View {
        Button(action: action ?? {}) {
            Image(systemName: symbol)
                .frame(width: ControlConstants.stepperSize.width / 2, height: ControlConstants.stepperSize.height)
                .contentShape(Rectangle())
        }
        .buttonStyle(StepperHalfStyle(onEditingChanged: onEditingChanged))
        .disabled(action == nil)
        .accessibilityIdentifier(symbol == "plus" ? "Increment" : "Decrement")
    }
}

/// The look of a stepper half: the symbol in the primary colour (grey when disabled), dimmed
/// while pressed; reports presses as editing.
struct StepperHalfStyle: ButtonStyle {
    let onEditingChanged: (Bool) -> Void

    func makeBody(configuration: Configuration) -> some View {
        let onEditingChanged = self.onEditingChanged
        ControlEnvironmentReader { environment in
            configuration.label
                .foregroundColor(environment.isEnabled ? .primary : .gray)
                .opacity(configuration.isPressed ? ControlConstants.pressedOpacity : 1)
                .onChange(of: configuration.isPressed) { _, pressed in onEditingChanged(pressed) }
        }
    }
}

import Foundation

/// The other ways to make a `Stepper`: the label before `onEditingChanged` (SwiftUI's newer
/// order), and a format for the value, which the stepper's accessibility value reads.
extension Stepper {
    /// A stepper with a label view that calls `onIncrement` and `onDecrement` (the older order,
    /// label first).
    @available(*, deprecated, renamed: "init(onIncrement:onDecrement:onEditingChanged:label:)")
    nonisolated public init(
        label: Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged) { label }
    }

    /// A stepper over `value` with a label view, `onEditingChanged` last.
    nonisolated public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged, label: label)
    }

    /// A stepper over `value` within `bounds` with a label view, `onEditingChanged` last.
    nonisolated public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged, label: label)
    }

    /// A stepper over `value` whose accessibility value is `value` as `format` writes it.
    nonisolated public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged, label: label)
        accessibilityValueText = format.format(value.wrappedValue)
    }

    /// A stepper over `value` within `bounds` whose accessibility value is `value` as `format`
    /// writes it.
    nonisolated public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1,
        format: F, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged, label: label)
        accessibilityValueText = format.format(value.wrappedValue)
    }
}

extension Stepper where Label == Text {
    /// A titled stepper over `value` whose accessibility value is `value` as `format` writes it.
    nonisolated public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(
            value: value, step: step, format: format, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    /// A titled stepper over `value` whose accessibility value is `value` as `format` writes it.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step, format: format, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    /// A titled stepper over `value` within `bounds` whose accessibility value is `value` as
    /// `format` writes it.
    nonisolated public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
        step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(
            value: value, in: bounds, step: step, format: format, label: { Text(titleKey) },
            onEditingChanged: onEditingChanged)
    }

    /// A titled stepper over `value` within `bounds` whose accessibility value is `value` as
    /// `format` writes it.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
        step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(
            value: value, in: bounds, step: step, format: format, label: { Text(title) },
            onEditingChanged: onEditingChanged)
    }
}

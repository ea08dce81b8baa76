import Foundation

/// Which view an assistive technology's focus is on, SwiftUI's `@AccessibilityFocusState`: a
/// `Bool` (focused or not) or an optional value naming the focused view, bound with
/// `View/accessibilityFocused(_:)` and `View/accessibilityFocused(_:equals:)`.
///
/// Setting the value moves the focus: the element bound to it is the focused one in the
/// accessibility tree (`AccessibilityElement.isAccessibilityFocused`). Moving the focus to an
/// element (the test kit's `moveAccessibilityFocus(to:)`, as a screen reader's swipe would) sets
/// the value.
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
    let state: State<Value>

    /// Which view has the focus.
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// A binding to pass to `View/accessibilityFocused(_:)` or
    /// `View/accessibilityFocused(_:equals:)`.
    public var projectedValue: Binding { Binding(base: state.projectedValue) }

    /// A focus state that is not focused.
    public init() where Value == Bool { state = State(wrappedValue: false) }

    /// A focus state for the given assistive technologies (on Linux, any), not focused.
    public init(for technologies: AccessibilityTechnologies) where Value == Bool { self.init() }

    /// A focus state with no view focused.
    public init<T: Hashable>() where Value == T? { state = State(wrappedValue: nil) }

    /// A focus state for the given assistive technologies (on Linux, any), with no view focused.
    public init<T: Hashable>(for technologies: AccessibilityTechnologies) where Value == T? {
        state = State(wrappedValue: nil)
    }

    /// An accessibility focus state read and changed by the views it is passed to.
    @propertyWrapper
    public struct Binding: @unchecked Sendable {
        // Unchecked: the binding is read and written on the main actor, where views resolve.
        let base: TactileViewCore.Binding<Value>

        /// Which view has the focus.
        public var wrappedValue: Value {
            get { base.wrappedValue }
            nonmutating set { base.wrappedValue = newValue }
        }

        /// This binding.
        public var projectedValue: Binding { self }
    }
}

extension View {
    /// Binds this view's accessibility focus to `condition`: focused while it is `true`; moving the
    /// focus here sets it to `true`.
    nonisolated public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View {
        accessibilityAttachment(.focus(isFocused: condition.wrappedValue) { condition.wrappedValue = true })
    }

    /// Binds this view's accessibility focus to `binding`: focused while it equals `value`; moving
    /// the focus here sets it to `value`.
    nonisolated public func accessibilityFocused<Value: Hashable>(
        _ binding: AccessibilityFocusState<Value>.Binding, equals value: Value
    ) -> some View {
        let target = FocusTarget(value: value)
        return accessibilityAttachment(
            .focus(isFocused: binding.wrappedValue == value) { binding.wrappedValue = target.value })
    }
}

/// The value a focus binding is set to, carried into the main actor where the focus moves.
private struct FocusTarget<Value>: @unchecked Sendable {
    let value: Value
}

// MARK: - Sendable

/// `AccessibilityFocusState` is `Sendable` when its value is, as in SwiftUI. Plain: it stores a
/// `State` of the value. (`FocusState` is not: SwiftUI declares it unavailable.)
extension AccessibilityFocusState: Sendable where Value: Sendable {}

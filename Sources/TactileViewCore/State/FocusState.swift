import Foundation

/// Which view has focus, SwiftUI's `@FocusState`: a `Bool` (focused or not) or an optional value
/// naming the focused field, bound to views with ``View/focused(_:)`` and
/// ``View/focused(_:equals:)``.
///
/// *Approximation*: a tap does not move focus and there is no Tab key navigation; focus changes when
/// code sets the value. Views bound to it see ``EnvironmentValues/isFocused`` while it matches, and
/// the focused view is the one key presses go to (`onKeyPress`) and whose focused values
/// (`View/focusedValue(_:_:)`) the window publishes.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    let state: State<Value>

    /// Which view is focused.
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// A binding to pass to ``View/focused(_:)`` or ``View/focused(_:equals:)``.
    public var projectedValue: Binding { Binding(base: state.projectedValue) }

    /// A focus state that is not focused.
    public init() where Value == Bool { state = State(wrappedValue: false) }

    /// A focus state with no field focused.
    public init<T: Hashable>() where Value == T? { state = State(wrappedValue: nil) }

    /// A focus state read and changed by the views it is passed to.
    @propertyWrapper
    public struct Binding {
        let base: TactileViewCore.Binding<Value>

        /// Which view is focused.
        public var wrappedValue: Value {
            get { base.wrappedValue }
            nonmutating set { base.wrappedValue = newValue }
        }

        /// This binding.
        public var projectedValue: Binding { self }
    }
}

private struct IsFocusedKey: EnvironmentKey { static let defaultValue = false }
private struct IsFocusableKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether the nearest view bound to a focus state above is the focused one.
    public var isFocused: Bool {
        get { self[IsFocusedKey.self] }
        set { self[IsFocusedKey.self] = newValue }
    }

    /// Whether views here were marked ``View/focusable(_:)``.
    var isFocusable: Bool {
        get { self[IsFocusableKey.self] }
        set { self[IsFocusableKey.self] = newValue }
    }
}

/// The node of a view bound to a focus state: whether it is the focused view, which the host reads
/// to find where key presses go and which focused values are published.
struct FocusMarkerContent: NodeContentModifier {
    let isFocused: Bool
    var kindName: String { isFocused ? "focused(true)" : "focused(false)" }
    var isLayoutNeutral: Bool { true }
}

/// Binds its content's focus: the marker node, and `isFocused` in the content's environment.
struct FocusBindingModifier: PrimitiveModifier {
    let isFocused: Bool

    func makeNodes(content: ModifierContentResolver, inputs: ResolveInputs) -> [ViewNode] {
        var inner = inputs
        inner.environment.isFocused = isFocused
        return content.wrap(FocusMarkerContent(isFocused: isFocused), inner)
    }
}

extension View {
    /// Binds this view's focus to `condition`: it is focused while the value is `true`.
    nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        modifier(FocusBindingModifier(isFocused: condition.wrappedValue))
    }

    /// Binds this view's focus to `binding`: it is focused while the value equals `value`.
    nonisolated public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value)
        -> some View
    {
        modifier(FocusBindingModifier(isFocused: binding.wrappedValue == value))
    }

    /// Marks this view as able to take focus (recorded; no keyboard moves focus on Linux).
    nonisolated public func focusable(_ isFocusable: Bool = true) -> some View {
        environment(\.isFocusable, isFocusable)
    }
}

/// `onAppear` / `onDisappear`: actions run after the commit in which the view entered or left the tree.
struct LifecycleContent: NodeContent {
    let onAppear: (() -> Void)?
    let onDisappear: (() -> Void)?
    var kindName: String { onAppear != nil ? "onAppear" : "onDisappear" }
}

struct LifecycleModifier: NodeModifier {
    nonisolated(unsafe) let onAppear: (() -> Void)?
    nonisolated(unsafe) let onDisappear: (() -> Void)?
    func nodeContent(_ inputs: ResolveInputs) -> any NodeContent {
        if let onAppear { inputs.graph.appearActions.append((inputs.identity, onAppear)) }
        if let onDisappear { inputs.graph.disappearActions[inputs.identity] = onDisappear }
        return LifecycleContent(onAppear: onAppear, onDisappear: onDisappear)
    }
}

/// `onChange(of:)`: runs an action after a commit in which the value differs from the previous one.
struct ChangeObserverModifier<Value: Equatable>: PrimitiveModifier {
    nonisolated(unsafe) let value: Value
    let initial: Bool
    nonisolated(unsafe) let action: (Value, Value) -> Void

    func makeNodes(content: ModifierContentResolver, inputs: ResolveInputs) -> [ViewNode] {
        let graph = inputs.graph
        let value = self.value, action = self.action
        if let previous = graph.observedValues[inputs.identity] as? Value {
            if previous != value { graph.pendingActions.append { action(previous, value) } }
        } else if initial {
            graph.pendingActions.append { action(value, value) }
        }
        graph.observedValues[inputs.identity] = value
        return content.wrap(CompositeContent(kindName: "onChange"), inputs)
    }
}

extension View {
    /// Runs `action` after the view first appears in the tree.
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(LifecycleModifier(onAppear: action ?? {}, onDisappear: nil))
    }

    /// Runs `action` after the view leaves the tree.
    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(LifecycleModifier(onAppear: nil, onDisappear: action ?? {}))
    }

    /// Runs `action` with the new value when `value` changes between commits.
    @available(*, deprecated, message: "Use onChange with a two or zero parameter action closure instead.")
    nonisolated public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View {
        modifier(ChangeObserverModifier(value: value, initial: false) { _, new in action(new) })
    }

    /// Runs `action` with the old and new value when `value` changes (and once at first if `initial`).
    nonisolated public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void
    )
        -> some View
    {
        modifier(ChangeObserverModifier(value: value, initial: initial, action: action))
    }

    /// Runs `action` when `value` changes (and once at first if `initial`).
    nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void)
        -> some View
    {
        modifier(ChangeObserverModifier(value: value, initial: initial) { _, _ in action() })
    }
}

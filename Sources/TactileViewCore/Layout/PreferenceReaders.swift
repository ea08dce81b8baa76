import Foundation

/// The value a preference reader last saw, kept by identity across rebuilds.
final class PreferenceReaderState<Value> {
    /// `nil` until the first layout.
    var value: Value?
}

/// The reader's storage at `inputs`, made the first time.
@MainActor
private func readerState<Value>(_ inputs: ResolveInputs, _ type: Value.Type) -> PreferenceReaderState<Value> {
    let storage = inputs.graph.storage(
        for: inputs.identity, typeID: ObjectIdentifier(PreferenceReaderState<Value>.self))
    if let existing = storage.slots[0] as? PreferenceReaderState<Value> { return existing }
    let state = PreferenceReaderState<Value>()
    storage.slots[0] = state
    return state
}

/// `onPreferenceChange`: after each layout, reduces the subtree's value of `K` and, when it
/// differs from the value last reported (or on the first layout), runs the action after the
/// commit. State the action changes is committed in the same ``ViewHost/commit()``, which lays out
/// again; a loop that never settles stops at the commit's bound with a diagnostic
/// (``ViewHost/layoutDiagnostics``).
struct OnPreferenceChangeModifier<K: PreferenceKey>: NodeModifier where K.Value: Equatable {
    nonisolated(unsafe) let action: (K.Value) -> Void

    struct Marker: NodeContent {
        var kindName: String { "onPreferenceChange" }
        var isLayoutNeutral: Bool { true }
    }

    func nodeContent(_ inputs: ResolveInputs) -> any NodeContent {
        let state = readerState(inputs, K.Value.self)
        let identity = inputs.identity
        let action = self.action
        inputs.graph.postLayout.observe(identity) { place in
            let value = Preferences.value(K.self, of: place.node) ?? K.defaultValue
            if let last = state.value, last == value { return }
            state.value = value
            place.graph.postLayout.noteChange(identity)
            place.graph.pendingActions.append { action(value) }
        }
        return Marker()
    }
}

/// `overlayPreferenceValue` and `backgroundPreferenceValue`: a layer built from the base view's
/// value of `K`, sized to the base and placed by `alignment`, like `overlay`/`background`.
///
/// The layer is built with the value of the last layout; when the value changes after a layout,
/// the layer alone is built again and laid out before the commit returns (the first layout builds
/// it with the default value, then with the real one).
struct PreferenceLayerModifier<K: PreferenceKey, Layer: View>: PrimitiveModifier {
    let alignment: Alignment
    let isBackground: Bool
    nonisolated(unsafe) let layer: (K.Value) -> Layer

    func makeNodes(content: ModifierContentResolver, inputs: ResolveInputs) -> [ViewNode] {
        let graph = inputs.graph
        let state = readerState(inputs, K.Value.self)
        let base = content.resolve(inputs)
        let baseNode: ViewNode =
            base.count == 1
            ? base[0] : inputs.child(.attached("base")).node(ZStackContent(alignment: .center), children: base)
        let layerInputs = inputs.child(.attached("preferenceValue"))
        let layerNode = layerInputs.node(ZStackContent(alignment: alignment))
        let layer = self.layer
        let build: @MainActor () -> [ViewNode] = { [unowned graph] in
            graph.resolve(layer(state.value ?? K.defaultValue), layerInputs.child(.content))
        }
        layerNode.rebuild = build
        layerNode.children = build()
        let layerIdentity = layerInputs.identity
        let identity = inputs.identity
        let isBackground = self.isBackground
        graph.postLayout.observe(identity) { place in
            let children = place.node.children
            guard children.count == 2 else { return }
            let base = isBackground ? children[1] : children[0]
            let value = Preferences.value(K.self, of: base) ?? K.defaultValue
            if let last = state.value, Preferences.same(last, value) { return }
            if state.value == nil, Preferences.same(K.defaultValue, value) {
                state.value = value
                return
            }
            state.value = value
            place.graph.postLayout.noteChange(identity)
            place.graph.invalidations.invalidate(layerIdentity, transaction: Transaction())
        }
        let children = isBackground ? [layerNode, baseNode] : [baseNode, layerNode]
        return [
            inputs.node(SecondaryLayerContent(alignment: alignment, isBackground: isBackground), children: children)
        ]
    }
}

extension View {
    /// Runs `action` with this view's value of preference `key` after the layout in which it
    /// changed (and after the first layout).
    nonisolated public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
    ) -> some View where K.Value: Equatable {
        modifier(OnPreferenceChangeModifier<K>(action: action))
    }

    /// Layers the view `transform` builds from this view's value of preference `key` in front of
    /// it, sized to it (read anchors with a `GeometryReader` inside).
    nonisolated public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type = K.self, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(PreferenceLayerModifier<K, V>(alignment: alignment, isBackground: false, layer: transform))
    }

    /// Layers the view `transform` builds from this view's value of preference `key` behind it,
    /// sized to it.
    nonisolated public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type = K.self, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(PreferenceLayerModifier<K, V>(alignment: alignment, isBackground: true, layer: transform))
    }
}

import Foundation

/// The value an `onGeometryChange` last reported, kept by identity across rebuilds.
final class GeometryChangeState<Value> {
    /// `nil` until the first layout.
    var value: Value?
}

/// `onGeometryChange(for:of:action:)`: after each layout, reads a value from the view's geometry
/// (a ``GeometryProxy`` of the modified view) and, when it differs from the last one, runs the
/// action after the commit. The one-value action also runs with the first layout's value; the
/// old-and-new action runs only on changes.
struct OnGeometryChangeModifier<Value: Equatable>: NodeModifier {
    nonisolated(unsafe) let transform: (GeometryProxy) -> Value
    nonisolated(unsafe) let action: (_ old: Value?, _ new: Value) -> Void

    struct Marker: NodeContent {
        var kindName: String { "onGeometryChange" }
        var isLayoutNeutral: Bool { true }
    }

    func nodeContent(_ inputs: ResolveInputs) -> any NodeContent {
        let storage = inputs.graph.storage(
            for: inputs.identity, typeID: ObjectIdentifier(GeometryChangeState<Value>.self))
        let state: GeometryChangeState<Value>
        if let existing = storage.slots[0] as? GeometryChangeState<Value> {
            state = existing
        } else {
            state = GeometryChangeState<Value>()
            storage.slots[0] = state
        }
        let identity = inputs.identity
        let transform = self.transform, action = self.action
        inputs.graph.postLayout.observe(identity) { place in
            let value = transform(GeometryProxy(place))
            let old = state.value
            if let old, old == value { return }
            state.value = value
            place.graph.postLayout.noteChange(identity)
            place.graph.pendingActions.append { action(old, value) }
        }
        return Marker()
    }
}

extension View {
    /// Runs `action` with the value `transform` reads from this view's geometry after the first
    /// layout and whenever it changes.
    nonisolated public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ newValue: T) -> Void
    ) -> some View {
        modifier(OnGeometryChangeModifier(transform: transform) { _, new in action(new) })
    }

    /// Runs `action` with the old and new values `transform` reads from this view's geometry
    /// whenever the value changes.
    nonisolated public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
        action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        modifier(
            OnGeometryChangeModifier(transform: transform) { old, new in
                if let old { action(old, new) }
            })
    }
}

import Foundation
import OpenCombine

/// `focusedValue` and `focusedSceneValue`: a marker node holding what the view publishes, read by
/// the host after each layout.
struct FocusedValueContent: NodeContent {
    /// Whether the value is the scene's (published wherever the focus is) or the view's
    /// (published while the focused view is this one or inside it).
    let isScene: Bool
    nonisolated(unsafe) let write: (inout FocusedValues) -> Void
    var kindName: String { isScene ? "focusedSceneValue" : "focusedValue" }
    var isLayoutNeutral: Bool { true }
}

/// Publishes a focused value: its marker node, and the window's store told there are publishers.
struct FocusedValueModifier: NodeModifier {
    let isScene: Bool
    nonisolated(unsafe) let write: (inout FocusedValues) -> Void

    func nodeContent(_ inputs: ResolveInputs) -> any NodeContent {
        if let store = inputs.environment.focusedValuesStore { store.hasPublishers = true }
        return FocusedValueContent(isScene: isScene, write: write)
    }
}

extension View {
    /// Publishes `value` at `keyPath` while this view, or a view inside it, has focus: views
    /// anywhere in the window read it with `@FocusedValue(keyPath)` (or `@FocusedBinding` for a
    /// binding), and see `nil` once focus moves elsewhere.
    nonisolated public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value)
        -> some View
    {
        nonisolated(unsafe) let value = value
        return modifier(FocusedValueModifier(isScene: false) { $0[keyPath: keyPath] = value })
    }

    /// Publishes `value` at `keyPath`, or nothing when it is `nil`, while this view, or a view
    /// inside it, has focus.
    nonisolated public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?)
        -> some View
    {
        nonisolated(unsafe) let value = value
        return modifier(FocusedValueModifier(isScene: false) { $0[keyPath: keyPath] = value })
    }

    /// Publishes the `@Observable` `object` under its type while this view, or a view inside it,
    /// has focus: `@FocusedValue(T.self)` reads it.
    nonisolated public func focusedValue<T: AnyObject & Observable>(_ object: T?) -> some View {
        nonisolated(unsafe) let object = object
        return modifier(FocusedValueModifier(isScene: false) { $0[id: ObjectIdentifier(T.self)] = object })
    }

    /// Publishes `value` at `keyPath` for the whole scene (the window): readers see it wherever the
    /// focus is, unless the focused view publishes its own value there.
    nonisolated public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T)
        -> some View
    {
        nonisolated(unsafe) let value = value
        return modifier(FocusedValueModifier(isScene: true) { $0[keyPath: keyPath] = value })
    }

    /// Publishes `value` at `keyPath`, or nothing when it is `nil`, for the whole scene.
    nonisolated public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T?)
        -> some View
    {
        nonisolated(unsafe) let value = value
        return modifier(FocusedValueModifier(isScene: true) { $0[keyPath: keyPath] = value })
    }

    /// Publishes the `@Observable` `object` under its type for the whole scene.
    nonisolated public func focusedSceneValue<T: AnyObject & Observable>(_ object: T?) -> some View {
        nonisolated(unsafe) let object = object
        return modifier(FocusedValueModifier(isScene: true) { $0[id: ObjectIdentifier(T.self)] = object })
    }

    /// Publishes the observable object `object` under its type while this view, or a view inside
    /// it, has focus: `@FocusedObject` reads it.
    nonisolated public func focusedObject<T: ObservableObject>(_ object: T) -> some View {
        nonisolated(unsafe) let object = object
        return modifier(FocusedValueModifier(isScene: false) { $0[id: ObjectIdentifier(T.self)] = object })
    }

    /// Publishes `object`, or nothing when it is `nil`, while this view, or a view inside it, has
    /// focus.
    nonisolated public func focusedObject<T: ObservableObject>(_ object: T?) -> some View {
        nonisolated(unsafe) let object = object
        return modifier(FocusedValueModifier(isScene: false) { $0[id: ObjectIdentifier(T.self)] = object })
    }

    /// Publishes the observable object `object` under its type for the whole scene.
    nonisolated public func focusedSceneObject<T: ObservableObject>(_ object: T) -> some View {
        nonisolated(unsafe) let object = object
        return modifier(FocusedValueModifier(isScene: true) { $0[id: ObjectIdentifier(T.self)] = object })
    }

    /// Publishes `object`, or nothing when it is `nil`, for the whole scene.
    nonisolated public func focusedSceneObject<T: ObservableObject>(_ object: T?) -> some View {
        nonisolated(unsafe) let object = object
        return modifier(FocusedValueModifier(isScene: true) { $0[id: ObjectIdentifier(T.self)] = object })
    }
}

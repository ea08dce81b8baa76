import Foundation
import OpenCombine

/// A value the focused view (or the scene) publishes, SwiftUI's `@FocusedValue`: `nil` while no
/// view in the focus publishes one. The view's body runs again when focus moves or the value
/// changes.
///
/// ```swift
/// @FocusedValue(\.selectedNote) var note: Note?
/// ```
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    final class Box {
        var store: FocusedValuesStore?
    }

    let read: (FocusedValues) -> Value?
    let box = Box()

    /// Reads the value at `keyPath` of the focused values.
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) { read = { $0[keyPath: keyPath] } }

    /// Reads the `@Observable` object of type `objectType` the focus publishes
    /// (`View/focusedValue(_:)`).
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        read = { $0[id: ObjectIdentifier(objectType)] as? Value }
    }

    /// The published value, or `nil`.
    public var wrappedValue: Value? { box.store.flatMap { read($0.values) } }
}

extension FocusedValue: GraphLinkedProperty {
    package func link(_ link: PropertyLink) { box.store = FocusedValuesStore.link(link)?.store }
}

/// A binding the focused view (or the scene) publishes, SwiftUI's `@FocusedBinding`: reads and
/// writes through it, `nil` while none is published (writing then does nothing).
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    let focused: FocusedValue<Binding<Value>>

    /// Reads the binding at `keyPath` of the focused values.
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) { focused = FocusedValue(keyPath) }

    /// The bound value, or `nil` while no binding is published.
    public var wrappedValue: Value? {
        get { focused.wrappedValue?.wrappedValue }
        nonmutating set {
            if let newValue { focused.wrappedValue?.wrappedValue = newValue }
        }
    }

    /// A binding to the optional bound value.
    public var projectedValue: Binding<Value?> {
        let focused = self.focused
        return Binding(
            get: { focused.wrappedValue?.wrappedValue },
            set: { newValue in if let newValue { focused.wrappedValue?.wrappedValue = newValue } })
    }
}

extension FocusedBinding: GraphLinkedProperty {
    package func link(_ link: PropertyLink) { focused.link(link) }
}

/// An observable object the focused view (or the scene) publishes (`View/focusedObject(_:)`),
/// SwiftUI's `@FocusedObject`: the view's body runs again when focus moves, the object changes,
/// or the object publishes.
@propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty {
    final class Box {
        var store: FocusedValuesStore?
    }

    let box = Box()

    /// Reads the object of type `ObjectType` the focus publishes.
    public init() {}

    /// The published object, or `nil`.
    public var wrappedValue: ObjectType? {
        box.store?.values[id: ObjectIdentifier(ObjectType.self)] as? ObjectType
    }

    /// Bindings to the published object's properties (`$model.name`), or `nil` while none is
    /// published.
    public var projectedValue: Wrapper? { wrappedValue.map { Wrapper(root: $0) } }

    /// Makes bindings to the properties of the published object.
    @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType

        /// A binding to a property of the object.
        public subscript<T>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, T>) -> Binding<T> {
            let root = self.root
            return Binding(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
        }
    }
}

extension FocusedObject: GraphLinkedProperty {
    package func link(_ link: PropertyLink) {
        let linked = FocusedValuesStore.link(link)
        box.store = linked?.store
        guard let linked, let object = wrappedValue else { return }
        linked.registration.subscription.observe(object, invalidator: link.invalidator)
    }
}

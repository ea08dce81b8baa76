import Foundation
import Observation

/// Bindings to the mutable properties of an `@Observable` object: `@Bindable var model`, then
/// `TextField("Name", text: $model.name)`, as in SwiftUI (iOS 17).
///
/// A `Bindable` holds the object itself; the bindings it makes read and write the object's
/// properties, so a write through one is a write to the object, and the views that read that
/// property run their bodies again (Observation's tracking). Use it for an object a view receives
/// (a parameter, `@Environment(Model.self)`), or inline: `Bindable(model).name`.
@dynamicMemberLookup
@propertyWrapper
public struct Bindable<Value>: DynamicProperty {
    /// The object.
    public var wrappedValue: Value

    /// Itself, so that `$model.name` is a binding.
    public var projectedValue: Bindable<Value> { self }

    /// Makes bindings to the properties of `wrappedValue`.
    public init(wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }

    /// Makes bindings to the properties of `wrappedValue`: `Bindable(model).name`.
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }

    /// The same bindings as `projectedValue`.
    public init(projectedValue: Bindable<Value>) { wrappedValue = projectedValue.wrappedValue }

    /// A binding to the property at `keyPath` of the object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

extension Bindable: Identifiable where Value: Identifiable {
    /// The object's identity.
    public var id: Value.ID { wrappedValue.id }
}

// MARK: - Sendable

/// `Bindable` is `Sendable` when the object it wraps is, as in SwiftUI. Plain: its only stored
/// property is that object.
extension Bindable: Sendable where Value: Sendable {}

import Foundation

/// A two-way connection to a value owned elsewhere (a `@State`, a model's property, …).
///
/// Writing through a binding writes the source, which invalidates the views that own it.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    private let getter: () -> Value
    private let setter: (Value, Transaction) -> Void
    /// The transaction writes through this binding use when no other is in effect.
    public var transaction: Transaction

    /// A binding that reads with `get` and writes with `set`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = { value, _ in set(value) }
        transaction = Transaction()
    }

    /// A binding that also receives the transaction of each write.
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        getter = get
        setter = set
        transaction = Transaction()
    }

    /// Copies a binding (used by `@Binding var x: T` initialised from `$source`).
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding that always reads `value` and ignores writes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The value.
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set {
            let transaction = self.transaction
            if transaction.animation != nil || transaction.disablesAnimations {
                withTransaction(transaction) { setter(newValue, transaction) }
            } else {
                setter(newValue, Transaction.current)
            }
        }
    }

    /// The binding itself, so `$binding` passes it on.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let parent = self
        return Binding<Subject>(
            get: { parent.wrappedValue[keyPath: keyPath] },
            set: {
                var v = parent.wrappedValue; v[keyPath: keyPath] = $0; parent.wrappedValue = v
            })
    }

    /// This binding, with writes animated by `animation`.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        var copy = self
        copy.transaction.animation = animation
        return copy
    }

    /// This binding, with writes in `transaction`.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        var copy = self
        copy.transaction = transaction
        return copy
    }
}

extension Binding: DynamicProperty {}

extension Binding: Identifiable where Value: Identifiable {
    /// The id of the bound value.
    public var id: Value.ID { wrappedValue.id }
}

// MARK: - Sendable

/// `Binding` is `Sendable` when its value is, as in SwiftUI (which declares it `@unchecked` too),
/// so a `@Binding` property keeps a view's initializer nonisolated and a `@Sendable` closure may
/// capture a binding.
///
/// `@unchecked`: the getter and setter are closures over a view's state storage (or over a
/// constant), and they are not `@Sendable`. Sound under the discipline Tactile keeps, as SwiftUI
/// does: the storage behind a binding is read and written on the main actor, where the host runs
/// bodies, actions and gesture callbacks. A binding called from another thread while the main
/// actor writes the same state races here as it does in SwiftUI.
extension Binding: @unchecked Sendable where Value: Sendable {}

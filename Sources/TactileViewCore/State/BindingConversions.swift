import Foundation

/// Bindings made from bindings of another type, with the source's transaction.
extension Binding {
    /// A binding to an optional value that reads `base`'s value and writes through to it; writing
    /// `nil` leaves `base` as it is.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(
            get: { base.wrappedValue },
            set: { value, transaction in
                guard let value else { return }
                base.transaction(transaction).wrappedValue = value
            })
        self.transaction = base.transaction
    }

    /// A binding to the value of an optional binding, or `nil` when `base` holds `nil` now. The
    /// binding keeps the value it unwrapped, to read if `base` becomes `nil` later.
    public init?(_ base: Binding<Value?>) {
        guard let initial = base.wrappedValue else { return nil }
        self.init(
            get: { base.wrappedValue ?? initial },
            set: { value, transaction in
                base.transaction(transaction).wrappedValue = value
            })
        self.transaction = base.transaction
    }

    /// A type-erased binding to a hashable value (a picker's selection); writing a value of
    /// another type leaves `base` as it is.
    public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
        self.init(
            get: { AnyHashable(base.wrappedValue) },
            set: { value, transaction in
                guard let typed = value.base as? V else { return }
                base.transaction(transaction).wrappedValue = typed
            })
        self.transaction = base.transaction
    }
}

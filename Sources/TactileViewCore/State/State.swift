import Foundation

/// Storage that persists across evaluations of a view's body: the source of truth for a value the
/// view owns.
///
/// The initial value is used the first time a view with this identity appears; afterwards the
/// stored value wins, and assigning `wrappedValue` schedules the view's body to run again (in the
/// transaction of the write: `withAnimation { flag.toggle() }` animates the result). When the view
/// leaves the tree, its state is discarded.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let box: StateBox<Value>

    /// A state with an initial value.
    public init(wrappedValue value: Value) { box = StateBox(value) }

    /// A state with an initial value.
    public init(initialValue value: Value) { box = StateBox(value) }

    /// The current value. Setting it invalidates the owning view.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// A state whose initial value is `nil`.
    public init() { self.init(wrappedValue: nil) }
}

/// The persistent storage of one `@State`.
final class StateStorage<Value> {
    var value: Value
    var invalidator: ViewInvalidator?
    init(_ value: Value) { self.value = value }
}

/// What a `State` struct holds: its initial value until linked, then the persistent storage.
final class StateBox<Value>: @unchecked Sendable {
    var initial: Value
    var storage: StateStorage<Value>?

    init(_ value: Value) { initial = value }

    var value: Value {
        get { storage?.value ?? initial }
        set {
            if let storage {
                storage.value = newValue
                storage.invalidator?.invalidate()
            } else {
                initial = newValue
            }
        }
    }
}

extension State: GraphLinkedProperty {
    package func link(_ link: PropertyLink) {
        let initial = box.initial
        let storage = link.persistent { StateStorage(initial) }
        storage.invalidator = link.invalidator
        box.storage = storage
    }
}

// MARK: - Sendable

/// `State` is `Sendable` when its value is, as in SwiftUI, so a view's `@State` property does not
/// make the view's initializer main-actor isolated in Swift 6: `let screens = [Counter()]` works
/// at global scope. The conformance is plain: the only stored property is the box, whose own
/// `@unchecked Sendable` says why it is sound.
extension State: Sendable where Value: Sendable {}

import Foundation
import OpenCombine

/// Keeps one subscription to an object's `objectWillChange`, replacing it when the object changes.
final class ObjectSubscription {
    private(set) weak var object: AnyObject?
    private var cancellable: AnyCancellable?

    func observe<O: ObservableObject>(_ object: O, invalidator: ViewInvalidator) {
        if self.object === object, cancellable != nil { return }
        self.object = object
        cancellable = object.objectWillChange.sink { _ in invalidator.invalidate() }
    }
}

/// A property that subscribes the view to an `ObservableObject` it does not own: the view's body
/// runs again whenever the object's `objectWillChange` publishes (every `@Published` write).
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// The object.
    public var wrappedValue: ObjectType

    /// Observes `wrappedValue`.
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }

    /// Observes `initialValue`.
    public init(initialValue: ObjectType) { wrappedValue = initialValue }

    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Makes bindings to the properties of an observed object.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        /// A binding to a property of the object.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<
            Subject
        > {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

extension ObservedObject: GraphLinkedProperty {
    package func link(_ link: PropertyLink) {
        link.persistent { ObjectSubscription() }.observe(wrappedValue, invalidator: link.invalidator)
    }
}

/// A property that creates an `ObservableObject` once per view identity and keeps it while the view
/// stays in the tree; the view's body runs again whenever the object publishes.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    final class Box {
        let make: () -> ObjectType
        var object: ObjectType?
        init(_ make: @escaping () -> ObjectType) { self.make = make }
        var value: ObjectType {
            if let object { return object }
            let made = make()
            object = made
            return made
        }
    }

    package final class Storage {
        // Variable only so that a reload can put back a carried object before the first body.
        var object: ObjectType
        let subscription = ObjectSubscription()
        init(_ object: ObjectType) { self.object = object }
    }

    let box: Box

    /// The object is created by `thunk` the first time the view appears, then kept.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { box = Box(thunk) }

    /// The object.
    public var wrappedValue: ObjectType { box.value }

    /// Bindings to the object's properties (`$settings.isOn`).
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Makes bindings to the properties of an environment object.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        /// A binding to a property of the object.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<
            Subject
        > {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

extension StateObject: GraphLinkedProperty {
    package func link(_ link: PropertyLink) {
        let box = self.box
        let storage = link.persistent { Storage(box.value) }
        box.object = storage.object
        storage.subscription.observe(storage.object, invalidator: link.invalidator)
    }
}

/// A property that reads an `ObservableObject` put in the environment by an ancestor's
/// `View/environmentObject(_:)` and subscribes the view to it.
///
/// Reading it when no ancestor provided an object of this type is a programming error, as in SwiftUI.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    final class Box { var object: ObjectType? }
    let box = Box()

    /// Reads the environment object of this type.
    public init() {}

    /// The object.
    public var wrappedValue: ObjectType {
        guard let object = box.object else {
            fatalError(
                "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view."
            )
        }
        return object
    }

    /// Bindings to the object's properties (`$settings.isOn`).
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Makes bindings to the properties of an environment object.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        /// A binding to a property of the object.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<
            Subject
        > {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

extension EnvironmentObject: GraphLinkedProperty {
    package func link(_ link: PropertyLink) {
        box.object = link.environment.object(of: ObjectType.self)
        if let object = box.object {
            link.persistent { ObjectSubscription() }.observe(object, invalidator: link.invalidator)
        }
    }
}

/// A property that reads a value from the view's environment.
///
/// `@Environment(\.isEnabled) var isEnabled` reads a value by its key path;
/// `@Environment(Model.self) var model` reads an `@Observable` object that an ancestor put in the
/// environment with `environment(_:)` (`@Environment(Model.self) var model: Model?` reads `nil`
/// when none did). The view's body runs again when a property of the object that it read changes.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    final class Box { var value: Value?; init() {} }
    /// Reads the value from an environment.
    let read: (EnvironmentValues) -> Value
    let box = Box()

    /// Reads the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { read = { $0[keyPath: keyPath] } }

    /// Reads the `@Observable` object of type `objectType` that an ancestor put in the environment
    /// (`environment(_:)`). As in SwiftUI, a view that reads one no ancestor provided stops the
    /// program with a message naming the type.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        read = { environment in
            guard let object = environment.objects[ObjectIdentifier(objectType)] as? Value else {
                fatalError(
                    "No Observable object of type \(Value.self) found. A View.environment(_:) for \(Value.self) may be missing as an ancestor of this view."
                )
            }
            return object
        }
    }

    /// Reads the `@Observable` object of type `objectType` that an ancestor put in the environment,
    /// or `nil` when none did.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        read = { $0.objects[ObjectIdentifier(objectType)] as? T }
    }

    /// The value in the view's environment.
    public var wrappedValue: Value { box.value ?? read(EnvironmentValues()) }
}

extension Environment: GraphLinkedProperty {
    package func link(_ link: PropertyLink) { box.value = read(link.environment) }
}

// MARK: - Sendable

/// `ObservedObject` is `Sendable`, unconditionally, as in SwiftUI, so an `@ObservedObject` property
/// keeps a view's initializer nonisolated in Swift 6.
///
/// `@unchecked`: it holds the app's object, a class that need not be `Sendable`. Sound under the
/// main-actor discipline: the graph subscribes to the object and the view's body reads it on the
/// main actor; an app that mutates the object from another thread breaks that rule in SwiftUI too.
extension ObservedObject: @unchecked Sendable {}

/// `ObservedObject.Wrapper` (what `$object` gives) is `Sendable` as in SwiftUI; `@unchecked` for the
/// reason `ObservedObject` is: it holds the same object, used on the main actor.
extension ObservedObject.Wrapper: @unchecked Sendable {}

/// `StateObject` is `Sendable`, unconditionally, as in SwiftUI, so `@StateObject private var model
/// = Model()` keeps a view's initializer nonisolated in Swift 6.
///
/// `@unchecked`: its box holds the autoclosure that makes the object and, once made, the object.
/// Sound under the main-actor discipline: the graph makes the object (once per view identity) and
/// the body reads it on the main actor; nothing runs the autoclosure elsewhere.
extension StateObject: @unchecked Sendable {}

/// `StateObject.Wrapper` is `Sendable` as in SwiftUI; `@unchecked` for the reason `StateObject` is.
extension StateObject.Wrapper: @unchecked Sendable {}

/// `EnvironmentObject` is `Sendable`, unconditionally, as in SwiftUI.
///
/// `@unchecked`: its box receives the object from the environment when the graph links the
/// property, and the body reads it; both happen on the main actor.
extension EnvironmentObject: @unchecked Sendable {}

/// `EnvironmentObject.Wrapper` is `Sendable` as in SwiftUI; `@unchecked` for the reason
/// `EnvironmentObject` is.
extension EnvironmentObject.Wrapper: @unchecked Sendable {}

/// `Environment` is `Sendable` when its value is, as in SwiftUI, so `@Environment(\.dismiss)` and
/// the like keep a view's initializer nonisolated in Swift 6.
///
/// `@unchecked`: it holds the closure that reads the value from `EnvironmentValues` (a key path
/// read, or an object lookup) and a box the graph fills with the current value before the body
/// runs. Sound under the main-actor discipline: the graph writes the box and the body reads it, on
/// the main actor.
extension Environment: @unchecked Sendable where Value: Sendable {}

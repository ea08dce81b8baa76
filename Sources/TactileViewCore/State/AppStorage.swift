import Foundation

/// A value kept in `UserDefaults` under a key; writing it updates every view that reads the key.
///
/// Supported types: `Bool`, `Int`, `Double`, `String`, `URL`, `Data`, and `RawRepresentable` types
/// whose raw value is `Int` or `String`. The store is `store:` if given, else the one set with
/// `View/defaultAppStorage(_:)` or given to `ViewHost/init(_:size:defaults:environment:)`, else
/// `UserDefaults.standard`.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    final class Box {
        var store: UserDefaults?
        var invalidator: ViewInvalidator?
        var registration: AppStorageRegistry.Registration?
    }

    let key: String
    let defaultValue: Value
    let explicitStore: UserDefaults?
    let read: (UserDefaults, String) -> Value?
    let write: (UserDefaults, String, Value) -> Void
    let box = Box()

    init(
        key: String, defaultValue: Value, store: UserDefaults?,
        read: @escaping (UserDefaults, String) -> Value?, write: @escaping (UserDefaults, String, Value) -> Void
    ) {
        self.key = key
        self.defaultValue = defaultValue
        self.explicitStore = store
        self.read = read
        self.write = write
    }

    var store: UserDefaults { explicitStore ?? box.store ?? .standard }

    /// The stored value, or the default when the key is absent.
    public var wrappedValue: Value {
        get { read(store, key) ?? defaultValue }
        nonmutating set {
            write(store, key, newValue)
            AppStorageRegistry.shared.changed(key: key, store: store)
        }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> {
        let copy = self
        return Binding(get: { copy.wrappedValue }, set: { copy.wrappedValue = $0 })
    }
}

extension AppStorage where Value == Bool {
    /// A `Bool` stored under `key`.
    public init(wrappedValue: Bool, _ key: String, store: UserDefaults? = nil) {
        self.init(
            key: key, defaultValue: wrappedValue, store: store,
            read: { $0.object(forKey: $1) == nil ? nil : $0.bool(forKey: $1) }, write: { $0.set($2, forKey: $1) })
    }
}

extension AppStorage where Value == Int {
    /// An `Int` stored under `key`.
    public init(wrappedValue: Int, _ key: String, store: UserDefaults? = nil) {
        self.init(
            key: key, defaultValue: wrappedValue, store: store,
            read: { $0.object(forKey: $1) == nil ? nil : $0.integer(forKey: $1) }, write: { $0.set($2, forKey: $1) })
    }
}

extension AppStorage where Value == Double {
    /// A `Double` stored under `key`.
    public init(wrappedValue: Double, _ key: String, store: UserDefaults? = nil) {
        self.init(
            key: key, defaultValue: wrappedValue, store: store,
            read: { $0.object(forKey: $1) == nil ? nil : $0.double(forKey: $1) }, write: { $0.set($2, forKey: $1) })
    }
}

extension AppStorage where Value == String {
    /// A `String` stored under `key`.
    public init(wrappedValue: String, _ key: String, store: UserDefaults? = nil) {
        self.init(
            key: key, defaultValue: wrappedValue, store: store,
            read: { $0.string(forKey: $1) }, write: { $0.set($2, forKey: $1) })
    }
}

extension AppStorage where Value == Data {
    /// `Data` stored under `key`.
    public init(wrappedValue: Data, _ key: String, store: UserDefaults? = nil) {
        self.init(
            key: key, defaultValue: wrappedValue, store: store,
            read: { $0.data(forKey: $1) }, write: { $0.set($2, forKey: $1) })
    }
}

extension AppStorage where Value == URL {
    /// A `URL` stored under `key`.
    public init(wrappedValue: URL, _ key: String, store: UserDefaults? = nil) {
        self.init(
            key: key, defaultValue: wrappedValue, store: store,
            read: { $0.string(forKey: $1).flatMap(URL.init(string:)) }, write: { $0.set($2.absoluteString, forKey: $1) }
        )
    }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == Int {
    /// An `Int`-backed enumeration stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(
            key: key, defaultValue: wrappedValue, store: store,
            read: { $0.object(forKey: $1) == nil ? nil : Value(rawValue: $0.integer(forKey: $1)) },
            write: { $0.set($2.rawValue, forKey: $1) })
    }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == String {
    /// A `String`-backed enumeration stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(
            key: key, defaultValue: wrappedValue, store: store,
            read: { $0.string(forKey: $1).flatMap(Value.init(rawValue:)) }, write: { $0.set($2.rawValue, forKey: $1) })
    }
}

extension AppStorage: GraphLinkedProperty {
    package func link(_ link: PropertyLink) {
        box.store = link.environment.defaultAppStorage
        let invalidator = link.invalidator
        let registration = link.persistent { AppStorageRegistry.Registration() }
        registration.invalidator = invalidator
        registration.key = key
        registration.store = store
        AppStorageRegistry.shared.register(registration)
    }
}

/// Which views read which `@AppStorage` keys, so that a write through one property updates all.
final class AppStorageRegistry: @unchecked Sendable {
    final class Registration {
        var key = ""
        weak var store: UserDefaults?
        var invalidator: ViewInvalidator?
    }

    static let shared = AppStorageRegistry()
    private let lock = NSLock()
    private var registrations: [String: [WeakRegistration]] = [:]

    private struct WeakRegistration { weak var value: Registration? }

    func register(_ registration: Registration) {
        lock.lock(); defer { lock.unlock() }
        var list = registrations[registration.key, default: []].filter { $0.value != nil && $0.value !== registration }
        list.append(WeakRegistration(value: registration))
        registrations[registration.key] = list
    }

    func changed(key: String, store: UserDefaults) {
        lock.lock()
        let targets = (registrations[key] ?? []).compactMap(\.value).filter { $0.store === store }
        lock.unlock()
        for target in targets { target.invalidator?.invalidate() }
    }
}

// MARK: - Sendable

/// `AppStorage` is `Sendable` when its value is, as in SwiftUI, so an `@AppStorage` property keeps
/// a view's initializer nonisolated in Swift 6.
///
/// `@unchecked`: it holds the closures that read and write the value in `UserDefaults` and a box
/// with the store and the graph's registration. Sound under the main-actor discipline: the graph
/// fills the box and the body and bindings read and write through it on the main actor; other
/// writers of the same key reach views through the registry, which has its own lock.
extension AppStorage: @unchecked Sendable where Value: Sendable {}

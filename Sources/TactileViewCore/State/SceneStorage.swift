import Foundation

/// A value kept for the scene (the window) under a key, SwiftUI's `@SceneStorage`: every view
/// in the window that declares the key reads and writes the same value, and a write updates them
/// all.
///
/// SwiftUI also saves these values when the system discards a scene and restores them when the
/// user returns to it. A Tactile window is not discarded and restored, so the values live in memory
/// for as long as the window's `ViewHost` (each host has its own); they are not written to disk.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    final class Box {
        var store: SceneStorageStore?
        /// The value written while the property was not yet in a window.
        var unlinked: Any?
    }

    let key: String
    let defaultValue: Value
    let box = Box()

    package init(key: String, defaultValue: Value) {
        self.key = key
        self.defaultValue = defaultValue
    }

    /// The value kept under the key, or the default when none was written.
    public var wrappedValue: Value {
        get { (box.store.map { $0.value(for: key) } ?? box.unlinked) as? Value ?? defaultValue }
        nonmutating set {
            if let store = box.store { store.set(newValue, for: key) } else { box.unlinked = newValue }
        }
    }

    /// A binding to the kept value.
    public var projectedValue: Binding<Value> {
        let copy = self
        return Binding(get: { copy.wrappedValue }, set: { copy.wrappedValue = $0 })
    }
}

extension SceneStorage {
    /// A `Bool` kept under `key`, `wrappedValue` until one is written.
    public init(wrappedValue: Value, _ key: String) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue)
    }

    /// An `Int` kept under `key`, `wrappedValue` until one is written.
    public init(wrappedValue: Value, _ key: String) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue)
    }

    /// A `Double` kept under `key`, `wrappedValue` until one is written.
    public init(wrappedValue: Value, _ key: String) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue)
    }

    /// A `String` kept under `key`, `wrappedValue` until one is written.
    public init(wrappedValue: Value, _ key: String) where Value == String {
        self.init(key: key, defaultValue: wrappedValue)
    }

    /// A `URL` kept under `key`, `wrappedValue` until one is written.
    public init(wrappedValue: Value, _ key: String) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue)
    }

    /// A `Date` kept under `key`, `wrappedValue` until one is written.
    public init(wrappedValue: Value, _ key: String) where Value == Date {
        self.init(key: key, defaultValue: wrappedValue)
    }

    /// `Data` kept under `key`, `wrappedValue` until one is written.
    public init(wrappedValue: Value, _ key: String) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue)
    }

    /// An `Int`-backed enumeration kept under `key`, `wrappedValue` until one is written.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue)
    }

    /// A `String`-backed enumeration kept under `key`, `wrappedValue` until one is written.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue)
    }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
    /// An optional `Bool` kept under `key`, `nil` until one is written.
    public init(_ key: String) where Value == Bool? { self.init(key: key, defaultValue: nil) }

    /// An optional `Int` kept under `key`, `nil` until one is written.
    public init(_ key: String) where Value == Int? { self.init(key: key, defaultValue: nil) }

    /// An optional `Double` kept under `key`, `nil` until one is written.
    public init(_ key: String) where Value == Double? { self.init(key: key, defaultValue: nil) }

    /// An optional `String` kept under `key`, `nil` until one is written.
    public init(_ key: String) where Value == String? { self.init(key: key, defaultValue: nil) }

    /// An optional `URL` kept under `key`, `nil` until one is written.
    public init(_ key: String) where Value == URL? { self.init(key: key, defaultValue: nil) }

    /// An optional `Date` kept under `key`, `nil` until one is written.
    public init(_ key: String) where Value == Date? { self.init(key: key, defaultValue: nil) }

    /// An optional `Data` kept under `key`, `nil` until one is written.
    public init(_ key: String) where Value == Data? { self.init(key: key, defaultValue: nil) }
}

extension SceneStorage {
    /// An optional `String`-backed enumeration kept under `key`, `nil` until one is written.
    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == String {
        self.init(key: key, defaultValue: nil)
    }

    /// An optional `Int`-backed enumeration kept under `key`, `nil` until one is written.
    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == Int {
        self.init(key: key, defaultValue: nil)
    }
}

extension SceneStorage: GraphLinkedProperty {
    package func link(_ link: PropertyLink) {
        guard let store = link.environment.sceneStorage else { return }
        box.store = store
        let registration = link.persistent { SceneStorageStore.Registration() }
        registration.invalidator = link.invalidator
        store.register(registration, for: key)
    }
}

/// The values of one window's `@SceneStorage` properties, and which views read each key.
final class SceneStorageStore: @unchecked Sendable {
    final class Registration {
        var invalidator: ViewInvalidator?
    }

    private struct WeakRegistration { weak var value: Registration? }

    private let lock = NSLock()
    private var values: [String: Any] = [:]
    private var readers: [String: [WeakRegistration]] = [:]

    func value(for key: String) -> Any? {
        lock.lock(); defer { lock.unlock() }
        return values[key]
    }

    /// Keeps `value` under `key` and marks the views that read the key dirty.
    func set(_ value: Any, for key: String) {
        lock.lock()
        values[key] = value
        let targets = (readers[key] ?? []).compactMap(\.value)
        lock.unlock()
        for target in targets { target.invalidator?.invalidate() }
    }

    func register(_ registration: Registration, for key: String) {
        lock.lock(); defer { lock.unlock() }
        var list = readers[key, default: []].filter { $0.value != nil && $0.value !== registration }
        list.append(WeakRegistration(value: registration))
        readers[key] = list
    }
}

private struct SceneStorageKey: EnvironmentKey { static let defaultValue: SceneStorageStore? = nil }

extension EnvironmentValues {
    /// The `@SceneStorage` values of the window (set by `ViewHost`).
    var sceneStorage: SceneStorageStore? {
        get { self[SceneStorageKey.self] }
        set { self[SceneStorageKey.self] = newValue }
    }
}

// MARK: - Sendable

/// `SceneStorage` is `Sendable` when its value is, as in SwiftUI (which declares it `@unchecked`
/// too), so a `@SceneStorage` property keeps a view's initializer nonisolated in Swift 6.
///
/// `@unchecked`: its box holds the scene's store once the graph links the property. Sound under the
/// main-actor discipline: the graph fills the box and the body reads it on the main actor; the store
/// itself has a lock.
extension SceneStorage: @unchecked Sendable where Value: Sendable {}

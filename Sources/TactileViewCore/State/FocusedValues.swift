import Foundation

/// A key for a value the focused view publishes, SwiftUI's `FocusedValueKey`: declare one, and a
/// property of ``FocusedValues`` that reads and writes it.
///
/// ```swift
/// struct NoteKey: FocusedValueKey { typealias Value = Binding<String> }
/// extension FocusedValues {
///     var note: Binding<String>? {
///         get { self[NoteKey.self] }
///         set { self[NoteKey.self] = newValue }
///     }
/// }
/// ```
public protocol FocusedValueKey {
    /// The type of the value.
    associatedtype Value
}

/// The values published by the focused view and the views around it (`View/focusedValue(_:_:)`)
/// and by the window's scene (`View/focusedSceneValue(_:_:)`), SwiftUI's `FocusedValues`: what
/// `@FocusedValue`, `@FocusedBinding` and `@FocusedObject` read.
public struct FocusedValues {
    /// A value and the view that published it.
    struct Entry {
        let value: Any
        let source: ViewIdentity?
        /// A binding's value when it was published (a binding reads its source live, so two
        /// bindings to the same state always agree).
        let snapshot: (any Equatable)?

        init(value: Any, source: ViewIdentity?) {
            self.value = value
            self.source = source
            snapshot = (value as? any FocusedValueSnapshotting)?.focusedSnapshot
        }

        /// Whether two entries hold the same value: equal when the values are `Equatable`, the
        /// same object for objects, a binding published by the same view with the same value,
        /// and otherwise anything published by the same view (a closure published again by the
        /// same view counts as the same).
        func matches(_ other: Entry) -> Bool {
            if let value = value as? any Equatable { return value.isEqual(to: other.value) }
            if type(of: value) is AnyClass { return (value as AnyObject) === (other.value as AnyObject) }
            if let snapshot, let otherSnapshot = other.snapshot, !snapshot.isEqual(to: otherSnapshot) { return false }
            return source == other.source
        }
    }

    var entries: [ObjectIdentifier: Entry] = [:]
    /// The view whose modifier is writing: recorded with each value set.
    var writer: ViewIdentity?

    @usableFromInline
    init() {}

    /// The value published under `key`, or `nil`; setting `nil` removes it.
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { entries[ObjectIdentifier(key)]?.value as? Key.Value }
        set { self[id: ObjectIdentifier(key)] = newValue }
    }

    /// The value under a raw key (a key type, or the type of a published object).
    subscript(id id: ObjectIdentifier) -> Any? {
        get { entries[id]?.value }
        set { entries[id] = newValue.map { Entry(value: $0, source: writer) } }
    }
}

extension FocusedValues: Equatable {
    /// Whether both hold the same keys with the same values (see `Entry.matches`).
    public static func == (lhs: FocusedValues, rhs: FocusedValues) -> Bool {
        guard lhs.entries.count == rhs.entries.count else { return false }
        for (key, entry) in lhs.entries {
            guard let other = rhs.entries[key], entry.matches(other) else { return false }
        }
        return true
    }
}

/// A value whose content is read live (a binding): the host keeps what it read when the value was
/// published, to tell a change.
protocol FocusedValueSnapshotting {
    var focusedSnapshot: any Equatable { get }
}

extension Binding: FocusedValueSnapshotting where Value: Equatable {
    var focusedSnapshot: any Equatable { wrappedValue }
}

extension Equatable {
    /// Whether `other` is a value of this type equal to this one.
    fileprivate func isEqual(to other: Any) -> Bool { (other as? Self) == self }
}

/// The focused values of one window, and the views that read them (`@FocusedValue`,
/// `@FocusedBinding`, `@FocusedObject`): the host publishes them after each layout, and a change
/// marks the readers dirty.
final class FocusedValuesStore: @unchecked Sendable {
    final class Registration {
        var invalidator: ViewInvalidator?
        /// For `@FocusedObject`: the subscription to the published object.
        let subscription = ObjectSubscription()
    }

    private struct WeakRegistration { weak var value: Registration? }

    private let lock = NSLock()
    private var current = FocusedValues()
    private var readers: [WeakRegistration] = []
    private var published = false

    /// The values published last.
    var values: FocusedValues {
        lock.lock(); defer { lock.unlock() }
        return current
    }

    /// Whether any view ever published a value here: until one does, the host skips the walk.
    var hasPublishers: Bool {
        get { lock.lock(); defer { lock.unlock() }; return published }
        set { lock.lock(); published = newValue; lock.unlock() }
    }

    /// Keeps `values` and, when they differ from the last ones, marks every reader dirty.
    func publish(_ values: FocusedValues) {
        lock.lock()
        guard values != current else {
            lock.unlock()
            return
        }
        current = values
        readers.removeAll { $0.value == nil }
        let targets = readers.compactMap(\.value)
        lock.unlock()
        for target in targets { target.invalidator?.invalidate() }
    }

    func register(_ registration: Registration) {
        lock.lock(); defer { lock.unlock() }
        guard !readers.contains(where: { $0.value === registration }) else { return }
        readers.append(WeakRegistration(value: registration))
    }

    /// Links a reading property to this window's store: registers its slot's registration, and
    /// returns both.
    @MainActor
    static func link(_ link: PropertyLink) -> (store: FocusedValuesStore, registration: Registration)? {
        guard let store = link.environment.focusedValuesStore else { return nil }
        let registration = link.persistent { Registration() }
        registration.invalidator = link.invalidator
        store.register(registration)
        return (store, registration)
    }
}

private struct FocusedValuesStoreKey: EnvironmentKey { static let defaultValue: FocusedValuesStore? = nil }

extension EnvironmentValues {
    /// The window's focused values (set by `ViewHost`).
    var focusedValuesStore: FocusedValuesStore? {
        get { self[FocusedValuesStoreKey.self] }
        set { self[FocusedValuesStoreKey.self] = newValue }
    }
}

import Foundation

/// `@AppStorage` of optional values: `nil` when the key is absent, and writing `nil` removes the
/// key from the store.
extension AppStorage {
    /// An optional value stored under `key` with `read` and `write`, removing the key for `nil`.
    fileprivate init<Wrapped>(
        optional key: String, store: UserDefaults?, read: @escaping (UserDefaults, String) -> Wrapped?,
        write: @escaping (UserDefaults, String, Wrapped) -> Void
    ) where Value == Wrapped? {
        self.init(
            key: key, defaultValue: nil, store: store,
            read: { store, key in store.object(forKey: key) == nil ? nil : .some(read(store, key)) },
            write: { store, key, value in
                if let value { write(store, key, value) } else { store.removeObject(forKey: key) }
            })
    }

    /// An optional `Bool` stored under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(optional: key, store: store, read: { $0.bool(forKey: $1) }, write: { $0.set($2, forKey: $1) })
    }

    /// An optional `Int` stored under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(optional: key, store: store, read: { $0.integer(forKey: $1) }, write: { $0.set($2, forKey: $1) })
    }

    /// An optional `Double` stored under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(optional: key, store: store, read: { $0.double(forKey: $1) }, write: { $0.set($2, forKey: $1) })
    }

    /// An optional `String` stored under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(optional: key, store: store, read: { $0.string(forKey: $1) }, write: { $0.set($2, forKey: $1) })
    }

    /// An optional `URL` stored under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(
            optional: key, store: store, read: { $0.string(forKey: $1).flatMap(URL.init(string:)) },
            write: { $0.set($2.absoluteString, forKey: $1) })
    }

    /// An optional `Date` stored under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {
        self.init(
            optional: key, store: store, read: { $0.object(forKey: $1) as? Date }, write: { $0.set($2, forKey: $1) })
    }

    /// Optional `Data` stored under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(optional: key, store: store, read: { $0.data(forKey: $1) }, write: { $0.set($2, forKey: $1) })
    }

    /// An optional `String`-backed enumeration stored under `key`.
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil)
    where Value == R?, R.RawValue == String {
        self.init(
            optional: key, store: store, read: { $0.string(forKey: $1).flatMap(R.init(rawValue:)) },
            write: { $0.set($2.rawValue, forKey: $1) })
    }

    /// An optional `Int`-backed enumeration stored under `key`.
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == Int {
        self.init(
            optional: key, store: store, read: { R(rawValue: $0.integer(forKey: $1)) },
            write: { $0.set($2.rawValue, forKey: $1) })
    }
}

extension AppStorage where Value == Date {
    /// A `Date` stored under `key`.
    public init(wrappedValue: Date, _ key: String, store: UserDefaults? = nil) {
        self.init(
            key: key, defaultValue: wrappedValue, store: store, read: { $0.object(forKey: $1) as? Date },
            write: { $0.set($2, forKey: $1) })
    }
}

import Foundation

/// One `@State` (or `Codable` `@StateObject`) value written out so that a new build of the same
/// program can put it back: the playground's reload keeps state this way
/// (Docs/Decisions.md, "State across a preview reload").
///
/// A value is put back only where every part of its key matches: the view's identity path, the
/// view's type name, the property's index among the view's linked properties and its name, and the
/// value's type name. Anything else means the view changed, and it starts fresh.
package struct CarriedStateEntry: Codable, Hashable, Sendable {
    /// The view's identity path, as `ViewIdentity/carriedPath` writes it.
    package var path: String
    /// The declaring view's type, fully qualified (`String(reflecting:)`).
    package var viewType: String
    /// The property's index among the view's linked dynamic properties, in declaration order.
    package var index: Int
    /// The property's name as stored (`_count`; `_outer._inner` inside a nested dynamic property).
    package var name: String
    /// The value's type, fully qualified.
    package var valueType: String
    /// The value, as JSON.
    package var value: String

    /// An entry with every part of its key and its JSON.
    package init(path: String, viewType: String, index: Int, name: String, valueType: String, value: String) {
        self.path = path
        self.viewType = viewType
        self.index = index
        self.name = name
        self.valueType = valueType
        self.value = value
    }

    /// The part that must match for the value to be put back.
    var key: CarriedStateKey {
        CarriedStateKey(path: path, viewType: viewType, index: index, name: name, valueType: valueType)
    }
}

/// Where a carried value belongs: the key of a `CarriedStateEntry`.
struct CarriedStateKey: Hashable {
    var path: String
    var viewType: String
    var index: Int
    var name: String
    var valueType: String
}

/// What a window's state came to when it was written out: the entries, and how many state values
/// could not travel (not `Codable`, or failing to encode).
package struct CarriedStateExport: Codable, Hashable, Sendable {
    /// The values written, one per state property of a live view.
    package var entries: [CarriedStateEntry]
    /// State values of live views that were not written.
    package var notCarried: Int

    /// An export of `entries`, with `notCarried` values left behind.
    package init(entries: [CarriedStateEntry] = [], notCarried: Int = 0) {
        self.entries = entries
        self.notCarried = notCarried
    }
}

/// What became of the entries handed to a new window: how many were put back into views, and how
/// many found no view whose key matched (the view changed, moved or is not shown).
package struct CarriedStateOutcome: Hashable, Sendable {
    /// Entries put back.
    package var restored: Int
    /// Entries that matched no view, or whose value no longer decodes.
    package var unmatched: Int
}

/// A persistent slot whose value can be written out and read back (`CarriedStateEntry`).
@MainActor
protocol CarriableSlot: AnyObject {
    /// The value's fully qualified type name.
    var carriedValueType: String { get }
    /// The value as JSON, or `nil` when it is not `Codable` (or fails to encode).
    func carriedJSON() -> String?
    /// Replaces the value with one decoded from `json`; returns whether it decoded.
    func restore(json: String) -> Bool
}

/// Encoding and decoding of values whose type is known only at run time.
enum CarriedCoding {
    /// `value` as JSON when it is `Encodable`.
    static func json(of value: Any) -> String? {
        guard let encodable = value as? any Encodable else { return nil }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        guard let data = try? encoder.encode(encodable) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// A value of `type` decoded from `json`, when the type is `Decodable` and the JSON fits it.
    static func decode<Value>(_ type: Value.Type, from json: String) -> Value? {
        guard let decodable = type as? any Decodable.Type else { return nil }
        return decode(opened: decodable, json) as? Value
    }

    private static func decode<D: Decodable>(opened: D.Type, _ json: String) -> Any? {
        try? JSONDecoder().decode(D.self, from: Data(json.utf8))
    }
}

extension StateStorage: CarriableSlot {
    var carriedValueType: String { String(reflecting: Value.self) }
    func carriedJSON() -> String? { CarriedCoding.json(of: value) }
    func restore(json: String) -> Bool {
        guard let decoded = CarriedCoding.decode(Value.self, from: json) else { return false }
        value = decoded
        return true
    }
}

extension StateObject.Storage: CarriableSlot {
    var carriedValueType: String { String(reflecting: ObjectType.self) }
    func carriedJSON() -> String? { CarriedCoding.json(of: object) }
    func restore(json: String) -> Bool {
        // The object was made by the view's own initializer; a decoded one replaces it before the
        // view's body first reads it.
        guard let decoded = CarriedCoding.decode(ObjectType.self, from: json) else { return false }
        object = decoded
        return true
    }
}

extension ViewIdentity {
    /// The path as a carried entry keys it: the components of `description`, with a `ForEach`
    /// element's id written with its type (`#"a"` for a string, `#7` for an integer), so that ids
    /// of different types do not meet.
    package var carriedPath: String {
        components.map { component in
            if case .id(let id) = component { return "#" + String(reflecting: id.base.base) }
            return component.description
        }.joined(separator: "/")
    }
}

/// The names of view and content types, described once per type.
///
/// `String(describing:)` on a metatype walks the type's metadata and builds a new string every
/// time (thousands of instructions for a generic view); bodies and hit tests ask for the same few
/// types over and over, so the names are kept by type.
@MainActor
enum TypeNames {
    private static var names: [ObjectIdentifier: String] = [:]
    private static var kindNames: [ObjectIdentifier: String] = [:]

    /// `String(describing: type)`.
    static func name(of type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        if let name = names[key] { return name }
        let name = String(describing: type)
        names[key] = name
        return name
    }

    /// The name without generic arguments (`TabView`, not `TabView<Int, TupleView<…>>`).
    static func kindName(of type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        if let name = kindNames[key] { return name }
        let full = name(of: type)
        let name = full.firstIndex(of: "<").map { String(full[..<$0]) } ?? full
        kindNames[key] = name
        return name
    }
}

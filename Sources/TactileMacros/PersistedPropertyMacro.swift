import SwiftSyntax
import SwiftSyntaxMacros

/// `@_PersistedProperty`, which `@Model` puts on each persisted stored property: the property reads
/// and writes a private stored twin (`_name`) through the class's observation registrar, as
/// `@Observable`'s tracked properties do, and a write also tells the model's persistent state, so
/// that the model and its context have changes.
public struct PersistedPropertyMacro: AccessorMacro, PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        guard let variable = declaration.as(VariableDeclSyntax.self), ModelMacro.isMutable(variable),
            let name = ModelMacro.persistedName(of: variable)
        else { return [] }
        let storage = "_" + name.trimmingBackticks
        return [
            """
            @storageRestrictions(initializes: \(raw: storage))
            init(initialValue) {
                \(raw: storage) = initialValue
            }
            """,
            """
            get {
                access(keyPath: \\.\(raw: name))
                return \(raw: storage)
            }
            """,
            """
            set {
                withMutation(keyPath: \\.\(raw: name)) {
                    \(raw: storage) = newValue
                }
                _$persistentState.didChange(self)
            }
            """,
        ]
    }

    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let variable = declaration.as(VariableDeclSyntax.self), ModelMacro.isMutable(variable),
            let name = ModelMacro.persistedName(of: variable), let binding = variable.bindings.first
        else { return [] }
        // The twin keeps the declared type and initial value; `@Transient` keeps `@Model` from
        // treating it as a persisted property of its own.
        let type = binding.typeAnnotation.map { ": \($0.type.trimmedDescription)" } ?? ""
        let value = binding.initializer.map { " = \($0.value.trimmedDescription)" } ?? ""
        return ["@Transient private var _\(raw: name.trimmingBackticks)\(raw: type)\(raw: value)"]
    }
}

/// `@Attribute`, `@Relationship` and `@Transient`: markers that add no code. `@Model` reads
/// `@Attribute(.unique)` and `@Relationship(deleteRule:)` where it lists the class's properties,
/// and leaves `@Transient` properties as plain stored properties.
public struct SchemaMarkerMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}

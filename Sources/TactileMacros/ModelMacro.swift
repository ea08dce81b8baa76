import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Model`: makes a class a SwiftData model kept in memory. As SwiftData's macro does, it makes the
/// class `Observable` and `PersistentModel`: every stored `var` that is not `@Transient` becomes a
/// persisted property (``PersistedPropertyMacro``, read and written through the class's observation
/// registrar, as `@Observable` does), and the class gets its persistent state and the list of its
/// persisted properties (`_$schemaProperties`), which the context reads for unique attributes,
/// relationships, upserts and rollbacks.
public struct ModelMacro: MemberMacro, MemberAttributeMacro, ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let classDecl = declaration.as(ClassDeclSyntax.self) else {
            context.diagnose(Diagnostic(node: node, message: ModelDiagnostic.notAClass))
            return []
        }
        let type = classDecl.name.trimmedDescription
        let access = isPublic(classDecl.modifiers) ? "public " : ""
        let entries = declaration.memberBlock.members.compactMap { member -> String? in
            guard let variable = member.decl.as(VariableDeclSyntax.self), let name = persistedName(of: variable)
            else { return nil }
            return schemaEntry(name: name, type: type, variable: variable)
        }
        let list = entries.isEmpty ? "[]" : "[\n" + entries.joined(separator: ",\n") + "\n]"
        return [
            "@Transient private let _$observationRegistrar = Observation.ObservationRegistrar()",
            "@Transient \(raw: access)let _$persistentState = SwiftData._PersistentState()",
            """
            internal nonisolated func access<_Member>(keyPath: KeyPath<\(raw: type), _Member>) {
                _$observationRegistrar.access(self, keyPath: keyPath)
            }
            """,
            """
            internal nonisolated func withMutation<_Member, _Result>(
                keyPath: KeyPath<\(raw: type), _Member>, _ mutation: () throws -> _Result
            ) rethrows -> _Result {
                try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
            }
            """,
            """
            \(raw: access)static var _$schemaProperties: [SwiftData._SchemaProperty] {
                \(raw: list)
            }
            """,
        ]
    }

    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingAttributesFor member: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AttributeSyntax] {
        guard declaration.is(ClassDeclSyntax.self), let variable = member.as(VariableDeclSyntax.self),
            persistedName(of: variable) != nil, isMutable(variable),
            !has(variable.attributes, named: "_PersistedProperty")
        else { return [] }
        return ["@_PersistedProperty"]
    }

    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard declaration.is(ClassDeclSyntax.self) else { return [] }
        // The compiler lists the conformances the class lacks; PersistentModel implies Observable.
        let names = protocols.map(\.trimmedDescription)
        var result: [ExtensionDeclSyntax] = []
        if names.contains(where: { $0.hasSuffix("PersistentModel") }) {
            result.append(try ExtensionDeclSyntax("extension \(type.trimmed): SwiftData.PersistentModel {}"))
        }
        if names.contains(where: { $0.hasSuffix("Observable") }) {
            result.append(try ExtensionDeclSyntax("extension \(type.trimmed): Observation.Observable {}"))
        }
        return result
    }

    /// The name of a stored instance property SwiftData persists: one simple binding, no
    /// accessors, not static, lazy, `@Transient` or `@ObservationIgnored`.
    static func persistedName(of variable: VariableDeclSyntax) -> String? {
        let excluded: Set<String> = ["static", "class", "lazy"]
        guard !variable.modifiers.contains(where: { excluded.contains($0.name.text) }),
            !has(variable.attributes, named: "Transient"), !has(variable.attributes, named: "ObservationIgnored"),
            variable.bindings.count == 1, let binding = variable.bindings.first, binding.accessorBlock == nil,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedDescription
        else { return nil }
        return name
    }

    static func isMutable(_ variable: VariableDeclSyntax) -> Bool {
        variable.bindingSpecifier.tokenKind == .keyword(.var)
    }

    /// One `_SchemaProperty` of the list: the name, the key path, and what `@Attribute` and
    /// `@Relationship` say of it.
    private static func schemaEntry(name: String, type: String, variable: VariableDeclSyntax) -> String {
        var arguments = ["\"\(name.trimmingBackticks)\"", "\\\(type).\(name)"]
        if let attribute = attribute(variable.attributes, named: "Attribute"),
            attribute.arguments?.trimmedDescription.contains(".unique") == true
        {
            arguments.append("unique: true")
        }
        if let relationship = attribute(variable.attributes, named: "Relationship"),
            case .argumentList(let list)? = relationship.arguments
        {
            if list.contains(where: { $0.label == nil && $0.expression.trimmedDescription.hasSuffix(".unique") }) {
                arguments.append("unique: true")
            }
            if let rule = list.first(where: { $0.label?.text == "deleteRule" }) {
                arguments.append("deleteRule: \(rule.expression.trimmedDescription)")
            }
        }
        return "SwiftData._SchemaProperty(" + arguments.joined(separator: ", ") + ")"
    }

    static func has(_ attributes: AttributeListSyntax, named name: String) -> Bool {
        attribute(attributes, named: name) != nil
    }

    private static func attribute(_ attributes: AttributeListSyntax, named name: String) -> AttributeSyntax? {
        for element in attributes {
            guard let attribute = element.as(AttributeSyntax.self) else { continue }
            let written = attribute.attributeName.trimmedDescription
            if written == name || written.hasSuffix(".\(name)") { return attribute }
        }
        return nil
    }

    private static func isPublic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.text == "public" || $0.name.text == "open" }
    }
}

extension String {
    /// The name without the backticks of an escaped identifier (`` `default` ``).
    var trimmingBackticks: String { filter { $0 != "`" } }
}

/// What `@Model` says when it cannot apply.
enum ModelDiagnostic: String, DiagnosticMessage {
    case notAClass = "@Model applies to a class: SwiftData models are reference types"

    var message: String { rawValue }
    var diagnosticID: MessageID { MessageID(domain: "TactileMacros", id: "Model.\(self)") }
    var severity: DiagnosticSeverity { .error }
}

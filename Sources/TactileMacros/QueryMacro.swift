import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Query(…)` on `var items: [Item]`: as SwiftData's macro does, it stores a `Query<Item, [Item]>`
/// made with the attribute's arguments in a peer `_items` (settable only by the view when `items` is private), and makes `items` read that
/// query's results. The model type comes from the property's type, so `@Query var items: [Item]`
/// needs no argument, and a view's `init` may assign `_items = Query(…)` itself.
public struct QueryMacro: AccessorMacro, PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        guard let name = name(of: declaration) else { return [] }
        return ["get { _\(raw: name.trimmingBackticks).wrappedValue }"]
    }

    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let variable = declaration.as(VariableDeclSyntax.self), let name = name(of: declaration) else {
            return []
        }
        let arguments: String
        if case .argumentList(let list)? = node.arguments {
            arguments = list.trimmedDescription
        } else {
            arguments = ""
        }
        guard let type = variable.bindings.first?.typeAnnotation?.type, let element = element(of: type) else {
            context.diagnose(Diagnostic(node: node, message: QueryDiagnostic.needsArrayType))
            return []
        }
        // A `private var` with an initial value would make the view's memberwise initializer
        // private (`@Query private var items: [Item]` beside `let title: String`, and
        // `Detail(title:)` from another file), which SwiftData's `@Query` does not; `private(set)`
        // keeps the initializer internal and the storage writable only by the view.
        let access =
            variable.modifiers.contains { $0.name.text == "private" || $0.name.text == "fileprivate" }
            ? "private(set) " : ""
        let query = "SwiftData.Query<\(element), [\(element)]>"
        return ["\(raw: access)var _\(raw: name.trimmingBackticks): \(raw: query) = \(raw: query)(\(raw: arguments))"]
    }

    private static func name(of declaration: some DeclSyntaxProtocol) -> String? {
        declaration.as(VariableDeclSyntax.self)?.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier
            .trimmedDescription
    }

    /// `Item` of `[Item]` or `Array<Item>`.
    private static func element(of type: TypeSyntax) -> String? {
        if let array = type.as(ArrayTypeSyntax.self) { return array.element.trimmedDescription }
        if let generic = type.as(IdentifierTypeSyntax.self), generic.name.text == "Array",
            let argument = generic.genericArgumentClause?.arguments.first
        {
            return argument.argument.trimmedDescription
        }
        return nil
    }
}

/// What `@Query` says when it cannot apply.
enum QueryDiagnostic: String, DiagnosticMessage {
    case needsArrayType = "@Query needs the property's type, an array of models: '@Query var items: [Item]'"

    var message: String { rawValue }
    var diagnosticID: MessageID { MessageID(domain: "TactileMacros", id: "Query.\(self)") }
    var severity: DiagnosticSeverity { .error }
}

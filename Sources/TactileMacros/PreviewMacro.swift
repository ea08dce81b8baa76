import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `#Preview`: turns a preview declaration into a record in the binary's test content section,
/// where `PreviewRegistry` finds it at run time (Docs/ViewLayer.md, "Previews").
///
/// ```swift
/// #Preview("Card", traits: .sizeThatFitsLayout) { Card() }
/// ```
/// expands to one `@section … @used` constant: a record whose accessor builds the preview's
/// description (name, traits, source location, and a closure that makes the view). Variables marked
/// `@Previewable` become stored properties of a small view declared inside the accessor, whose body
/// is the rest of the closure.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let parts = try PreviewArguments(node)
        let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let pathLocation = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .filePath)
        let fileID = location?.file ?? ExprSyntax("\"\"")
        let filePath = pathLocation?.file ?? ExprSyntax("\"\"")
        let line = location?.line ?? ExprSyntax("0")
        let column = location?.column ?? ExprSyntax("0")
        let recordName = context.makeUniqueName("preview")

        let (previewables, rest) = split(parts.body.statements)
        let viewDeclaration: String
        let makeBody: String
        if previewables.isEmpty {
            viewDeclaration = ""
            makeBody = parts.body.statements.trimmedDescription
        } else {
            let properties = previewables.map(stripPreviewable).joined(separator: "\n")
            let body = rest.map(\.trimmedDescription).joined(separator: "\n")
            viewDeclaration = """
                struct PreviewableState: Tactile.View {
                \(properties)
                @Tactile.ViewBuilder var body: some Tactile.View {
                \(body)
                }
                }
                """
            makeBody = "PreviewableState()"
        }
        let traits = parts.traits.map(\.trimmedDescription).joined(separator: ", ")
        let name = parts.name?.trimmedDescription ?? "nil"

        let record: DeclSyntax = """
            #if compiler(>=6.3)
            #if objectFormat(MachO)
            @section("__DATA_CONST,__swift5_tests")
            #elseif objectFormat(COFF)
            @section(".sw5test$B")
            #else
            @section("swift5_tests")
            #endif
            @used
            private let \(recordName): Tactile.__PreviewContentRecord = (
                0x7470_7276, 0,  // "tprv": Tactile's preview records
                { outValue, type, _ in
                    \(raw: viewDeclaration)
                    return Tactile.__PreviewRecords.store(
                        into: outValue, ifTypeAt: type, name: \(raw: name), traits: [\(raw: traits)],
                        fileID: \(fileID), filePath: \(filePath), line: \(line), column: \(column)
                    ) {
                        \(raw: makeBody)
                    }
                },
                0, 0
            )
            #endif
            """
        return [record]
    }

    /// Separates the `@Previewable` variable declarations from the other statements.
    private static func split(_ statements: CodeBlockItemListSyntax) -> ([VariableDeclSyntax], [CodeBlockItemSyntax]) {
        var previewables: [VariableDeclSyntax] = []
        var rest: [CodeBlockItemSyntax] = []
        for item in statements {
            if let variable = item.item.as(VariableDeclSyntax.self), variable.attributes.contains(where: isPreviewable)
            {
                previewables.append(variable)
            } else {
                rest.append(item)
            }
        }
        return (previewables, rest)
    }

    private static func isPreviewable(_ element: AttributeListSyntax.Element) -> Bool {
        guard let attribute = element.as(AttributeSyntax.self) else { return false }
        let name = attribute.attributeName.trimmedDescription
        return name == "Previewable" || name == "Tactile.Previewable"
    }

    /// The declaration without its `@Previewable` attribute.
    private static func stripPreviewable(_ variable: VariableDeclSyntax) -> String {
        var copy = variable
        copy.attributes = variable.attributes.filter { !isPreviewable($0) }
        return copy.trimmedDescription
    }
}

/// The parts of a `#Preview` call: `#Preview(name?, traits: t, more…) { body }`.
struct PreviewArguments {
    var name: ExprSyntax?
    var traits: [ExprSyntax] = []
    var body: ClosureExprSyntax

    init(_ node: some FreestandingMacroExpansionSyntax) throws {
        var body = node.trailingClosure
        var inTraits = false
        for argument in node.arguments {
            switch argument.label?.text {
            case "traits":
                inTraits = true
                traits.append(argument.expression)
            case "body":
                body = argument.expression.as(ClosureExprSyntax.self)
            case nil where inTraits:
                traits.append(argument.expression)
            case nil where name == nil:
                name = argument.expression
            default:
                throw DiagnosticsError(diagnostics: [
                    Diagnostic(node: argument, message: PreviewDiagnostic.unexpectedArgument)
                ])
            }
        }
        guard let body else {
            throw DiagnosticsError(diagnostics: [Diagnostic(node: node, message: PreviewDiagnostic.missingBody)])
        }
        self.body = body
    }
}

/// What `#Preview` reports when it cannot expand.
enum PreviewDiagnostic: String, DiagnosticMessage {
    case missingBody = "#Preview needs a closure that builds the view"
    case unexpectedArgument = "#Preview takes a name, traits and a closure"

    var message: String { rawValue }
    var diagnosticID: MessageID { MessageID(domain: "TactileMacros", id: "\(self)") }
    var severity: DiagnosticSeverity { .error }
}

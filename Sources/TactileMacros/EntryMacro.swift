import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry`: turns `var name: T = value` in an extension of `EnvironmentValues` (or
/// `FocusedValues`, `ContainerValues`) into a property read and written through a key made for it,
/// as SwiftUI's macro does. The key is a private struct `__Key_name` beside the property, whose
/// default is the property's initial value (`nil` for an optional without one).
public struct EntryMacro: AccessorMacro, PeerMacro {
    /// The key protocol of each values type the macro is used in (EnvironmentKey elsewhere).
    static let keyProtocols = [
        "EnvironmentValues": "EnvironmentKey", "FocusedValues": "FocusedValueKey",
        "ContainerValues": "ContainerValueKey",
    ]

    public static func expansion(
        of node: AttributeSyntax,
        providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        guard let name = binding(of: declaration)?.pattern.trimmedDescription else { return [] }
        return [
            "get { self[__Key_\(raw: name).self] }",
            "set { self[__Key_\(raw: name).self] = newValue }",
        ]
    }

    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let binding = binding(of: declaration) else { return [] }
        let name = binding.pattern.trimmedDescription
        let keyProtocol = keyProtocol(in: context)
        let type = binding.typeAnnotation?.type.trimmedDescription
        let value = binding.initializer?.value.trimmedDescription
        if keyProtocol == "FocusedValueKey", let type {
            // A focused value key names the value's type; the property is its optional.
            let wrapped = type.hasSuffix("?") ? String(type.dropLast()) : type
            return ["private struct __Key_\(raw: name): FocusedValueKey { typealias Value = \(raw: wrapped) }"]
        }
        let defaultValue: String
        switch (type, value) {
        case (let type?, let value?): defaultValue = "static var defaultValue: \(type) { \(value) }"
        case (let type?, nil): defaultValue = "static var defaultValue: \(type) { nil }"
        case (nil, let value?): defaultValue = "nonisolated(unsafe) static let defaultValue = \(value)"
        case (nil, nil): return []
        }
        return ["private struct __Key_\(raw: name): \(raw: keyProtocol) { \(raw: defaultValue) }"]
    }

    /// The one binding of a `var` declaration.
    private static func binding(of declaration: some DeclSyntaxProtocol) -> PatternBindingSyntax? {
        declaration.as(VariableDeclSyntax.self)?.bindings.first
    }

    /// The key protocol for the type whose extension the macro is used in.
    private static func keyProtocol(in context: some MacroExpansionContext) -> String {
        for syntax in context.lexicalContext {
            if let extended = syntax.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription {
                let last = extended.split(separator: ".").last.map(String.init) ?? extended
                return keyProtocols[last] ?? "EnvironmentKey"
            }
        }
        return "EnvironmentKey"
    }
}

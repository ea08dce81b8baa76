import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin that carries Tactile's macros: `#Preview`, `@Previewable` and `@Entry`.
@main
struct TactileMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [PreviewMacro.self, PreviewableMacro.self, EntryMacro.self]
}

import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin that carries Tactile's macros: `#Preview`, `@Previewable` and `@Entry`, and
/// SwiftData's `@Model`, `@Attribute`, `@Relationship`, `@Transient` and `@Query`.
@main
struct TactileMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [
        PreviewMacro.self, PreviewableMacro.self, EntryMacro.self, ModelMacro.self, PersistedPropertyMacro.self,
        SchemaMarkerMacro.self, QueryMacro.self,
    ]
}

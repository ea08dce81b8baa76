/// Declares an environment value in one line: `@Entry var accent: Color = .blue` inside
/// `extension EnvironmentValues` makes the key (a private `__Key_accent` whose default is `.blue`)
/// and the property that reads and writes it, so views read it with
/// `@Environment(\.accent)` and set it with `.environment(\.accent, .red)`.
@attached(accessor) @attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "TactileMacros", type: "EntryMacro")

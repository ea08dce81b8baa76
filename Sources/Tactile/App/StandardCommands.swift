import Foundation

// The command sets SwiftUI provides ready-made. *No effect on Linux*: an iPhone has no menu bar
// (`Commands`), so none of them is built; each is declared so that apps that add them compile.

/// The commands for showing and hiding a sidebar, SwiftUI's `SidebarCommands`.
///
/// *No effect on Linux*: an iPhone has no menu bar.
public struct SidebarCommands: Commands {
    /// The sidebar commands.
    nonisolated public init() {}
    /// No commands on a phone.
    public var body: some Commands { EmptyCommands() }
}

/// The commands for showing and hiding an inspector, SwiftUI's `InspectorCommands`.
///
/// *No effect on Linux*: an iPhone has no menu bar.
public struct InspectorCommands: Commands {
    /// The inspector commands.
    nonisolated public init() {}
    /// No commands on a phone.
    public var body: some Commands { EmptyCommands() }
}

/// The commands for showing and customizing the toolbar, SwiftUI's `ToolbarCommands`.
///
/// *No effect on Linux*: an iPhone has no menu bar.
public struct ToolbarCommands: Commands {
    /// The toolbar commands.
    nonisolated public init() {}
    /// No commands on a phone.
    public var body: some Commands { EmptyCommands() }
}

/// The commands for editing text (find, spelling, substitutions), SwiftUI's `TextEditingCommands`.
///
/// *No effect on Linux*: an iPhone has no menu bar.
public struct TextEditingCommands: Commands {
    /// The text editing commands.
    nonisolated public init() {}
    /// No commands on a phone.
    public var body: some Commands { EmptyCommands() }
}

/// The commands for formatting text (fonts, styles, alignment), SwiftUI's
/// `TextFormattingCommands`.
///
/// *No effect on Linux*: an iPhone has no menu bar.
public struct TextFormattingCommands: Commands {
    /// The text formatting commands.
    nonisolated public init() {}
    /// No commands on a phone.
    public var body: some Commands { EmptyCommands() }
}

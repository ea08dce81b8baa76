import Foundation

/// Menu items added to one of the standard groups of the app's menu bar, before or after it or in
/// its place, SwiftUI's `CommandGroup`.
///
/// *No effect on Linux*: an iPhone has no menu bar (`Commands`), so the items are never built.
public struct CommandGroup<Content: View>: Commands {
    /// Where the items go, relative to `group`.
    enum Position { case before, after, replacing }

    let position: Position
    /// The standard group the items go beside or replace.
    let group: CommandGroupPlacement
    nonisolated(unsafe) let addition: Content

    /// Items added before the standard group `group`.
    nonisolated public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        (position, self.group, self.addition) = (.before, group, addition())
    }

    /// Items added after the standard group `group`.
    nonisolated public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        (position, self.group, self.addition) = (.after, group, addition())
    }

    /// Items that replace the standard group `group`.
    nonisolated public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        (position, self.group, self.addition) = (.replacing, group, addition())
    }

    /// Never called: the group is a leaf of the commands.
    public var body: Never { fatalError("CommandGroup has no body") }
}

/// A menu of its own in the app's menu bar, SwiftUI's `CommandMenu`.
///
/// *No effect on Linux*: an iPhone has no menu bar (`Commands`), so the menu is never built.
public struct CommandMenu<Content: View>: Commands {
    let name: Text
    nonisolated(unsafe) let content: Content

    /// A menu named by a localized string key.
    nonisolated public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(Text(nameKey), content: content)
    }

    /// A menu named by `name`.
    nonisolated public init(_ name: Text, @ViewBuilder content: () -> Content) {
        self.name = name
        self.content = content()
    }

    /// A menu named by a string, not localized.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {
        self.init(Text(name), content: content)
    }

    /// Never called: the menu is a leaf of the commands.
    public var body: Never { fatalError("CommandMenu has no body") }
}

/// One of the standard groups of the app's menu bar, named by what it holds, for a
/// `CommandGroup` to go beside or replace.
public struct CommandGroupPlacement: Sendable, Hashable {
    /// The group's name, for descriptions.
    let name: String

    /// About the app.
    public static let appInfo = CommandGroupPlacement(name: "appInfo")
    /// The app's settings.
    public static let appSettings = CommandGroupPlacement(name: "appSettings")
    /// Services the system offers.
    public static let systemServices = CommandGroupPlacement(name: "systemServices")
    /// Hiding and showing the app.
    public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
    /// Quitting the app.
    public static let appTermination = CommandGroupPlacement(name: "appTermination")
    /// New windows and documents.
    public static let newItem = CommandGroupPlacement(name: "newItem")
    /// Saving documents.
    public static let saveItem = CommandGroupPlacement(name: "saveItem")
    /// Importing and exporting.
    public static let importExport = CommandGroupPlacement(name: "importExport")
    /// Printing.
    public static let printItem = CommandGroupPlacement(name: "printItem")
    /// Undo and redo.
    public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
    /// Cut, copy and paste.
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
    /// Editing text: find, spelling, substitutions.
    public static let textEditing = CommandGroupPlacement(name: "textEditing")
    /// Formatting text: fonts, styles, alignment.
    public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
    /// Showing and customizing the toolbar.
    public static let toolbar = CommandGroupPlacement(name: "toolbar")
    /// Showing the sidebar.
    public static let sidebar = CommandGroupPlacement(name: "sidebar")
    /// Resizing windows.
    public static let windowSize = CommandGroupPlacement(name: "windowSize")
    /// Arranging windows.
    public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
    /// Help.
    public static let help = CommandGroupPlacement(name: "help")
}

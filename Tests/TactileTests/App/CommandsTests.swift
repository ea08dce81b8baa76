// Commands and the scene modifiers apps carry: an app with a menu bar's commands compiles and
// runs its window unchanged (an iPhone has no menu bar), and the scene modifiers that do reach the
// window's views (`defaultAppStorage`, `transformEnvironment`) take effect.
import Foundation
import Tactile
import TactileTesting
import Testing

private struct NotesCommands: Commands {
    @CommandsBuilder var body: some Commands {
        CommandMenu("Notes") {
            Button("New Note") {}
            Divider()
            Button("Delete") {}
        }
        CommandGroup(after: .newItem) { Button("Import…") {} }
        CommandGroup(replacing: .help) { Button("Notes Help") {} }
        CommandGroup(before: .toolbar) { Text("Layout") }
    }
}

private struct NotesApp: App {
    var showsInspector = true
    var body: some Scene {
        WindowGroup {
            Text("Notes")
        }
        .commands {
            NotesCommands()
            SidebarCommands()
            TextEditingCommands()
            TextFormattingCommands()
            ToolbarCommands()
            if showsInspector { InspectorCommands() } else { EmptyCommands() }
            CommandMenu(Text("View")) { Button("Zoom") {} }
        }
        .commandsRemoved()
        .commandsReplaced { EmptyCommands() }
        .handlesExternalEvents(matching: ["notes"])
        .persistentSystemOverlays(.hidden)
        .backgroundTask(.appRefresh("refresh")) {}
        .backgroundTask(.urlSession) { _ in }
    }
}

private struct StoredCount: View {
    @AppStorage("count") var count = 0
    @Environment(\.dynamicTypeSize) var size
    var body: some View {
        Text("count \(count), \(size == .xxxLarge ? "xxxLarge" : "other")")
    }
}

/// The store `StorageApp` gives its scene: an app is made with `init()`, so it cannot be handed one.
nonisolated(unsafe) private let storageAppStore = UserDefaults(suiteName: "tactile-commands-tests")!

private struct StorageApp: App {
    var body: some Scene {
        WindowGroup { StoredCount() }
            .defaultAppStorage(storageAppStore)
            .transformEnvironment(\.dynamicTypeSize) { $0 = .xxxLarge }
    }
}

@MainActor
@Suite("App commands and scene modifiers")
struct CommandsTests {
    @Test("An app with commands runs its window as if it had none, as on an iPhone")
    func commandsLeaveTheWindowAlone() throws {
        let sim = try TouchSimulator(app: NotesApp())
        #expect(sim.texts() == ["Notes"])
    }

    @Test("defaultAppStorage and transformEnvironment on a scene reach its window's views")
    func sceneStorageAndEnvironment() throws {
        defer { storageAppStore.removePersistentDomain(forName: "tactile-commands-tests") }
        storageAppStore.set(7, forKey: "count")
        let sim = try TouchSimulator(app: StorageApp())
        #expect(sim.texts() == ["count 7, xxxLarge"])
    }

    @Test("The standard command groups are distinct placements")
    func placementsAreDistinct() {
        let placements: [CommandGroupPlacement] = [
            .appInfo, .appSettings, .systemServices, .appVisibility, .appTermination, .newItem, .saveItem,
            .importExport, .printItem, .undoRedo, .pasteboard, .textEditing, .textFormatting, .toolbar, .sidebar,
            .windowSize, .windowArrangement, .help,
        ]
        #expect(Set(placements).count == 18)
    }
}

// Apps: `App`, scenes and their modifiers, what `App.main()` does on Linux, and a simulator that
// starts from an app's root scene.
import Foundation
import Tactile
import TactileTesting
import Testing

@MainActor
private final class Store: ObservableObject {
    @Published var count = 0
}

@MainActor
@Observable
private final class Model {
    var taps = 0
    var on = false
}

private struct StoreCounter: View {
    @EnvironmentObject var store: Store
    var body: some View {
        Button("Add \(store.count)") { store.count += 1 }
    }
}

private struct ModelCounter: View {
    @Environment(Model.self) var model
    var body: some View {
        Button("Taps \(model.taps)") { model.taps += 1 }
    }
}

private struct CounterApp: App {
    @StateObject private var store = Store()
    var body: some Scene {
        WindowGroup { StoreCounter() }
            .environmentObject(store)
    }
}

private struct ModelApp: App {
    @State private var model = Model()
    var body: some Scene {
        Settings { Text("Settings") }
        WindowGroup("Main", id: "main") { ModelCounter() }
            .environment(model)
    }
}

private struct SettingsOnlyApp: App {
    var body: some Scene {
        Settings { Text("Only settings") }
    }
}

private struct SchemeReader: View {
    @Environment(\.colorScheme) var scheme
    @Environment(\.scenePhase) var phase
    var body: some View { Text("\(String(describing: scheme)) \(String(describing: phase))") }
}

private struct NestedEnvironmentApp: App {
    var body: some Scene {
        WindowGroup { SchemeReader() }
            .environment(\.colorScheme, .dark)
            .environment(\.colorScheme, .light)
    }
}

private struct InitialChangeApp: App {
    static var changes: [Int] = []
    var body: some Scene {
        WindowGroup { Text("Hello") }
            .onChange(of: 7, initial: true) { old, new in Self.changes.append(new) }
    }
}

private struct OptionalSceneApp: App {
    static var showsMain = true
    var body: some Scene {
        if Self.showsMain {
            WindowGroup { Text("Main") }
        }
    }
}

@MainActor
@Suite("apps and scenes")
struct AppTests {
    @Test("a simulator starts from an app's window group, with the scene's environment object")
    func simulatorFromApp() throws {
        let simulator = try TouchSimulator(app: CounterApp())
        #expect(simulator.texts() == ["Add 0"])
        simulator.tap(on: .text("Add 0"))
        simulator.tap(on: .text("Add 1"))
        #expect(simulator.texts() == ["Add 2"])
    }

    @Test("the window is the first window group or window, never a settings scene")
    func windowSkipsSettings() throws {
        let simulator = try TouchSimulator(app: ModelApp())
        #expect(simulator.texts() == ["Taps 0"])
        simulator.tap(on: .text("Taps 0"))
        #expect(simulator.texts() == ["Taps 1"])
    }

    @Test("an app without a window is refused with a message naming it")
    func noWindow() {
        #expect(throws: TouchSimulator.AppHasNoWindow.self) { try TouchSimulator(app: SettingsOnlyApp()) }
        var errors: [String] = []
        let status = AppLaunch.run(SettingsOnlyApp(), arguments: [], output: { _ in }, errors: { errors.append($0) })
        #expect(status == 1)
        #expect(errors == ["SettingsOnlyApp has no WindowGroup or Window in its body: there is nothing to show."])
    }

    @Test("the scene modifier nearest the window wins, as a view modifier's does; the phase is active")
    func nestedEnvironment() throws {
        let simulator = try TouchSimulator(app: NestedEnvironmentApp())
        #expect(simulator.texts() == ["dark active"])
    }

    @Test("a scene's onChange with initial runs once when the window appears")
    func initialChange() throws {
        InitialChangeApp.changes = []
        _ = try TouchSimulator(app: InitialChangeApp())
        #expect(InitialChangeApp.changes == [7])
    }

    @Test("a scene inside an if is there only when the condition holds")
    func optionalScene() throws {
        OptionalSceneApp.showsMain = true
        #expect(try TouchSimulator(app: OptionalSceneApp()).texts() == ["Main"])
        OptionalSceneApp.showsMain = false
        #expect(throws: TouchSimulator.AppHasNoWindow.self) { try TouchSimulator(app: OptionalSceneApp()) }
    }

    @Test("main() hosts the window and prints what it hosted")
    func mainSummary() {
        var output: [String] = []
        let status = AppLaunch.run(ModelApp(), arguments: [], output: { output.append($0) }, errors: { _ in })
        #expect(status == 0)
        #expect(output.count == 1)
        #expect(output.first?.hasPrefix("ModelApp: hosted its WindowGroup \"main\" in a 400×800 window;") == true)
    }

    @Test("main() --svg - writes the first frame to standard output; --svg without a path is refused")
    func mainSVG() {
        var output: [String] = []
        #expect(AppLaunch.run(CounterApp(), arguments: ["--svg", "-"], output: { output.append($0) }) == 0)
        #expect(output.count == 1)
        #expect(output.first?.hasPrefix("<svg") == true)
        #expect(output.first?.contains("Add 0") == true)

        var errors: [String] = []
        #expect(AppLaunch.run(CounterApp(), arguments: ["--svg"], output: { _ in }, errors: { errors.append($0) }) == 2)
        #expect(errors == ["--svg needs a path (or - for standard output)."])
    }

    @Test("main() --svg PATH writes the frame to the file")
    func mainSVGFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-app-\(UUID()).svg").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        var output: [String] = []
        #expect(AppLaunch.run(CounterApp(), arguments: ["--svg", path], output: { output.append($0) }) == 0)
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("Add 0"))
        #expect(output.first?.hasSuffix("First frame: \(path).") == true)
    }
}

import Foundation
import Tactile
import TactileExamples
import Testing

@testable import TactilePlayground

/// An app as a package writes one: tabs of their own state in a window group.
struct CounterTestApp: App {
    var body: some Scene {
        WindowGroup { Text("Counter app") }
    }
}

/// An app whose body has no window Tactile hosts.
struct SettingsOnlyTestApp: App {
    var body: some Scene {
        Settings { Text("Preferences") }
    }
}

/// A `@main` type that is not an app (a command-line tool's).
enum ToolEntryPoint {}

struct PackageAppTests {
    @Test(
        arguments: [
            ("@main\nstruct GalleryApp: App {", "GalleryApp"),
            ("import Tactile\n\n@main @MainActor final class Tool {", "Tool"),
            ("@main enum Entry {}", "Entry"),
            ("@main\npublic struct Generic<T>: App {", "Generic"),
            ("@MainActor struct NotMain: App {", nil),
            ("@mainly struct Odd {}", nil),
            ("let x = 1", nil),
        ] as [(String, String?)])
    func findsTheTypeMarkedMain(source: String, expected: String?) {
        #expect(PackageApp.mainType(in: source) == expected)
    }

    static func appManifest(appDependencies: String) -> String {
        """
        {"name": "Gallery",
         "products": [{"name": "Gallery", "targets": ["Gallery"], "type": {"library": ["automatic"]}}],
         "targets": [
           {"name": "Gallery", "type": "regular", "path": null,
            "dependencies": [{"product": ["Tactile", "Tactile", null, null]}]},
           {"name": "GalleryApp", "type": "executable", "path": null, "dependencies": [\(appDependencies)]},
           {"name": "Tool", "type": "executable", "path": null, "dependencies": []}],
         "dependencies": [\(PreviewedPackageTests.pathDependency)]}
        """
    }

    /// A package directory with the app's `@main` file, removed by the caller.
    static func packageWithAppSource() throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-app-\(UUID().uuidString)")
            .path
        let sources = root + "/Sources/GalleryApp"
        try FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)
        try "import Tactile\n\n@main\nstruct GalleryApp: App {\n}\n".write(
            toFile: sources + "/GalleryApp.swift", atomically: true, encoding: .utf8)
        return root
    }

    @Test func anExecutableTargetOnTactileIsAnAppTheHostCompilesAsALibrary() throws {
        let root = try Self.packageWithAppSource()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let json = Self.appManifest(
            appDependencies: #"{"byName": ["Gallery", null]}, {"product": ["Tactile", "Tactile", null, null]}"#)
        let package = try PreviewedPackage(dumpPackage: Data(json.utf8), path: root)
        // The tool does not use Tactile: it is no app.
        #expect(package.apps.map(\.module) == ["GalleryApp"])
        let app = try #require(package.apps.first)
        #expect(app.mainType == "GalleryApp")
        #expect(app.problem == nil)
        #expect(app.sourceDirectory == root + "/Sources/GalleryApp")

        let host = PreviewHostPackage(for: package)
        #expect(host.links == ["Apps/GalleryAppTactileHosted": root + "/Sources/GalleryApp"])
        let manifest = host.manifest
        #expect(manifest.contains(#"name: "GalleryAppTactileHosted","#))
        #expect(manifest.contains(#"path: "Apps/GalleryAppTactileHosted","#))
        #expect(manifest.contains(#""-entry-point-function-name", "-Xfrontend", "tactile_hosted_GalleryApp_main""#))
        #expect(manifest.contains(#"                "GalleryAppTactileHosted","#))
        let main = host.mainSource
        #expect(main.contains("@testable import GalleryAppTactileHosted"))
        #expect(main.contains(#"HostedApp(module: "GalleryApp", type: GalleryAppTactileHosted.GalleryApp.self)"#))

        // A compiler error in the linked sources is named by the file's own path.
        let compiled = host.directory + "/Apps/GalleryAppTactileHosted/GalleryApp.swift"
        #expect(host.originalPath(of: compiled) == root + "/Sources/GalleryApp/GalleryApp.swift")
        #expect(host.originalPath(of: "/elsewhere/File.swift") == "/elsewhere/File.swift")
    }

    @Test func anAppTheHostCannotBuildIsListedWithWhy() throws {
        let root = try Self.packageWithAppSource()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let json = Self.appManifest(
            appDependencies:
                #"{"product": ["Tactile", "Tactile", null, null]}, {"product": ["Collections", "swift-collections", null, null]}"#
        )
        let package = try PreviewedPackage(dumpPackage: Data(json.utf8), path: root)
        let app = try #require(package.apps.first)
        #expect(app.problem?.contains("Collections (swift-collections)") == true)
        let host = PreviewHostPackage(for: package)
        #expect(host.apps.isEmpty)
        #expect(!host.manifest.contains("TactileHosted"))
        #expect(host.mainSource.contains(#"HostedApp(module: "GalleryApp", problem: "GalleryApp depends on"#))

        // Without a `@main` type (a `main.swift` of top-level code) there is nothing to start.
        let noMain = try PreviewedPackage(
            dumpPackage: Data(
                Self.appManifest(appDependencies: #"{"product": ["Tactile", "Tactile", null, null]}"#).utf8),
            path: "/nowhere")
        #expect(noMain.apps.first?.problem?.contains("has no type marked @main") == true)
    }

    @Test func aPackageWithAnAppAndNoLibraryCanBeServed() throws {
        let json = Self.appManifest(appDependencies: #"{"product": ["Tactile", "Tactile", null, null]}"#)
            .replacingOccurrences(of: #"{"library": ["automatic"]}"#, with: #"{"executable": null}"#)
        let package = try PreviewedPackage(dumpPackage: Data(json.utf8), path: "/nowhere")
        #expect(package.libraryProducts.isEmpty)
        #expect(package.apps.count == 1)
    }
}

@MainActor
struct HostedAppTests {
    @Test func anAppRunsItsWindowGroupInTheWindowSwiftRunGivesIt() throws {
        let app = HostedApp(module: "Counter", type: CounterTestApp.self)
        #expect(app.problem == nil)
        #expect(app.typeName == "CounterTestApp")
        let example = try app.example().get()
        #expect(example.id == "app:Counter")
        #expect(example.windowSize == ViewHost.defaultSize)
        let outbox = Outbox()
        let session = PlaygroundSession(example: example) { outbox.append($0) }
        defer { session.close() }
        #expect(outbox.frames.first?.svg.contains("Counter app") == true)
    }

    @Test func whatCannotRunSaysWhy() async {
        let settings = HostedApp(module: "Prefs", type: SettingsOnlyTestApp.self)
        guard case .failure(let problem) = settings.example() else {
            Issue.record("an app with only a Settings scene opened")
            return
        }
        #expect(
            problem.description
                == "SettingsOnlyTestApp has no WindowGroup or Window in its body: there is nothing to show")

        let tool = HostedApp(module: "Tool", type: ToolEntryPoint.self)
        #expect(tool.problem == "ToolEntryPoint, the @main type of Tool, is not a Tactile App")

        let catalog = SceneCatalog.previews(inModules: [], apps: [settings, tool])
        let scenes = await catalog.scenes()
        #expect(scenes.map(\.id) == ["app:Prefs", "app:Tool"])
        #expect(scenes.allSatisfy { $0.kind == "app" })
        #expect(scenes.last?.problem == tool.problem)
        #expect(await catalog.example("app:Prefs") == nil)
        #expect(await catalog.problem("app:Prefs")?.contains("no WindowGroup") == true)
        #expect(await catalog.problem("app:Nothing") == nil)
    }
}

import Foundation

/// A type that represents the structure and behaviour of an app, SwiftUI's `App`: mark it `@main`
/// in an executable target and give it a `body` of scenes.
///
/// ```swift
/// @main
/// struct CounterApp: App {
///     var body: some Scene {
///         WindowGroup { ContentView() }
///     }
/// }
/// ```
///
/// On Linux, `swift run` of such an app runs ``main()``: it hosts the app's window headless, lays
/// it out and draws its first frame, prints what it hosted and exits (see ``main()``). Tests drive
/// the same window with `TouchSimulator(app:)`.
@MainActor
@preconcurrency
public protocol App {
    /// The type of the app's scenes.
    associatedtype Body: Scene
    /// The app's scenes: usually one ``WindowGroup``.
    @SceneBuilder @MainActor @preconcurrency var body: Body { get }
    /// Creates the app; called once, by ``main()``.
    @MainActor @preconcurrency init()
}

extension App {
    /// Runs the app: what `@main` calls.
    ///
    /// SwiftUI runs the app until the user quits it. Tactile has no window system to run in on
    /// Linux, so `main()` creates the app, hosts its window (the first ``WindowGroup`` or
    /// ``Window`` of its body, at `ViewHost.defaultSize`), commits it once (its `onAppear` and
    /// `task` actions start) and prints one line saying what it hosted. With `--svg PATH` among the
    /// program's arguments it also writes the first frame there as SVG (`--svg -`: to standard
    /// output). An app with no window prints why and exits with status 1.
    @MainActor
    public static func main() {
        let status = AppLaunch.run(Self(), arguments: Array(CommandLine.arguments.dropFirst()))
        if status != 0 { exit(status) }
    }
}

/// What ``App/main()`` does, separate so that tests run it with arguments of their own.
@MainActor
package enum AppLaunch {
    /// The window of `app` that Tactile hosts: its first ``WindowGroup`` or ``Window`` (a
    /// ``Settings`` scene is never opened); `nil` when it has none.
    package static func window<A: App>(of app: A) -> SceneWindow? {
        app.body.sceneWindows().first(where: \.isHosted)
    }

    /// Hosts the window of `app`, commits it, prints a line about it (or the first frame as SVG,
    /// with `--svg`), and returns the exit status.
    package static func run<A: App>(
        _ app: A, arguments: [String], output: (String) -> Void = { print($0) },
        errors: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
    ) -> Int32 {
        let name = String(describing: A.self)
        guard let window = window(of: app) else {
            errors("\(name) has no WindowGroup or Window in its body: there is nothing to show.")
            return 1
        }
        var svgPath: String?
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            if argument == "--svg" {
                guard let path = rest.popFirst() else {
                    errors("--svg needs a path (or - for standard output).")
                    return 2
                }
                svgPath = path
            }
        }
        let host = ViewHost(window.makeRoot())
        _ = host.commit()
        let size = host.size
        let summary =
            "\(name): hosted its \(window.kind)\(window.id.map { " \"\($0)\"" } ?? "") in a "
            + "\(Int(size.width))×\(Int(size.height)) window; \(host.inspectedViews().count) views."
        guard let svgPath else {
            output(summary)
            return 0
        }
        if svgPath == "-" {
            output(host.svg())
            return 0
        }
        do {
            try host.svg().write(toFile: svgPath, atomically: true, encoding: .utf8)
        } catch {
            errors("Could not write \(svgPath): \(error.localizedDescription)")
            return 1
        }
        output(summary + " First frame: \(svgPath).")
        return 0
    }
}

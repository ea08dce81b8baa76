import Foundation
import Tactile
import TactileExamples

/// An app of the previewed package as the preview host runs it: its target's name and a way to
/// start a fresh instance of it (``PackageApp`` says how the host gets the app's code).
///
/// Each page that opens the app gets its own instance, made with the app's `init()`, and its own
/// window: the root view of the first `WindowGroup` or `Window` of the app's body, inside its scene
/// modifiers, as `swift run` and `TouchSimulator(app:)` host it.
public struct HostedApp: Sendable {
    /// The executable target's name.
    public let module: String
    /// The `@main` type's name, `nil` when the app cannot run.
    public let typeName: String?
    /// Why the app cannot run, for people; `nil` when it can.
    public let problem: String?
    /// Starts an instance and returns its window's root view, or why there is none.
    let start: @MainActor @Sendable () -> Result<AnyView, AppProblem>

    /// Why an app's window could not be opened.
    public struct AppProblem: Error, CustomStringConvertible, Sendable {
        /// What is wrong, for people.
        public var description: String
    }

    /// The app of target `module` whose `@main` type is `type`. A type that is not a Tactile `App`
    /// (a command-line tool's `@main`, say) is listed with that problem instead of failing the
    /// host's build.
    public init(module: String, type: Any.Type) {
        self.module = module
        typeName = String(describing: type)
        guard let app = type as? any App.Type else {
            let why = "\(String(describing: type)), the @main type of \(module), is not a Tactile App"
            problem = why
            start = { .failure(AppProblem(description: why)) }
            return
        }
        problem = nil
        start = Self.starter(app)
    }

    /// An app of target `module` that cannot run, because of `problem`.
    public init(module: String, problem: String) {
        self.module = module
        typeName = nil
        self.problem = problem
        start = { .failure(AppProblem(description: problem)) }
    }

    /// Makes an instance of `A` and its window's root view.
    private static func starter<A: App>(_ type: A.Type) -> @MainActor @Sendable () -> Result<AnyView, AppProblem> {
        {
            guard let window = AppLaunch.window(of: A()) else {
                return .failure(
                    AppProblem(
                        description:
                            "\(String(describing: A.self)) has no WindowGroup or Window in its body: there is nothing to show"
                    ))
            }
            return .success(window.makeRoot())
        }
    }

    /// The scene id of the app: `app:Module` (``PackageApp/sceneID``).
    public var sceneID: String { "app:\(module)" }

    /// The app in the scene list: titled with its type, listed under its target.
    var sceneInfo: SceneInfo {
        let size = HostedApp.windowSize
        return SceneInfo(
            id: sceneID, title: typeName ?? module, source: module, width: Double(size.width),
            height: Double(size.height), kind: "app", problem: problem)
    }

    /// The window an app runs in: the size `swift run` and `TouchSimulator(app:)` give it
    /// (`ViewHost.defaultSize`), so that what the page shows is what a test of the app sees.
    static let windowSize = ViewHost.defaultSize

    /// The app as a scene ready to host, or why it cannot be opened. The first instance is made here
    /// to find its window; every session (and a downloaded test's replay) makes its own.
    @MainActor
    func example() -> Result<Example, AppProblem> {
        switch start() {
        case .failure(let problem): return .failure(problem)
        case .success: break
        }
        let start = self.start
        return .success(
            Example(id: sceneID, title: typeName ?? module, source: module, windowSize: Self.windowSize) {
                // The app's body is declarative: if its first instance had a window, so does every
                // one. Should one not, the window stays empty rather than crashing the host.
                (try? start().get()) ?? AnyView(EmptyView())
            })
    }
}

import Foundation
import Synchronization

/// What the page of a package's previews shows about the package's build, as
/// `tactile-playground --package` tells its preview host (one JSON object per line on the host's
/// standard input) and the host serves at `/playground.json`.
public struct PreviewBuildStatus: Codable, Sendable, Hashable {
    /// The previewed package's name.
    public var package: String
    /// The number of the last successful build, from 1: the build the preview host runs. A page
    /// that sees it change reloads.
    public var build: Int
    /// `ok` (the last build succeeded), `building`, `failed` (the compiler's errors are in
    /// ``errors``; the last good build still runs) or `timeout` (the build took longer than the
    /// limit and was stopped).
    public var state: String
    /// A sentence for people: what happened, and what still runs.
    public var message: String?
    /// `failed`: the compiler's errors, in the order it gave them.
    public var errors: [CompilerDiagnostic]?
    /// `failed`, `timeout`: the end of the build's output, for errors that name no file (a linker's).
    public var output: String?
    /// The last crash of the preview host since the last successful build: what it wrote before
    /// it died. The host was started again.
    public var crash: String?
    /// How long the last build took, in seconds.
    public var buildSeconds: Double?
    /// How many builds were started, the first included: two saves in quick succession start one.
    public var attempt: Int?
    /// Whether the last build ran the compiler's commands for the edit directly, without SwiftPM
    /// (an edit that added or removed no file); `false` for a `swift build`.
    public var quick: Bool?

    /// A status of `package`'s build `build` in `state`.
    public init(
        package: String, build: Int, state: String, message: String? = nil, errors: [CompilerDiagnostic]? = nil,
        output: String? = nil, crash: String? = nil, buildSeconds: Double? = nil
    ) {
        self.package = package
        self.build = build
        self.state = state
        self.message = message
        self.errors = errors
        self.output = output
        self.crash = crash
        self.buildSeconds = buildSeconds
    }
}

/// The latest ``PreviewBuildStatus`` a preview host was told, shared by its request handlers.
public final class BuildStatusBoard: Sendable {
    private let current: Mutex<Data>

    /// A board showing `status`.
    public init(_ status: PreviewBuildStatus) {
        current = Mutex(Self.encode(status))
    }

    /// The status as JSON.
    public var json: Data { current.withLock { $0 } }

    /// Shows `status` from now on.
    public func post(_ status: PreviewBuildStatus) {
        let data = Self.encode(status)
        current.withLock { $0 = data }
    }

    /// Shows the status in `line` (one JSON object) if it is one; returns whether it was.
    @discardableResult
    public func post(line: String) -> Bool {
        guard let status = try? JSONDecoder().decode(PreviewBuildStatus.self, from: Data(line.utf8)) else {
            return false
        }
        post(status)
        return true
    }

    private static func encode(_ status: PreviewBuildStatus) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        // Strings, numbers and arrays of them: encoding cannot fail.
        return (try? encoder.encode(status)) ?? Data("null".utf8)
    }
}

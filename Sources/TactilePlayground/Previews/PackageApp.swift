import Foundation

/// An executable target of a previewed package that holds a Tactile app: a type marked `@main`
/// that conforms to `App`, with `WindowGroup` scenes. `tactile-playground --package` lists it
/// beside the previews and runs its root scene in the browser.
///
/// The preview host cannot link the package's executable target (SwiftPM links an executable
/// target's objects into test targets only), so the host package compiles the target's sources a
/// second time, as a library module of its own (``hostedModule``) whose directory is a symbolic
/// link to the target's sources; the `@main` entry point is renamed there (``entryPointName``) so
/// that it does not clash with the host's own `main`.
public struct PackageApp: Sendable, Hashable {
    /// The executable target's name, e.g. `GalleryApp`.
    public var module: String
    /// The target's source directory, absolute.
    public var sourceDirectory: String
    /// The type marked `@main` in the target's sources, `nil` when none was found.
    public var mainType: String?
    /// Why the playground cannot run it, for people; `nil` when it can.
    public var problem: String?

    /// The app of target `module`, whose sources are in `sourceDirectory`; the `@main` type is
    /// looked for there. `unsupported` names dependencies the host cannot give it.
    public init(module: String, sourceDirectory: String, unsupported: [String] = []) {
        self.module = module
        self.sourceDirectory = sourceDirectory
        mainType = Self.mainType(under: sourceDirectory)
        if !unsupported.isEmpty {
            problem =
                "\(module) depends on \(unsupported.joined(separator: ", ")), which the playground cannot give it yet: it runs apps whose target depends on Tactile and on the package's library products only"
        } else if mainType == nil {
            problem =
                "\(module) has no type marked @main: the playground runs an app written as `@main struct MyApp: App`"
        }
    }

    /// The scene id of the app on the page: `app:Module`.
    public var sceneID: String { "app:\(module)" }

    /// The name of the library module the host package compiles the target's sources into. It
    /// differs from ``module``: SwiftPM refuses two targets of one name in a package graph, and
    /// the package still declares its executable target.
    public var hostedModule: String { "\(module)TactileHosted" }

    /// The C symbol the hosted module's `@main` entry point is given instead of `main`.
    public var entryPointName: String { "tactile_hosted_\(module)_main" }

    /// The first type marked `@main` in the Swift files under `directory` (sorted by path), `nil`
    /// when there is none. The attribute may be followed by other attributes and modifiers
    /// (`@main @MainActor struct`, `@main final class`); comments and string literals are not
    /// parsed, so a `@main` written in a comment before the real one would be taken.
    static func mainType(under directory: String) -> String? {
        let files = FileManager.default.enumerator(atPath: directory)?.compactMap { $0 as? String } ?? []
        for file in files.sorted() where file.hasSuffix(".swift") {
            let path = (directory as NSString).appendingPathComponent(file)
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
            if let name = mainType(in: text) { return name }
        }
        return nil
    }

    /// How many attributes and modifiers may stand between `@main` and the type's keyword: more
    /// than any declaration has (`@main @MainActor public final class`), few enough that a stray
    /// `@main` in prose does not reach a later, unrelated declaration.
    static let maxWordsBeforeKeyword = 6

    /// The type marked `@main` in the Swift source `text`.
    static func mainType(in text: String) -> String? {
        let keywords: Set<Substring> = ["struct", "class", "enum", "actor"]
        var rest = text[...]
        while let found = rest.range(of: "@main") {
            rest = rest[found.upperBound...]
            // `@mainActor` or `@MainActor` are not `@main`.
            if let next = rest.first, next.isLetter || next.isNumber || next == "_" { continue }
            let words = rest.split(whereSeparator: { $0.isWhitespace || $0 == ":" || $0 == "{" || $0 == "<" })
            var index = 0
            // Skip attributes (`@MainActor`) and modifiers (`final`, `public`) up to the keyword.
            while index < min(words.count, Self.maxWordsBeforeKeyword), !keywords.contains(words[index]) {
                index += 1
            }
            guard index + 1 < words.count, keywords.contains(words[index]) else { continue }
            let name = words[index + 1]
            guard let first = name.first, first.isLetter || first == "_" else { continue }
            return String(name)
        }
        return nil
    }
}

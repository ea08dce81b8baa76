import Foundation

/// The small package `tactile-playground --package PATH` generates in `PATH/.build/tactile-preview/`
/// and builds: one executable, `tactile-preview-host`, that imports the package's library modules
/// and calls `PreviewHost/run(package:modules:sourceDirectories:apps:arguments:)`.
///
/// It depends on the package by path, and on Tactile by the very location (and name) the package
/// uses, with the `Tools` trait for the `TactilePlayground` product: SwiftPM sees one Tactile, not
/// two conflicting ones, and unifies the traits.
public struct PreviewHostPackage: Sendable, Hashable {
    /// The executable product's name.
    public static let productName = "tactile-preview-host"

    /// The package previewed.
    public var package: PreviewedPackage
    /// A fingerprint of the previewed package's list of source files, written in the manifest.
    ///
    /// SwiftPM plans a build again when the root package's manifest changes, but not when a file
    /// is added to or removed from a dependency (a removed one fails the build with "missing
    /// inputs"): a new fingerprint makes the manifest change exactly then.
    public var sourceFiles = ""
    /// Whether the host is linked with LLVM's `lld` instead of the system's default linker: set
    /// when the toolchain has one (`toolchainHasLLD()`). Linking the host is most of an
    /// incremental build after a one-line edit, and `lld` links it in about half the time of GNU
    /// `gold` (Docs/Playground.md, "Save to pixels").
    public var linksWithLLD = false

    /// The host of `package`'s previews.
    public init(for package: PreviewedPackage) { self.package = package }

    /// Where the host package is written: `.build/tactile-preview` in the previewed package.
    public var directory: String {
        ((package.path as NSString).appendingPathComponent(".build") as NSString)
            .appendingPathComponent("tactile-preview")
    }

    /// The files to write, by path relative to `directory`.
    public var files: [String: String] {
        ["Package.swift": manifest, "Sources/TactilePreviewHost/main.swift": mainSource]
    }

    /// The apps the host runs: those of the package that it can build.
    public var apps: [PackageApp] { package.apps.filter { $0.problem == nil } }

    /// The symbolic links to write, by path relative to `directory`: each app's source
    /// directory, which the host compiles as a library module of its own (`PackageApp`).
    public var links: [String: String] {
        Dictionary(uniqueKeysWithValues: apps.map { ("Apps/\($0.hostedModule)", $0.sourceDirectory) })
    }

    /// `path`, a file the compiler named in the host's build, as the person knows it: a file of
    /// an app's hosted module is given by its path in the package's own sources.
    public func originalPath(of path: String) -> String {
        for (relative, destination) in links {
            let prefix = (directory as NSString).appendingPathComponent(relative) + "/"
            if path.hasPrefix(prefix) {
                return (destination as NSString).appendingPathComponent(String(path.dropFirst(prefix.count)))
            }
        }
        return path
    }

    /// `path`, a file of the package, as the host's build names it: a file of an app's source
    /// directory by its path through the host's link to that directory (`originalPath(of:)`
    /// undone); any other file as it is.
    public func hostPath(of path: String) -> String {
        for (relative, destination) in links {
            let prefix = destination.hasSuffix("/") ? destination : destination + "/"
            if path.hasPrefix(prefix) {
                return ((directory as NSString).appendingPathComponent(relative) as NSString)
                    .appendingPathComponent(String(path.dropFirst(prefix.count)))
            }
        }
        return path
    }

    /// Writes the files that differ from what is on disk (an unchanged file keeps its date, so an
    /// incremental build has nothing to redo for it), and the links.
    public func write() throws {
        let manager = FileManager.default
        for (relative, text) in files {
            let path = (directory as NSString).appendingPathComponent(relative)
            if (try? String(contentsOfFile: path, encoding: .utf8)) == text { continue }
            try manager.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        for (relative, destination) in links {
            let path = (directory as NSString).appendingPathComponent(relative)
            if (try? manager.destinationOfSymbolicLink(atPath: path)) == destination { continue }
            try? manager.removeItem(atPath: path)
            try manager.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try manager.createSymbolicLink(atPath: path, withDestinationPath: destination)
        }
    }

    /// The host's `Package.swift`.
    public var manifest: String {
        let literal = SwiftLiteral.string
        let tactileDependency: String
        let tactileReference: String
        switch package.tactile {
        case .path(let identity, let name, let path):
            let named = name.map { "name: \(literal($0)), " } ?? ""
            tactileDependency = ".package(\(named)path: \(literal(path)), traits: [\"Tools\"])"
            tactileReference = name ?? identity
        case .sourceControl(let identity, let url, let requirement):
            tactileDependency = ".package(url: \(literal(url)), \(requirement), traits: [\"Tools\"])"
            tactileReference = identity
        }
        let packageIdentity = (package.path as NSString).lastPathComponent
        let products = package.libraryProducts.map {
            "                .product(name: \(literal($0)), package: \(literal(packageIdentity))),"
        }
        let tactileProduct = "                .product(name: \"Tactile\", package: \(literal(tactileReference))),"
        // Each app's sources as a library module, its `@main` entry point renamed so that it does not
        // clash with the host's `main` (an unsafe flag, which SwiftPM allows in a root package).
        let appTargets = apps.map { app in
            """
                    .target(
                        name: \(literal(app.hostedModule)),
                        dependencies: [
            \(([tactileProduct] + products).joined(separator: "\n"))
                        ],
                        path: \(literal("Apps/\(app.hostedModule)")),
                        swiftSettings: [
                            .unsafeFlags(["-Xfrontend", "-entry-point-function-name", "-Xfrontend", \(literal(app.entryPointName))])
                        ]
                    ),
            """
        }
        let appDependencies = apps.map { "                \(literal($0.hostedModule))," }
        return """
            // swift-tools-version: 6.1
            // Generated by `tactile-playground --package` for \(package.name); rewritten at every start.
            import PackageDescription

            let package = Package(
                name: "TactilePreviewHost",
                platforms: [.macOS(.v14)],
                products: [.executable(name: \(literal(Self.productName)), targets: ["TactilePreviewHost"])],
                dependencies: [
                    .package(path: \(literal(package.path))),
                    \(tactileDependency),
                ],
                targets: [
            \(appTargets.joined(separator: "\n"))
                    .executableTarget(
                        name: "TactilePreviewHost",
                        dependencies: [
                            .product(name: "TactilePlayground", package: \(literal(tactileReference))),
            \((products + appDependencies).joined(separator: "\n"))
                        ]\(linksWithLLD ? ",\n                        linkerSettings: [.unsafeFlags([\"-use-ld=lld\"])]" : "")
                    ),
                ],
                swiftLanguageModes: [.v6]
            )
            // Source files: \(sourceFiles)

            """
    }

    /// Whether the `swift` on the `PATH` comes with `ld.lld` beside it, as the toolchains for
    /// Linux do (the driver looks for the linker there first).
    public static func toolchainHasLLD(path: String? = ProcessInfo.processInfo.environment["PATH"]) -> Bool {
        for directory in (path ?? "").split(separator: ":").map(String.init) {
            let swift = (directory as NSString).appendingPathComponent("swift")
            guard FileManager.default.isExecutableFile(atPath: swift) else { continue }
            let resolved = URL(fileURLWithPath: swift).resolvingSymlinksInPath().path
            let bin = (resolved as NSString).deletingLastPathComponent
            return FileManager.default.isExecutableFile(atPath: (bin as NSString).appendingPathComponent("ld.lld"))
        }
        return false
    }

    /// A fingerprint of a list of file paths (FNV-1a, 64 bits, of the sorted paths): the same in
    /// every run for the same files.
    public static func fingerprint(of paths: [String]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in paths.sorted().joined(separator: "\n").utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return String(hash, radix: 16)
    }

    /// The host's `main.swift`.
    public var mainSource: String {
        let literal = SwiftLiteral.string
        // `@testable`: an app's `@main` type is usually internal (the host builds for debugging,
        // which SwiftPM compiles with testing enabled).
        let imports = (package.modules.map { "import \($0)" } + apps.map { "@testable import \($0.hostedModule)" })
            .joined(separator: "\n")
        let hostedApps = package.apps.map { app in
            if let type = app.mainType, app.problem == nil {
                return "HostedApp(module: \(literal(app.module)), type: \(app.hostedModule).\(type).self)"
            }
            return "HostedApp(module: \(literal(app.module)), problem: \(literal(app.problem ?? "")))"
        }
        let modules = package.modules.map(literal).joined(separator: ", ")
        let directories = package.modules.compactMap { module in
            package.sourceDirectories[module].map { "\(literal(module)): \(literal($0))" }
        }
        return """
            // Generated by `tactile-playground --package` for \(package.name); rewritten at every start.
            // Importing the modules puts their previews in this process.
            \(imports)
            import TactilePlayground

            await PreviewHost.run(
                package: \(literal(package.name)),
                modules: [\(modules)],
                sourceDirectories: [\(directories.isEmpty ? ":" : directories.joined(separator: ", "))],
                apps: [\(hostedApps.joined(separator: ", "))])

            """
    }
}

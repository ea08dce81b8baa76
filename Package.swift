// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

/// The condition on every dependency that only the developer tools need (see `traits` below).
let tools: TargetDependencyCondition? = .when(traits: ["Tools"])

let package = Package(
    name: "Tactile",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        // Geometry, angles, transactions and animation curves: what the engine and the views share.
        .library(name: "TactileCore", targets: ["TactileCore"]),
        // The gesture engine alone: no views, no clock. Another UI framework can host it.
        .library(name: "TactileGestures", targets: ["TactileGestures"]),
        // What apps import in place of SwiftUI: the engine plus the view layer.
        .library(name: "Tactile", targets: ["Tactile"]),
        // Drive a view with simulated touches on virtual time, for tests.
        .library(name: "TactileTesting", targets: ["TactileTesting"]),
        // Snapshot strategies (SVG, display list) for pointfreeco's swift-snapshot-testing; a product
        // of its own so that TactileTesting does not pull that package in.
        .library(name: "TactileSnapshotTesting", targets: ["TactileSnapshotTesting"]),
        // The seed documents' examples, as written, plus a catalogue for the playground.
        .library(name: "TactileExamples", targets: ["TactileExamples"]),
        // The playground: a local web server where every example runs in the browser.
        .executable(name: "tactile-playground", targets: ["tactile-playground"]),
        // The playground server as a library: the host that `tactile-playground --package` generates
        // for a package's previews links it (with the `Tools` trait).
        .library(name: "TactilePlayground", targets: ["TactilePlayground"]),
        // Input traces and replay outcomes as files: record, replay, draw, synthesize.
        .library(name: "TactileTraces", targets: ["TactileTraces"]),
        // The input-trace format alone (events, traces, canonical JSON): the engine and nothing more.
        .library(name: "TactileTraceFormat", targets: ["TactileTraceFormat"]),
        // The `tactile` command line tool: scenes, replay, timeline, synth.
        .executable(name: "tactile", targets: ["tactile"]),
    ],
    // The developer tools (the playground server and the `tactile` command) need a web server and a
    // command-line parser that no library product uses. Every target dependency on
    // those packages is guarded by the `Tools` trait, so a package that depends on Tactile with
    // `traits: []` resolves and builds none of them (SwiftPM leaves a dependency out of resolution when
    // every use of it is behind a disabled trait). `Tools` is on by default so that `swift build` and
    // `swift run tactile-playground` at the repository root work as they always have. Docs/Architecture.md
    // ("Depending on Tactile") has the measurement; scripts/check-consumer.sh checks it in CI.
    traits: [
        .trait(
            name: "Tools",
            description: "The playground server and the tactile commands (Hummingbird, SwiftNIO, ArgumentParser)."),
        // The snapshot strategies' one dependency, swift-snapshot-testing, guarded the same way but by
        // a trait of its own: a package that turned `Tools` off enables this one alone to snapshot
        // its views (`traits: ["Snapshots"]`) without resolving the server's packages.
        .trait(
            name: "Snapshots",
            description: "TactileSnapshotTesting's strategies for swift-snapshot-testing (assertSnapshot)."),
        .default(enabledTraits: ["Tools", "Snapshots"]),
    ],
    dependencies: [
        // `ObservableObject` and `@Published` on Linux, with Combine's names; re-exported by Tactile.
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        // The playground's server.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        // The playground's answer to unparsable HTTP (a channel handler); already in the graph.
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.3"),
        // The playground's log lines (`Logger`); already in the graph through Hummingbird.
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // Command lines: `tactile-playground` and `tactile`.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // Property tests of the engine's invariants (generators, shrinking, reproducible seeds).
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        // `swift package generate-documentation`: the DocC pages of the library products
        // (scripts/check-docs.sh builds them in CI).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // The `#Preview` macro's compiler plugin (Sources/TactileMacros).
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        // `assertSnapshot(of:as:)`, its record modes and diffs: TactileSnapshotTesting's strategies
        // plug into it (the `Snapshots` trait).
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        // Below the engine: Core Graphics shims, `Angle`, `UnitPoint`, `Transaction` and the
        // animation curves, none of which recognizes gestures. Re-exported by TactileGestures.
        .target(name: "TactileCore"),
        .target(name: "TactileGestures", dependencies: ["TactileCore"]),
        // The view layer's core, as SwiftUICore is to SwiftUI: the view graph, state, environment,
        // layout, preferences, hit testing, the display list, animation, SVG and the hosts, with the
        // primitive views, shapes, drawing, images and modifiers they are made of. It names no type
        // of Tactile's; Tactile re-exports it (Docs/Architecture.md, "The view layer's two targets").
        .target(
            name: "TactileViewCore",
            dependencies: [
                "TactileGestures",
                .product(name: "OpenCombine", package: "OpenCombine"),
            ]
        ),
        // The SwiftUI surface on that core: controls, scrolling, lazy stacks, lists, navigation,
        // presentations, previews and the platform shims.
        .target(
            name: "Tactile",
            dependencies: [
                "TactileViewCore",
                "TactileGestures",
                "TactileMacros",
                .product(name: "OpenCombine", package: "OpenCombine"),
            ]
        ),
        // The compiler plugin behind `#Preview` and `@Previewable` (declared in Tactile/Previews).
        .macro(
            name: "TactileMacros",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]
        ),
        .target(name: "TactileTesting", dependencies: ["Tactile", "TactileTraceFormat"]),
        // The snapshot strategies: `.svg`, `.displayList` for a simulator or a view.
        .target(
            name: "TactileSnapshotTesting",
            dependencies: [
                "Tactile", "TactileTesting",
                .product(
                    name: "SnapshotTesting", package: "swift-snapshot-testing", condition: .when(traits: ["Snapshots"])),
            ]
        ),
        .target(name: "TactileExamples", dependencies: ["Tactile"]),
        // The C allocator's bytes in use, for the playground's /stats.json (glibc's mallinfo2).
        .target(name: "CHeapStats"),
        // The playground server as a library, so tests can start it in-process.
        .target(
            name: "TactilePlayground",
            dependencies: [
                "Tactile",
                "TactileExamples",
                // The accessibility audit the inspector runs on a session's window.
                "TactileTesting",
                "CHeapStats",
                "TactileTraceFormat",
                .product(name: "Hummingbird", package: "hummingbird", condition: tools),
                .product(name: "HummingbirdCore", package: "hummingbird", condition: tools),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket", condition: tools),
                .product(name: "NIOCore", package: "swift-nio", condition: tools),
                .product(name: "NIOHTTP1", package: "swift-nio", condition: tools),
                .product(name: "Logging", package: "swift-log", condition: tools),
            ],
            resources: [.copy("Public")]
        ),
        .executableTarget(
            name: "tactile-playground",
            dependencies: [
                "TactilePlayground",
                .product(name: "ArgumentParser", package: "swift-argument-parser", condition: tools),
            ]
        ),
        // The trace format: one event schema for trace files and the playground's wire protocol.
        .target(name: "TactileTraceFormat", dependencies: ["TactileGestures"]),
        // Replay, timelines, synthesis: what needs the view layer.
        .target(name: "TactileTraces", dependencies: ["TactileTraceFormat", "Tactile", "TactileGestures"]),
        // The commands live in a library so that tests can run them in-process.
        .target(
            name: "TactileCommands",
            dependencies: [
                "TactileTraces", "TactileExamples", "Tactile", "TactileGestures",
                .product(name: "ArgumentParser", package: "swift-argument-parser", condition: tools),
            ]
        ),
        .executableTarget(name: "tactile", dependencies: ["TactileCommands"]),
        // Not a product: scenario generators and the invariant oracle, shared by the property tests
        // and the fuzzer so that both check the same rules (Docs/Robustness.md).
        .target(name: "TactileInvariants", dependencies: ["TactileGestures", "Tactile", "TactileExamples"]),
        // The libFuzzer entry point (built by scripts/fuzz.sh with sanitizers); in an ordinary build,
        // a tool that replays saved inputs through the same oracle.
        .executableTarget(name: "tactile-fuzz", dependencies: ["TactileInvariants"]),
        // Not a product: helpers the view-level test targets share (approximate checks, a log,
        // two-finger moves, capturing standard output, waiting on real time), so each exists once.
        .target(
            name: "TactileTestSupport",
            dependencies: ["Tactile", "TactileTesting"],
            path: "Tests/TactileTestSupport"
        ),
        .testTarget(name: "TactileCoreTests", dependencies: ["TactileCore"]),
        // The README's Swift examples, each the exact text of a block there (scripts/check-doc-examples.sh
        // compares and runs them): the engine alone as a program, and a test with the simulator.
        .executableTarget(
            name: "readme-engine-alone", dependencies: ["TactileGestures"], path: "Docs/Examples/EngineAlone"),
        .testTarget(
            name: "ReadmeExampleTests", dependencies: ["Tactile", "TactileTesting", "TactileTraceFormat"],
            path: "Docs/Examples/DoubleTapLikes"),
        // The examples of TactileTesting's article "Testing SwiftUI gestures on Linux"
        // (Sources/TactileTesting/TactileTesting.docc), one test a file, checked the same way.
        .testTarget(
            name: "TestKitExampleTests",
            dependencies: [
                "Tactile", "TactileTesting", "TactileSnapshotTesting",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            path: "Docs/Examples/TestKit",
            exclude: ["__Snapshots__"]
        ),
        // The TactileCore landing page's example (Sources/TactileCore/TactileCore.docc), checked the same way.
        .executableTarget(name: "docc-core-curves", dependencies: ["TactileCore"], path: "Docs/Examples/CoreCurves"),
        .testTarget(name: "TactileGesturesTests", dependencies: ["TactileGestures"]),
        .testTarget(name: "TactileViewCoreTests", dependencies: ["TactileViewCore", "TactileTestSupport"]),
        .testTarget(
            name: "TactileTests",
            dependencies: ["Tactile", "TactileViewCore", "TactileTesting", "TactileTestSupport"]
        ),
        .testTarget(
            name: "TactileTestingTests",
            dependencies: ["Tactile", "TactileTesting", "TactileTestSupport", "TactileTraceFormat"]
        ),
        .testTarget(
            name: "TactileSnapshotTestingTests",
            dependencies: [
                "TactileSnapshotTesting", "Tactile", "TactileTesting",
                .product(
                    name: "SnapshotTesting", package: "swift-snapshot-testing", condition: .when(traits: ["Snapshots"])),
            ],
            // The recorded snapshots are data the tests read, not sources.
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "TactileExamplesTests",
            dependencies: ["Tactile", "TactileExamples", "TactileTesting", "TactileTestSupport"]
        ),
        .testTarget(
            name: "TactilePlaygroundTests",
            dependencies: [
                "TactilePlayground", "Tactile", "TactileExamples", "TactileTraceFormat", "TactileTestSupport",
                "TactileTesting",
            ]
        ),
        .testTarget(
            name: "TactileInvariantsTests",
            dependencies: [
                "TactileInvariants", "TactileGestures", "Tactile", "TactileExamples",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "TactileTracesTests",
            dependencies: [
                "TactileTraces", "TactileTraceFormat", "TactileExamples", "TactileTesting", "TactileGestures",
                "TactileTestSupport",
            ]
        ),
        // One test target a source target (scripts/check-architecture.sh checks it): the file format
        // alone, and the command lines.
        .testTarget(name: "TactileTraceFormatTests", dependencies: ["TactileTraceFormat", "TactileGestures"]),
        .testTarget(
            name: "TactileCommandsTests",
            dependencies: [
                "TactileCommands", "TactileTraces", "TactileExamples", "TactileTestSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser", condition: tools),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// Where Apple's Combine, Core Graphics and UIKit do not exist (Linux, Windows), SwiftUI code's
// `import Combine`, `import CoreGraphics`, `import UIKit` (and UniformTypeIdentifiers,
// MobileCoreServices) resolve to empty C modules that Tactile depends on;
// the names come from `import Tactile` (OpenCombine, Foundation, TactileCore). On Apple platforms the
// real frameworks are used, so the targets exist only when the manifest is evaluated elsewhere
// (Docs/ViewLayer.md, "Modules apps import").
#if !canImport(Darwin)
package.targets += [
    .target(name: "Combine"),
    .target(name: "CoreGraphics"),
    // `import UIKit`, `import UniformTypeIdentifiers` and `import MobileCoreServices`, empty C
    // modules for the same reason; the names come from TactileUIKit and Tactile/Platform.
    .target(name: "UIKit"),
    .target(name: "UniformTypeIdentifiers"),
    .target(name: "MobileCoreServices"),
    // Swift Testing's cross-import overlays for UIKit and CoreGraphics, which the toolchain names
    // but ships only on Apple platforms: a test file importing Testing and UIKit (or CoreGraphics)
    // would otherwise fail with "no such module".
    .target(name: "_Testing_UIKit"),
    .target(name: "_Testing_CoreGraphics"),
    // The parts of UIKit that SwiftUI code uses, re-exported by Tactile (Docs/ViewLayer.md,
    // "Modules apps import").
    .target(name: "TactileUIKit", dependencies: ["TactileViewCore"]),
    .testTarget(name: "TactileUIKitTests", dependencies: ["Tactile", "TactileTesting"]),
    // Literally `import Combine`, `import CoreGraphics`, `import UIKit`, … beside `import Tactile`.
    .testTarget(name: "ModuleImportTests", dependencies: ["Tactile"]),
    // `import SwiftData`: models, containers, contexts and `@Query`, kept in memory
    // (Docs/Decisions.md#no-swiftdata). Its macros are in TactileMacros.
    .target(name: "SwiftData", dependencies: ["Tactile", "TactileViewCore", "TactileMacros"]),
    .testTarget(name: "SwiftDataTests", dependencies: ["SwiftData", "Tactile", "TactileTesting"]),
]
// An app that depends on the `Tactile` product can `import SwiftData`, as an app on Apple platforms
// can: the product carries both modules.
package.products = package.products.map { product in
    product.name == "Tactile" ? .library(name: "Tactile", targets: ["Tactile", "SwiftData"]) : product
}
if let tactile = package.targets.first(where: { $0.name == "Tactile" }) {
    tactile.dependencies += [
        "Combine", "CoreGraphics", "UIKit", "UniformTypeIdentifiers", "MobileCoreServices", "TactileUIKit",
        "_Testing_UIKit", "_Testing_CoreGraphics",
        .product(name: "OpenCombineFoundation", package: "OpenCombine"),
        .product(name: "OpenCombineDispatch", package: "OpenCombine"),
    ]
}
#endif

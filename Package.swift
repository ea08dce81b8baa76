// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Tactile",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        // The gesture engine alone: no views, no clock. Another UI framework can host it.
        .library(name: "TactileGestures", targets: ["TactileGestures"]),
        // What apps import in place of SwiftUI: the engine plus the view layer.
        .library(name: "Tactile", targets: ["Tactile"]),
        // Drive a view with simulated touches on virtual time, for tests.
        .library(name: "TactileTesting", targets: ["TactileTesting"]),
        // The seed documents' examples, as written, plus a catalogue for the playground.
        .library(name: "TactileExamples", targets: ["TactileExamples"]),
    ],
    dependencies: [
        // `ObservableObject` and `@Published` on Linux, with Combine's names; re-exported by Tactile.
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    ],
    targets: [
        .target(name: "TactileGestures"),
        .target(
            name: "Tactile",
            dependencies: [
                "TactileGestures",
                .product(name: "OpenCombine", package: "OpenCombine"),
            ]
        ),
        .target(name: "TactileTesting", dependencies: ["Tactile"]),
        .target(name: "TactileExamples", dependencies: ["Tactile"]),
        .testTarget(name: "TactileGesturesTests", dependencies: ["TactileGestures"]),
        .testTarget(name: "TactileTests", dependencies: ["Tactile"]),
        .testTarget(name: "TactileTestingTests", dependencies: ["Tactile", "TactileTesting"]),
        .testTarget(name: "TactileExamplesTests", dependencies: ["Tactile", "TactileExamples", "TactileTesting"]),
    ],
    swiftLanguageModes: [.v6]
)

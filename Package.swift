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
    ],
    targets: [
        .target(name: "TactileGestures"),
        .target(name: "Tactile", dependencies: ["TactileGestures"]),
        .testTarget(name: "TactileGesturesTests", dependencies: ["TactileGestures"]),
    ],
    swiftLanguageModes: [.v6]
)

// swift-tools-version: 6.1
// A package that depends on Tactile as a framework would: the library products only, with the
// developer tools' trait off (`traits: []`). scripts/check-consumer.sh resolves it, asserts which
// packages it resolved (Tactile's library products need OpenCombine and nothing else), builds it,
// runs its program and its test. Docs/Architecture.md ("Depending on Tactile") says why.
import PackageDescription

let package = Package(
    name: "TactileConsumer",
    platforms: [.macOS(.v14)],
    dependencies: [
        // A framework writes `.package(url: "…/Tactile", from: "…", traits: [])`; the check uses
        // this checkout.
        .package(name: "Tactile", path: "../..", traits: [])
    ],
    targets: [
        // The engine alone, as a framework with its own views hosts it.
        .executableTarget(
            name: "consumer-check",
            dependencies: [.product(name: "TactileGestures", package: "Tactile")]
        ),
        // A whole app: `@main` on an `App`, as an app target writes it.
        .executableTarget(
            name: "consumer-app",
            dependencies: [.product(name: "Tactile", package: "Tactile")]
        ),
        // The view layer and the simulator, as an app's tests use them.
        .testTarget(
            name: "ConsumerTests",
            dependencies: [
                .product(name: "Tactile", package: "Tactile"),
                .product(name: "TactileTesting", package: "Tactile"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

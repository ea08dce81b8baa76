// swift-tools-version: 6.1
// The benchmark suite: a package of its own beside the root package, so that the root
// package's `swift build --build-tests` never builds the benchmark harness and apps that depend on
// Tactile never resolve it. BENCHMARKS.md has the measurement behind this choice and how to run it.
import PackageDescription

let package = Package(
    name: "TactileBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "Tactile", path: ".."),
        // ordo-one's harness: wall clock and exact malloc counts per sample, static thresholds.
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "TactileBenchmarks",
            dependencies: [
                .product(name: "TactileGestures", package: "Tactile"),
                .product(name: "Tactile", package: "Tactile"),
                .product(name: "TactileExamples", package: "Tactile"),
                .product(name: "TactileTraces", package: "Tactile"),
                .product(name: "Benchmark", package: "benchmark"),
                "SixGestureScenes",
            ],
            path: "TactileBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Benchmark 1's drag moves with no harness, for valgrind's callgrind (BENCHMARKS.md). Not
        // a benchmark: the harness only runs targets whose folder is directly in Benchmarks/.
        .executableTarget(
            name: "profile-drag-moves",
            dependencies: [.product(name: "TactileGestures", package: "Tactile")],
            path: "Profiling/ProfileDragMoves"
        ),
        // Benchmark 7's pinch moves with no harness, read on every move or only at the end, for
        // callgrind (BENCHMARKS.md).
        .executableTarget(
            name: "profile-pinch-moves",
            dependencies: [.product(name: "TactileGestures", package: "Tactile")],
            path: "Profiling/ProfilePinchMoves"
        ),
        // Benchmark 9's scroll moves with no harness, for callgrind (BENCHMARKS.md).
        .executableTarget(
            name: "profile-scroll-moves",
            dependencies: [.product(name: "Tactile", package: "Tactile")],
            path: "Profiling/ProfileScrollMoves"
        ),
        // Benchmark 5's host frames (draggable circle, Kuchi Learn) with no harness, for callgrind.
        .executableTarget(
            name: "profile-host-frames",
            dependencies: [
                .product(name: "Tactile", package: "Tactile"),
                .product(name: "TactileExamples", package: "Tactile"),
            ],
            path: "Profiling/ProfileHostFrames"
        ),
        // The six gestures and mixed stream, shared by benchmark 8 and its profiler.
        .target(
            name: "SixGestureScenes",
            dependencies: [
                .product(name: "TactileGestures", package: "Tactile"),
                .product(name: "Tactile", package: "Tactile"),
            ],
            path: "Shared/SixGestureScenes"
        ),
        // Benchmark 8's mixed stream with no harness, for callgrind (BENCHMARKS.md).
        .executableTarget(
            name: "profile-six-gestures",
            dependencies: ["SixGestureScenes", .product(name: "TactileGestures", package: "Tactile")],
            path: "Profiling/ProfileSixGestures"
        ),
    ],
    swiftLanguageModes: [.v6]
)

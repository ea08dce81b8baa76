// The suite: every benchmark, registered under the names BENCHMARKS.md uses.
//
// A benchmark's name says what one sample does ("Drag: 1000 moves"): `swift package benchmark`
// reports wall-clock time and mallocs per sample (with 1000 steps, microseconds per sample read
// as nanoseconds per step), and `scripts/benchmark-figures.sh` turns them into exact figures per
// event for BENCHMARKS.md.

import Benchmark
import Foundation

/// Every benchmark the harness runs. The names are stable: the malloc thresholds in
/// `Benchmarks/Thresholds/` and the figures script find the benchmarks by them.
let benchmarks: @Sendable () -> Void = {
    registerFixtureBenchmark("Harness", unit: "empty steps") { EmptyStepFixture() }

    // 1. One drag, engine alone.
    registerFixtureBenchmark("Drag", unit: "moves") { DragMovesFixture() }

    // Part of 1: the velocity estimate a drag makes on every move, alone.
    registerFixtureBenchmark("Velocity tracker", unit: "samples and estimates") { VelocityEstimateFixture() }

    // 2. The Kuchi card's composition, engine alone.
    registerFixtureBenchmark("Kuchi card", unit: "moves") { KuchiCardMovesFixture() }

    // 3. Long press before drag: the engine against plain code.
    registerFixtureBenchmark("Long press then drag, engine", unit: "moves") {
        EngineLongPressDragMovesFixture()
    }
    registerFixtureBenchmark("Long press then drag, hand-written", unit: "moves") {
        HandwrittenLongPressDragMovesFixture()
    }
    registerFixtureBenchmark(
        "Long press then drag, engine", unit: "interactions", samples: SuiteConstants.mediumSamples
    ) {
        EngineLongPressDragInteractionFixture()
    }
    registerFixtureBenchmark("Long press then drag, hand-written", unit: "interactions") {
        HandwrittenLongPressDragInteractionFixture()
    }

    // 4. Hit testing at pointer-down, by grid size.
    for size in SuiteConstants.gridSizes {
        let slow = size >= 10_000
        let steps = slow ? SuiteConstants.slowStepsPerSample : SuiteConstants.eventsPerSample
        let samples = slow ? SuiteConstants.slowSamples : SuiteConstants.mediumSamples
        registerFixtureBenchmark("Grid of \(size) views", steps: steps, unit: "downs", samples: samples) {
            GridDownFixture(count: size)
        }
        registerFixtureBenchmark("Grid of \(size) views", steps: steps, unit: "hit tests", samples: samples) {
            GridHitTestFixture(count: size)
        }
    }

    // 5. Whole host frames.
    registerFixtureBenchmark("Host frame, DraggableCircle", unit: "moves", samples: SuiteConstants.mediumSamples) {
        HostDragFrameFixture.draggableCircle()
    }
    registerFixtureBenchmark(
        "Host frame, Kuchi Learn with \(SuiteConstants.kuchiCardCount) cards",
        steps: SuiteConstants.slowStepsPerSample, unit: "moves", samples: SuiteConstants.slowSamples,
        mallocTolerance: SuiteConstants.kuchiFrameMallocTolerance
    ) { HostDragFrameFixture.kuchiLearn() }

    // 6. Replaying a long trace: one whole replay per sample.
    registerFixtureBenchmark(
        "Replay", steps: 1, unit: "trace of \(SuiteConstants.replayEventCount) events",
        samples: SuiteConstants.replaySamples, warmupSamples: 0
    ) { TraceReplayFixture() }

    // 7. Two pointers: magnify simultaneously with rotate.
    registerFixtureBenchmark("Pinch and rotate", unit: "moves") { PinchRotateMovesFixture() }

    // 8. Six gestures on one view: a mixed stream through the engine (five
    // attachments, or one composed), through GestureHost, and a drag's moves inside them.
    registerFixtureBenchmark("Six gestures, engine", unit: "mixed events") { SixGestureStreamFixture(.engine) }
    registerFixtureBenchmark("Six gestures composed, engine", unit: "mixed events") {
        SixGestureStreamFixture(.composed)
    }
    registerFixtureBenchmark("Six gestures, host", unit: "mixed events") { SixGestureStreamFixture(.host) }
    registerFixtureBenchmark("Six gestures, engine", unit: "drag moves") { SixGestureDragMovesFixture() }

    // 9. Scrolling a long list through the host: 10,000 lazy rows against 20.
    for rows in [20, 10_000] {
        registerFixtureBenchmark(
            "Scroll \(rows) lazy rows, host", unit: "moves", samples: SuiteConstants.mediumSamples
        ) { LazyRowsScrollFixture(rows: rows) }
    }

    // 10. A UI test's whole interaction: build a list, scroll to its last row, tap it.
    registerFixtureBenchmark(
        "List of \(SuiteConstants.listRowCount) rows", steps: 1, unit: "scroll to the last row and tap",
        samples: SuiteConstants.mediumSamples, mallocTolerance: SuiteConstants.listMallocTolerance
    ) { ListScrollAndTapFixture(rows: SuiteConstants.listRowCount) }
}

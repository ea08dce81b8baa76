// The golden mouse flicks released in place (Tests/Fixtures/traces/*/mouse-flick-*in-place), replayed
// on the test kit's simulator with what each must show asserted by name, so that re-recording the
// golden outcomes cannot quietly accept a flick that ends slow or flings backwards (Docs/Semantics.md,
// "A lift in place adds no velocity sample"). Each trace is a browser's mouse stream: uneven timing,
// the button released where the last move was, 12 to 14 ms after it.
import Foundation
import Tactile
import TactileExamples
import TactileTestSupport
import TactileTesting
import TactileTraces
import Testing

@MainActor
@Suite("Golden mouse flicks released in place")
struct ReleaseInPlaceTraceTests {
    /// A simulator of `scene`'s example that has replayed the golden trace `name` and settled.
    static func replayed(_ scene: String, _ name: String) throws -> TouchSimulator {
        let url = Fixtures.root.appendingPathComponent(scene).appendingPathComponent("\(name).trace.json")
        let trace = try InputTrace.load(from: url)
        let example = try #require(ExampleCatalog.example(id: scene))
        let sim = TouchSimulator(example.makeView(), size: trace.window.cgSize)
        try sim.replay(contentsOf: url)
        return sim
    }

    /// The value the last `onEnded` received.
    static func lastEnded<Value>(_ sim: TouchSimulator, as type: Value.Type) throws -> Value {
        try #require(sim.callbacks.last { $0.kind == .ended }?.value as? Value)
    }

    @Test func aDragEndsAtTheFlicksSpeedAndPredictsBeyondTheLift() throws {
        let sim = try Self.replayed("drag-values", "mouse-flick-in-place")
        let value = try Self.lastEnded(sim, as: DragGesture.Value.self)
        #expect(value.translation == CGSize(width: -260, height: 0))
        // The mouse went left at over 1,000 pt/s (with the lift as a sample: +549 pt/s).
        #expect(value.velocity.width < -1_000)
        #expect(value.velocity.height == 0)
        #expect(value.predictedEndTranslation.width < value.translation.width - 250)
        #expect(sim.texts().contains("velocity: (-1739.1, 0.0)"))
    }

    @Test func aShortCardFlickFlingsTheCardAway() throws {
        let sim = try Self.replayed("card-stack", "mouse-flick-in-place")
        let value = try Self.lastEnded(sim, as: DragGesture.Value.self)
        #expect(value.translation.width == -100)
        // Past the stack's 120 pt removal distance (with the lift as a sample: -65 pt, sprang back).
        #expect(value.predictedEndTranslation.width < -120)
        #expect(sim.texts().contains("4 left"))
        #expect(sim.texts().contains("Passed: Kyoto"))
    }

    @Test func theAlignedShelfsHardFlickRestsOneCardOn() throws {
        let sim = try Self.replayed("snapping-shelves", "mouse-flick-card-in-place")
        let rest = try Self.lastEnded(sim, as: ScrollGesture.Value.self)
        // One card (160 pt) and its spacing (16 pt) on; flung backwards, it rested at 0.
        #expect(rest.contentOffset == CGPoint(x: 176, y: 0))
        #expect(sim.texts().contains("Card 2 of 10"))
    }

    @Test func theGridShelfsFlickFlingsOnPastTheLift() throws {
        let sim = try Self.replayed("snapping-shelves", "mouse-flick-grid-in-place")
        let rest = try Self.lastEnded(sim, as: ScrollGesture.Value.self)
        // The lift left the content at 250 pt; it flings on to the grid beyond (backwards: 100 pt).
        #expect(rest.contentOffset.x > 250)
        #expect(rest.contentOffset.x.truncatingRemainder(dividingBy: SnappingShelves.gridStep) == 0)
        #expect(sim.texts().contains("Offset 400 pt"))
    }
}

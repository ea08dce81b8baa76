import Tactile
import TactileTestSupport
import TactileTesting
import Testing

/// `.onTapGesture { … }.onLongPressGesture { … }` and its relatives on one view: the long press
/// fires at its minimum duration, the finger still down (Docs/Semantics.md, "A long press after a
/// tap").
@MainActor
@Suite("A long press after a tap on one view")
struct LongPressAfterTapTests {
    struct TapThenPress: View {
        let log: Log
        var body: some View {
            Color.green.frame(width: 100, height: 100)
                .onTapGesture { log("tap") }
                .onLongPressGesture { log("long press") }
        }
    }

    struct PressThenTap: View {
        let log: Log
        var body: some View {
            Color.green.frame(width: 100, height: 100)
                .onLongPressGesture { log("long press") }
                .onTapGesture { log("tap") }
        }
    }

    struct DragThenPress: View {
        let log: Log
        var body: some View {
            Color.green.frame(width: 100, height: 100)
                .gesture(DragGesture().onEnded { _ in log("drag") })
                .onLongPressGesture { log("long press") }
        }
    }

    @Test(
        "Tap, then long press: what a press held for so long runs",
        arguments: [
            (hold: 0.1, calls: ["tap"]),
            (hold: 0.45, calls: ["tap"]),
            (hold: 0.5, calls: ["long press"]),
            (hold: 0.6, calls: ["long press"]),
            (hold: 1.5, calls: ["long press"]),
        ])
    func tapThenPress(hold: Double, calls: [String]) {
        let log = Log()
        holdAndLift(TapThenPress(log: log), for: hold)
        #expect(log.entries == calls)
    }

    /// One finger down in the middle of `view`, held `hold` seconds, lifted, then a second more.
    func holdAndLift(_ view: some View, for hold: Double) {
        let sim = TouchSimulator(view)
        sim.down(0, at: windowCenter)
        sim.advance(by: hold)
        sim.up(0)
        sim.advance(by: 1)
    }

    @Test("The long press fires at 0.5 s with the finger still down, not when the tap gives up at 0.75 s")
    func firesAtTheMinimumDuration() {
        let log = Log()
        let sim = TouchSimulator(TapThenPress(log: log))
        sim.down(0, at: windowCenter)
        sim.advance(by: 0.49)
        #expect(log.entries.isEmpty)
        sim.advance(by: 0.01)
        #expect(log.entries == ["long press"])
        sim.up(0)
        #expect(log.entries == ["long press"], "the lift does not also tap")
    }

    @Test(
        "Long press, then tap (the other order): the press is active from the down, so the tap never runs",
        arguments: [(hold: 0.1, calls: []), (hold: 0.6, calls: ["long press"])])
    func pressThenTap(hold: Double, calls: [String]) {
        let log = Log()
        holdAndLift(PressThenTap(log: log), for: hold)
        #expect(log.entries == calls)
    }

    @Test("With a drag on the view: holding still long-presses at 0.5 s; moving first drags")
    func dragThenPress() {
        let still = Log()
        let sim = TouchSimulator(DragThenPress(log: still))
        sim.down(0, at: windowCenter)
        sim.advance(by: 0.5)
        #expect(still.entries == ["long press"])
        sim.move(0, to: CGPoint(x: windowCenter.x + 50, y: windowCenter.y))
        sim.up(0)
        #expect(still.entries == ["long press"], "the drag lost to the long press")

        let moving = Log()
        let other = TouchSimulator(DragThenPress(log: moving))
        other.down(0, at: windowCenter)
        other.advance(by: 0.1)
        other.move(0, to: CGPoint(x: windowCenter.x + 40, y: windowCenter.y))
        other.advance(by: 0.5)
        other.up(0)
        #expect(moving.entries == ["drag"])
    }
}

import Foundation
import Tactile
import TactileTesting
import TactileTraceFormat
import Testing

/// Replaying traces with scroll wheel events (a touchpad's two-finger scroll): the replay scrolls
/// as the recorded window did, its deadlines (the wheel's idle end, a paging snap) included.
@MainActor
@Suite("TouchSimulator wheel replay")
struct TouchSimulatorWheelReplayTests {
    /// Ten pages of 800 pt in a paging vertical scroll view, with a tap counter on the first.
    struct Pages: View {
        @State private var taps = 0
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<10) { i in
                        Color.blue.frame(width: 400, height: 800).accessibilityIdentifier("page\(i)")
                    }
                }
            }
            .scrollTargetBehavior(.paging)
            .overlay(alignment: .top) {
                Text("\(taps) taps").padding(20).onTapGesture { taps += 1 }
            }
        }
    }

    /// What a recorder on the host keeps: the events it ran, pointer and wheel, in order.
    @MainActor final class Recorder {
        var events: [InputEvent] = []

        init(_ host: GestureHost) {
            host.onInputEvent = { [unowned self] in events.append($0) }
        }
    }

    func frames(_ sim: TouchSimulator) -> [CGRect?] {
        (0..<3).map { sim.frame(of: "page\($0)") }
    }

    @Test("A recorded session with wheel scrolls replays to the same frames, mid-scroll and at rest")
    func wheelReplayMatchesTheLiveSession() throws {
        let live = TouchSimulator(Pages())
        let recorder = Recorder(live.host)
        live.advance(by: 2)
        live.wheel(at: CGPoint(x: 200, y: 400), by: CGSize(width: 0, height: 500), steps: 5, duration: 0.1)
        let midScroll = frames(live)
        #expect(midScroll[0]?.minY == -500)
        live.advance(by: 1)  // idle: the paging view snaps onto a page
        let atRest = frames(live)
        #expect(atRest[0]?.minY != -500)
        #expect(atRest[0]?.minY == -800)
        live.tap(on: .text("0 taps"))
        live.advance(by: 1)
        #expect(live.texts() == ["1 taps"])

        let trace = InputTrace(scene: nil, window: TraceSize(width: 400, height: 800), events: recorder.events)
        let text = trace.jsonText()
        #expect(text.contains(#"{"dx": 0, "dy": 100, "kind": "wheel", "time": 2, "x": 200, "y": 400}"#))
        #expect(trace.version == 3)

        let unsettled = TouchSimulator(Pages())
        unsettled.replay(Array(trace.events.prefix(5)), settles: false)
        #expect(frames(unsettled) == midScroll)

        let replayed = TouchSimulator(Pages())
        try replayed.replay(traceJSON: text)
        #expect(frames(replayed) == frames(live))
        #expect(replayed.texts() == ["1 taps"])
    }

    @Test("A wheel sequence the trace leaves open ends when the replay settles, on a page")
    func settlingEndsTheWheelSequence() {
        let sim = TouchSimulator(Pages())
        sim.replay([
            InputEvent(time: 5, x: 200, y: 400, dx: 0, dy: 300),
            InputEvent(time: 5.01, x: 200, y: 400, dx: 0, dy: 300),
        ])
        #expect(sim.frame(of: "page0")?.minY == -800)
        #expect(sim.host.nextDeadline == nil)
    }
}

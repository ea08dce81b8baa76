// Seed 002 (Apple, "Adding interactivity with gestures"; seed 001 quotes CounterView v1): the tapped
// shape prints, the long press colours the circle while it is detected (v1), every attempt is
// counted (v2), and counting stops for good after one completed long press (v3).
import Foundation
import Tactile
@testable import TactileExamples
import TactileTestSupport
import TactileTesting
import Testing

@MainActor
@Suite("ShapeTapView and CounterView (seeds 001, 002)")
struct CounterViewTests {
    let window = CGSize(width: 400, height: 800)

    /// The circle of the CounterView versions (its fill is one of green, yellow, red).
    func circle(_ sim: TouchSimulator) -> DisplayItem? {
        sim.displayList.items.first { item in [Color.green, .yellow, .red].contains { $0 == item.fillColor } }
    }

    // MARK: ShapeTapView

    @Test("ShapeTapView prints “View tapped!” once per tap, not for a long press or a drag")
    func shapeTap() {
        let sim = TouchSimulator(ShapeTapView(), size: window)
        let center = CGPoint(x: 200, y: 400)
        let taps = capturingStandardOutput {
            sim.tap(at: center)
            sim.advance(by: 0.5)
            sim.tap(at: center)
            sim.advance(by: 0.5)
        }
        #expect(count("View tapped!", in: taps) == 2)
        let notTaps = capturingStandardOutput {
            sim.longPress(at: center, duration: 1)                   // longer than a tap may last
            sim.drag(from: center, to: CGPoint(x: 300, y: 400))      // moves more than a tap may
            sim.tap(at: CGPoint(x: 20, y: 20))                       // outside the circle
            sim.advance(by: 0.5)
        }
        #expect(count("View tapped!", in: notTaps) == 0)
    }

    // MARK: CounterView v1 — @GestureState

    @Test("v1: the circle is yellow while the long press is detected, green again after it ends")
    func v1ColourWhilePressing() throws {
        let sim = TouchSimulator(CounterView(), size: window)
        let center = CGPoint(x: 200, y: 400)
        #expect(circle(sim)?.fillColor == .green)
        sim.down(at: center)
        sim.advance(by: 0.5)
        #expect(circle(sim)?.fillColor == .yellow)
        sim.advance(by: 0.6)             // past minimumDuration 1: the gesture ended, state reset
        #expect(circle(sim)?.fillColor == .green)
        sim.up()
        #expect(circle(sim)?.fillColor == .green)

        // Released early: also back to green.
        sim.down(at: center)
        sim.advance(by: 0.3)
        #expect(circle(sim)?.fillColor == .yellow)
        sim.up()
        #expect(circle(sim)?.fillColor == .green)

        // A finger that slides off (≥ 10 pt) cancels the detection.
        sim.down(at: center)
        sim.advance(by: 0.1)
        sim.move(to: CGPoint(x: 230, y: 400))
        #expect(circle(sim)?.fillColor == .green)
        sim.up()
    }

    // MARK: CounterView v2 — onChanged counts attempts

    @Test("v2: every long-press attempt counts, even failed ones")
    func v2CountsAttempts() throws {
        let sim = TouchSimulator(CounterViewV2().accessibilityIdentifier("counter"), size: window)
        let frame = try #require(sim.frame(of: "counter"))
        let circleCenter = CGPoint(x: frame.midX, y: frame.maxY - 50)
        #expect(sim.texts() == ["0"])
        #expect(circle(sim)?.fillColor == .green)

        sim.tap(at: circleCenter)                        // too short: fails, but was detected
        #expect(sim.texts() == ["1"])
        sim.advance(by: 0.5)
        sim.down(at: circleCenter)
        sim.advance(by: 0.4)
        #expect(sim.texts() == ["2"])                    // counted at touch-down
        #expect(circle(sim)?.fillColor == .yellow)
        sim.up()
        #expect(circle(sim)?.fillColor == .green)
        sim.longPress(at: circleCenter, duration: 1.2)   // succeeds: still one more
        #expect(sim.texts() == ["3"])
        sim.longPress(at: circleCenter, duration: 1.2)   // and counting goes on in v2
        #expect(sim.texts() == ["4"])
        sim.tap(at: CGPoint(x: 20, y: 20))               // outside: no attempt
        #expect(sim.texts() == ["4"])
    }

    // MARK: CounterView v3 — onEnded stops counting

    @Test("v3: one completed long press turns the circle red and switches the gesture off")
    func v3StopsAfterCompletedPress() throws {
        let sim = TouchSimulator(CounterViewV3().accessibilityIdentifier("counter"), size: window)
        let frame = try #require(sim.frame(of: "counter"))
        let circleCenter = CGPoint(x: frame.midX, y: frame.maxY - 50)

        sim.tap(at: circleCenter)
        sim.advance(by: 0.5)
        sim.tap(at: circleCenter)
        #expect(sim.texts() == ["2"])
        #expect(circle(sim)?.fillColor == .green)
        // "If the finger moves more than maximumDistance, onEnded is not called": held long enough,
        // but moved 15 pt — counted as an attempt, not completed.
        sim.advance(by: 0.5)
        sim.down(at: circleCenter)
        sim.advance(by: 0.2)
        sim.move(to: CGPoint(x: circleCenter.x + 15, y: circleCenter.y))
        sim.advance(by: 1)
        sim.up()
        #expect(sim.texts() == ["3"])
        #expect(circle(sim)?.fillColor == .green)

        sim.down(at: circleCenter)
        sim.advance(by: 0.5)
        #expect(circle(sim)?.fillColor == .yellow)
        sim.advance(by: 0.6)                             // the press completes: doneCounting
        #expect(circle(sim)?.fillColor == .red)
        sim.up()
        #expect(sim.texts() == ["4"])
        #expect(circle(sim)?.fillColor == .red)

        // `.gesture(doneCounting ? nil : press)`: nothing counts any more.
        sim.tap(at: circleCenter)
        sim.advance(by: 0.5)
        sim.longPress(at: circleCenter, duration: 1.2)
        #expect(sim.texts() == ["4"])
        #expect(circle(sim)?.fillColor == .red)
    }
}

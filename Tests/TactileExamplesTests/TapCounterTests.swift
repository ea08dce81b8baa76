// Seed 004 (Korean tutorials, "Tap Gesture"): minus and plus change the number, with
// `onTapGesture` and with `.gesture(TapGesture())`; with a single and a double tap on plus, the
// order of the two `.gesture` modifiers decides whether the double tap (+10) can ever happen.
import Foundation
import Tactile
@testable import TactileExamples
import TactileTestSupport
import TactileTesting
import Testing

@MainActor
@Suite("TapGesture_Tutorials (seed 004)")
struct TapCounterTests {
    let window = CGSize(width: 400, height: 800)

    func minus(_ sim: TouchSimulator) throws -> CGPoint {
        try #require(sim.displayList.images(named: "minus.circle").first).center
    }

    func plus(_ sim: TouchSimulator) throws -> CGPoint {
        try #require(sim.displayList.images(named: "plus.circle").first).center
    }

    /// Two taps 0.1 s apart (well inside the 0.35 s double-tap window).
    func doubleTap(_ sim: TouchSimulator, at point: CGPoint) {
        sim.tap(at: point)
        sim.advance(by: 0.1)
        sim.tap(at: point)
    }

    @Test("Minus and plus change the number (onTapGesture, then .gesture(TapGesture()))",
          arguments: [0, 1])
    func minusAndPlus(version: Int) throws {
        let view = version == 0 ? AnyView(TapGesture_Tutorials()) : AnyView(TapGesture_TutorialsV2())
        let sim = TouchSimulator(view, size: window)
        #expect(sim.texts() == ["0"])
        let plus = try plus(sim), minus = try minus(sim)
        sim.tap(at: plus)
        sim.advance(by: 0.5)
        sim.tap(at: plus)
        sim.advance(by: 0.5)
        #expect(sim.texts() == ["2"])
        sim.tap(at: minus)
        sim.advance(by: 0.5)
        #expect(sim.texts() == ["1"])
        sim.tap(at: minus)
        sim.advance(by: 0.5)
        sim.tap(at: minus)
        sim.advance(by: 0.5)
        #expect(sim.texts() == ["-1"])
        // The number itself is not a button.
        sim.tap(at: CGPoint(x: 200, y: 300))
        sim.advance(by: 0.5)
        #expect(sim.texts() == ["-1"])
    }

    @Test("Single tap first, then double tap: a double tap counts as two single taps, never +10")
    func singleThenDouble() throws {
        let sim = TouchSimulator(TapGesture_TutorialsV3(), size: window)
        let plus = try plus(sim)
        sim.tap(at: plus)
        #expect(sim.texts() == ["1"])                    // the single tap runs at once
        sim.advance(by: 1)
        doubleTap(sim, at: plus)
        sim.advance(by: 1)
        #expect(sim.texts() == ["3"])
        doubleTap(sim, at: plus)
        sim.advance(by: 1)
        #expect(sim.texts() == ["5"])
    }

    @Test("Double tap first, then single tap: a double tap adds 10; a single tap adds 1 only after the window")
    func doubleThenSingle() throws {
        let sim = TouchSimulator(TapGesture_TutorialsV4(), size: window)
        let plus = try plus(sim)
        doubleTap(sim, at: plus)
        #expect(sim.texts() == ["10"])
        sim.advance(by: 1)
        #expect(sim.texts() == ["10"])                   // and not the single tap as well

        sim.tap(at: plus)
        sim.advance(by: 0.3)                             // still inside the 0.35 s window
        #expect(sim.texts() == ["10"])
        sim.advance(by: 0.1)                             // the double tap failed: the single tap runs
        #expect(sim.texts() == ["11"])

        // Minus has a single tap only: immediate.
        sim.tap(at: try minus(sim))
        #expect(sim.texts() == ["10"])
    }
}

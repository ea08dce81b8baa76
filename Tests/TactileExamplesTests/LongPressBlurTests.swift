// Seed 004 (Korean tutorials, "LongPressGesture"): each 0.5 s long press on the logo toggles a
// 40 pt blur; `onPressingChanged` prints true when the press starts and false when it stops.
import Foundation
import Tactile
@testable import TactileExamples
import TactileTestSupport
import TactileTesting
import Testing

@MainActor
@Suite("LongPressGesture_Tutorials (seed 004)")
struct LongPressBlurTests {
    let window = CGSize(width: 400, height: 800)
    let center = CGPoint(x: 200, y: 400)

    init() { ExampleAssets.register() }

    func logo(_ sim: TouchSimulator) -> DisplayItem? { sim.displayList.images(named: "swiftui-logo").first }

    @Test("The logo is a 200 × 200 image in the middle, not blurred")
    func atRest() throws {
        let sim = TouchSimulator(LongPressGesture_Tutorials(), size: window)
        let image = try #require(logo(sim))
        expectApprox(image.frame, CGRect(x: 100, y: 300, width: 200, height: 200), tolerance: 0.5)
        #expect(image.blurRadius == 0)
    }

    @Test("Each completed long press toggles the blur")
    func longPressToggles() throws {
        let sim = TouchSimulator(LongPressGesture_Tutorials(), size: window)
        sim.down(at: center)
        sim.advance(by: 0.4)
        #expect(try #require(logo(sim)).blurRadius == 0)        // not yet 0.5 s
        sim.advance(by: 0.2)
        #expect(try #require(logo(sim)).blurRadius > 0)                 // toggled while still held
        #expect(try #require(logo(sim)).blurRadius == 40)
        sim.up()
        #expect(try #require(logo(sim)).blurRadius > 0)
        sim.longPress(at: center, duration: 1)
        #expect(try #require(logo(sim)).blurRadius == 0)
    }

    @Test("A tap, or a press that moves 10 pt, does not toggle")
    func shortOrMovedPressDoesNot() throws {
        let sim = TouchSimulator(LongPressGesture_Tutorials(), size: window)
        sim.tap(at: center)
        sim.advance(by: 1)
        #expect(try #require(logo(sim)).blurRadius == 0)
        sim.down(at: center)
        sim.advance(by: 0.1)
        sim.move(to: CGPoint(x: center.x + 12, y: center.y))
        sim.advance(by: 1)
        sim.up()
        #expect(try #require(logo(sim)).blurRadius == 0)
    }

    @Test("onPressingChanged prints true when pressing starts and false when it stops")
    func pressingChanged() {
        let sim = TouchSimulator(LongPressGesture_Tutorials(), size: window)
        let completed = capturingStandardOutput { sim.longPress(at: center, duration: 1) }
        #expect(count("true", in: completed) == 1)
        #expect(count("false", in: completed) == 1)
        let released = capturingStandardOutput {
            sim.down(at: center)
            sim.advance(by: 0.2)
            sim.up()
        }
        #expect(count("true", in: released) == 1)
        #expect(count("false", in: released) == 1)
    }
}

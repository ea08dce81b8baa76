// The range slider component example: each thumb is dragged on its own, the values move in steps and show as
// text, the thumbs never cross nor leave the bounds, and a range given outside the bounds is
// clamped instead of crashing.
import Foundation
import Tactile
import TactileTestSupport
import TactileTesting
import Testing

@testable import TactileExamples

/// A range slider over 0…100 in steps of 5 whose bound range is also shown, as the owner sees it.
private struct BoundRangeSlider: View {
    @State var range: ClosedRange<Double>
    var bounds: ClosedRange<Double> = 0...100
    var step: Double = 5

    var body: some View {
        VStack {
            RangeSlider(range: $range, in: bounds, step: step)
                .frame(width: 300)
            Text(String(format: "bound %g…%g", range.lowerBound, range.upperBound))
        }
    }
}

@MainActor
@Suite("RangeSlider")
struct RangeSliderTests {
    /// How far a thumb's centre travels from one end to the other: 300 less a 28-point thumb.
    let travel: CGFloat = 272

    func thumb(_ sim: TouchSimulator, _ name: String) throws -> CGPoint {
        try #require(sim.frame(of: "RangeSlider.\(name)")).center
    }

    /// The values shown above the track, lower first.
    func values(_ sim: TouchSimulator) -> [String] {
        sim.texts().filter { Double($0) != nil }
    }

    func dragThumb(_ sim: TouchSimulator, _ name: String, by dx: CGFloat) throws {
        let start = try thumb(sim, name)
        sim.dragAndHold(from: start, to: start.moved(dx, 0))
    }

    @Test("At rest: 20 and 80 shown, the thumbs 60 % of the travel apart")
    func atRest() throws {
        let sim = TouchSimulator(RangeSliderDemo())
        #expect(values(sim) == ["20", "80"])
        let lower = try thumb(sim, "lower"), upper = try thumb(sim, "upper")
        expectApprox(upper.x - lower.x, travel * 0.6, tolerance: 0.5)
        expectApprox(lower.y, upper.y, tolerance: 0.01)
    }

    @Test("Dragging the lower thumb moves only it, to the nearest step")
    func lowerThumbSteps() throws {
        let sim = TouchSimulator(RangeSliderDemo())
        let upperBefore = try thumb(sim, "upper")
        let lowerBefore = try thumb(sim, "lower")
        try dragThumb(sim, "lower", by: 60)  // 20 + 60 / 272 × 100 = 42.1 → 40
        #expect(values(sim) == ["40", "80"])
        expectApprox(try thumb(sim, "lower").x, lowerBefore.x + travel * 0.2, tolerance: 0.5)
        expectApprox(try thumb(sim, "upper"), upperBefore, tolerance: 0.01)
    }

    @Test("The value follows the finger during the drag")
    func liveValue() throws {
        let sim = TouchSimulator(RangeSliderDemo())
        let start = try thumb(sim, "upper")
        sim.down(at: start)
        sim.moveInSteps(from: start, to: start.moved(-travel * 0.3, 0))
        #expect(values(sim) == ["20", "50"])
        sim.up()
        #expect(values(sim) == ["20", "50"])
    }

    @Test("The thumbs cannot cross: each stops at the other")
    func thumbsCannotCross() throws {
        let sim = TouchSimulator(RangeSliderDemo())
        try dragThumb(sim, "lower", by: 250)
        #expect(values(sim) == ["80", "80"])
        expectApprox(try thumb(sim, "lower"), try thumb(sim, "upper"), tolerance: 0.5)

        let other = TouchSimulator(RangeSliderDemo())
        try dragThumb(other, "upper", by: -250)
        #expect(values(other) == ["20", "20"])
    }

    @Test("Thumbs that meet are pulled apart by side: the leading half takes the lower, the trailing the upper")
    func meetingThumbsPartBySide() throws {
        let sim = TouchSimulator(RangeSliderDemo())
        try dragThumb(sim, "lower", by: 250)
        #expect(values(sim) == ["80", "80"])
        let met = try thumb(sim, "upper")
        // The value goes by where the finger is: it ends 30 % of the travel left of where they met.
        sim.dragAndHold(from: met.moved(-7, 0), to: met.moved(-travel * 0.3, 0))
        #expect(values(sim) == ["50", "80"])
        try dragThumb(sim, "lower", by: travel * 0.3)
        #expect(values(sim) == ["80", "80"])
        sim.dragAndHold(from: met.moved(7, 0), to: met.moved(travel * 0.1, 0))
        #expect(values(sim) == ["80", "90"])
    }

    @Test("The thumbs stay in range: dragged past the ends they stop at 0 and 100")
    func thumbsStayInRange() throws {
        let sim = TouchSimulator(RangeSliderDemo())
        let trackStart = try thumb(sim, "lower").x - travel * 0.2
        try dragThumb(sim, "lower", by: -200)
        try dragThumb(sim, "upper", by: 200)
        #expect(values(sim) == ["0", "100"])
        expectApprox(try thumb(sim, "lower").x, trackStart, tolerance: 0.5)
        expectApprox(try thumb(sim, "upper").x, trackStart + travel, tolerance: 0.5)
    }

    @Test("A drag writes the new range through the binding")
    func writesTheBinding() throws {
        let sim = TouchSimulator(BoundRangeSlider(range: 20...80))
        try dragThumb(sim, "upper", by: -travel * 0.1)
        #expect(sim.texts().contains("bound 20…70"))
    }

    @Test("A range outside the bounds is shown clamped, and written back clamped at the first drag")
    func outOfRangeIsClamped() throws {
        let sim = TouchSimulator(BoundRangeSlider(range: -50...500))
        #expect(values(sim) == ["0", "100"])
        let lower = try thumb(sim, "lower"), upper = try thumb(sim, "upper")
        expectApprox(upper.x - lower.x, travel, tolerance: 0.5)
        try dragThumb(sim, "upper", by: -travel * 0.25)
        #expect(values(sim) == ["0", "75"])
        #expect(sim.texts().contains("bound 0…75"))
    }

    @Test("Infinite values, single-value bounds and a bad step draw without crashing")
    func degenerateInput() throws {
        // (A range of NaNs cannot be made: ClosedRange traps on it before the slider sees it.)
        let infinite = TouchSimulator(BoundRangeSlider(range: -Double.infinity...Double.infinity, step: .nan))
        #expect(values(infinite) == ["0", "100"])
        let beyond = TouchSimulator(BoundRangeSlider(range: Double.infinity...Double.infinity, step: .infinity))
        #expect(values(beyond) == ["100", "100"])
        // Both thumbs at the top end: the lower one is on top, so a drag there moves it down.
        try dragThumb(beyond, "lower", by: -travel / 2)
        #expect(values(beyond) == ["50", "100"])
        let nanStep = TouchSimulator(BoundRangeSlider(range: 0...0, step: .nan))
        try dragThumb(nanStep, "upper", by: travel / 2)
        #expect(values(nanStep) == ["0", "50"])

        let single = TouchSimulator(BoundRangeSlider(range: 0...10, bounds: 5...5, step: -1))
        #expect(values(single) == ["5.00", "5.00"])
        try dragThumb(single, "upper", by: 100)
        #expect(values(single) == ["5.00", "5.00"])
        #expect(single.diagnostics.isEmpty)
    }
}

// Added example "drag-values" (in the spirit of seed 001's DragGesture.Value study): every field of
// DragGesture.Value is shown live, and the fields agree with each other and with the finger.
import Foundation
import Tactile
import TactileTestSupport
import TactileTesting
import Testing

@testable import TactileExamples

@MainActor
@Suite("DragValuesView (Added)")
struct DragValuesTests {
    let window = CGSize(width: 400, height: 800)

    /// The text line starting with `field: `, without the prefix.
    func field(_ sim: TouchSimulator, _ name: String) -> String? {
        sim.texts().first { $0.hasPrefix(name + ": ") }.map { String($0.dropFirst(name.count + 2)) }
    }

    /// "(x, y)" → the pair.
    func pair(_ sim: TouchSimulator, _ name: String) throws -> CGPoint {
        let values = numbers(in: try #require(field(sim, name), "field \(name)"))
        try #require(values.count == 2)
        return CGPoint(x: values[0], y: values[1])
    }

    @Test("Before any drag every field shows a dash")
    func idle() {
        let sim = TouchSimulator(DragValuesView(), size: window)
        #expect(field(sim, "callback") == "none (0 changes)")
        for name in [
            "time", "location", "startLocation", "translation", "velocity",
            "predictedEndLocation", "predictedEndTranslation",
        ] {
            #expect(field(sim, name) == "-", "\(name)")
        }
    }

    @Test("During and after a drag the fields describe it, in the pad's own coordinates")
    func values() throws {
        let sim = TouchSimulator(DragValuesView(), size: window)
        let pad = try #require(sim.displayList.shapes(filledWith: .teal).first).frame
        expectApprox(pad.width, 300, tolerance: 0.5)
        let start = CGPoint(x: pad.minX + 50, y: pad.minY + 50)
        let end = CGPoint(x: start.x + 150, y: start.y + 100)

        sim.down(at: start)
        #expect(field(sim, "callback") == "none (0 changes)")  // 10 pt not reached yet
        sim.moveInSteps(from: start, to: end, duration: 0.3, steps: 10)
        #expect(field(sim, "callback") == "onChanged (10 changes)")
        expectApprox(try pair(sim, "startLocation"), CGPoint(x: 50, y: 50), tolerance: 0.05)
        expectApprox(try pair(sim, "location"), CGPoint(x: 200, y: 150), tolerance: 0.05)
        expectApprox(try pair(sim, "translation"), CGPoint(x: 150, y: 100), tolerance: 0.05)
        #expect(field(sim, "time") == String(format: "%.3f", sim.now))
        // Constant speed: 150 pt and 100 pt in 0.3 s.
        let velocity = try pair(sim, "velocity")
        expectApprox(velocity.x, 500, tolerance: 10)
        expectApprox(velocity.y, 333.3, tolerance: 7)
        // predictedEnd = location + velocity / 4, and its translation is measured from the start.
        let predicted = try pair(sim, "predictedEndLocation")
        expectApprox(predicted.x, 200 + velocity.x / 4, tolerance: 0.1)
        expectApprox(predicted.y, 150 + velocity.y / 4, tolerance: 0.1)
        let predictedTranslation = try pair(sim, "predictedEndTranslation")
        expectApprox(predictedTranslation.x, predicted.x - 50, tolerance: 0.1)
        expectApprox(predictedTranslation.y, predicted.y - 50, tolerance: 0.1)

        sim.advance(by: 0.2)  // the finger rests, then lifts
        sim.up()
        #expect(field(sim, "callback") == "onEnded (10 changes)")
        expectApprox(try pair(sim, "translation"), CGPoint(x: 150, y: 100), tolerance: 0.05)
        #expect(field(sim, "time") == String(format: "%.3f", sim.now))
        expectApprox(try pair(sim, "velocity"), .zero, tolerance: 0.05)  // it had stopped
    }
}

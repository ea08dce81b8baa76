// Seed 004 (Korean tutorials, "Sequence Gesture", "Simultaneous Gesture", "Exclusive Gesture"): a
// long press unlocks dragging the circle and the labels show which gesture is active; rotation and
// magnification apply together; with the exclusive gesture only the one the menu puts first applies.
import Foundation
import Tactile
@testable import TactileExamples
import TactileTestSupport
import TactileTesting
import Testing

@MainActor
@Suite("Sequence, Simultaneous and Exclusive Gesture tutorials (seed 004)")
struct CombinedGestureTests {
    let window = CGSize(width: 400, height: 800)

    init() { ExampleAssets.register() }

    // MARK: Sequence

    func circle(_ sim: TouchSimulator) -> CGPoint? { sim.displayList.shapes(filledWith: .yellow).first?.center }
    func labelColor(_ sim: TouchSimulator, _ title: String) -> Color? { sim.displayList.texts(title).first?.textColor }

    @Test("Sequence: long press, then drag, moves the circle; the labels turn green in turn")
    func sequenceLongPressThenDrag() throws {
        let sim = TouchSimulator(SequenceGesture_Tutorials(), size: window)
        let start = try #require(circle(sim))
        #expect(labelColor(sim, "Long Press") == .gray)
        #expect(labelColor(sim, "Drag") == .gray)

        sim.down(at: start)
        sim.advance(by: 0.3)
        #expect(labelColor(sim, "Long Press") == .gray)      // onChanged sets it false
        sim.advance(by: 0.3)                                       // LongPressGesture() is 0.5 s
        #expect(labelColor(sim, "Long Press") == .green)
        #expect(labelColor(sim, "Drag") == .gray)

        let end = CGPoint(x: start.x + 80, y: start.y + 120)
        sim.moveInSteps(from: start, to: end)
        #expect(labelColor(sim, "Drag") == .green)
        expectApprox(circle(sim), end, tolerance: 0.5)
        sim.up()
        #expect(labelColor(sim, "Long Press") == .gray)      // the sequence's onEnded
        #expect(labelColor(sim, "Drag") == .gray)
        expectApprox(circle(sim), end, tolerance: 0.5)          // totalTranslation kept it there

        // Again from the new place: totalTranslation accumulates.
        sim.down(at: end)
        sim.advance(by: 0.6)
        sim.moveInSteps(from: end, to: start)
        sim.up()
        expectApprox(circle(sim), start, tolerance: 0.5)
    }

    @Test("Sequence: a drag without the long press does not move the circle")
    func sequenceDragAloneDoesNothing() throws {
        let sim = TouchSimulator(SequenceGesture_Tutorials(), size: window)
        let start = try #require(circle(sim))
        sim.drag(from: start, to: CGPoint(x: start.x + 100, y: start.y + 100), duration: 0.3)
        expectApprox(circle(sim), start, tolerance: 0.5)
        #expect(labelColor(sim, "Long Press") == .gray)
        #expect(labelColor(sim, "Drag") == .gray)
    }

    @Test("Sequence: a long press released without dragging ends the sequence; both labels gray")
    func sequenceLongPressAlone() throws {
        // The drag never starts; when the finger lifts it fails and the sequence ends with
        // .second(true, nil) (Docs/Semantics.md › Composition), so the sequence's onEnded turns
        // “Long Press” gray again.
        let sim = TouchSimulator(SequenceGesture_Tutorials(), size: window)
        let start = try #require(circle(sim))
        sim.longPress(at: start, duration: 1)
        #expect(labelColor(sim, "Long Press") == .gray)
        expectApprox(circle(sim), start, tolerance: 0.5)
    }

    // MARK: Simultaneous

    func logo(_ sim: TouchSimulator) -> DisplayItem? { sim.displayList.images(named: "swiftui-logo").first }

    @Test("Simultaneous: turning and spreading two fingers rotates and scales the logo at once")
    func simultaneous() throws {
        let sim = TouchSimulator(SimultaneousGesture_Tutorials(), size: window)
        let center = try #require(logo(sim)).center
        sim.pinchAndRotate(center: center, fromRadius: 50, toRadius: 100, by: .degrees(45))
        let image = try #require(logo(sim))
        expectApprox(image.rotation.degrees, 45, tolerance: 0.5)
        expectApprox(image.scale, 2, tolerance: 0.01)
        expectApprox(image.frame.width, 400 * 2.0.squareRoot(), tolerance: 2)
    }

    @Test("Simultaneous: a pinch alone only scales, a rotation alone only rotates")
    func simultaneousSeparately() throws {
        let sim = TouchSimulator(SimultaneousGesture_Tutorials(), size: window)
        let center = try #require(logo(sim)).center
        sim.pinch(center: center, fromDistance: 100, toDistance: 150)
        expectApprox(try #require(logo(sim)).scale, 1.5, tolerance: 0.01)
        expectApprox(try #require(logo(sim)).rotation.degrees, 0, tolerance: 0.5)
        sim.advance(by: 0.5)
        sim.rotate(center: center, radius: 80, by: .degrees(30))
        expectApprox(try #require(logo(sim)).scale, 1.5, tolerance: 0.01)
        expectApprox(try #require(logo(sim)).rotation.degrees, 30, tolerance: 0.5)
    }

    // MARK: Exclusive

    func tapMenu(_ sim: TouchSimulator, _ title: String) throws {
        let label = try #require(sim.displayList.texts(title).first, "menu item \(title)")
        let origin = CGPoint(x: label.transform.tx, y: label.transform.ty)
        sim.tap(at: CGPoint(x: origin.x + 8, y: origin.y + 8))
        sim.advance(by: 0.5)
    }

    @Test("Exclusive, rotation chosen (the default): turning and spreading only rotates")
    func exclusiveRotationFirst() throws {
        let sim = TouchSimulator(ExclusiveGesture_Tutorials(), size: window)
        #expect(sim.texts().contains("● Rotation"))
        let center = try #require(logo(sim)).center
        sim.pinchAndRotate(center: center, fromRadius: 50, toRadius: 100, by: .degrees(45))
        let image = try #require(logo(sim))
        expectApprox(image.rotation.degrees, 45, tolerance: 0.5)
        expectApprox(image.scale, 1, tolerance: 0.001)
    }

    @Test("Exclusive, magnification chosen in the menu: turning and spreading only scales")
    func exclusiveMagnificationFirst() throws {
        let sim = TouchSimulator(ExclusiveGesture_Tutorials(), size: window)
        try tapMenu(sim, "○ Magnification")
        #expect(sim.texts().contains("● Magnification"))
        #expect(sim.texts().contains("○ Rotation"))
        let center = try #require(logo(sim)).center
        sim.pinchAndRotate(center: center, fromRadius: 50, toRadius: 100, by: .degrees(45))
        let image = try #require(logo(sim))
        expectApprox(image.scale, 2, tolerance: 0.01)
        expectApprox(image.rotation.degrees, 0, tolerance: 0.001)

        // Back to rotation: the scale is kept, now only rotation applies.
        try tapMenu(sim, "○ Rotation")
        let again = try #require(self.logo(sim)).center
        sim.pinchAndRotate(center: again, fromRadius: 50, toRadius: 100, by: .degrees(30))
        let after = try #require(self.logo(sim))
        expectApprox(after.scale, 2, tolerance: 0.01)
        expectApprox(after.rotation.degrees, 30, tolerance: 0.5)
    }
}

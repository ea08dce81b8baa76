// The bottom sheet component example: a drag on its handle moves it between its lowest and highest detents,
// and on release it springs to the detent nearest to where the drag was heading
// (`predictedEndTranslation`), so a flick goes further than a slow drag of the same length.
import Foundation
import Tactile
import TactileTestSupport
import TactileTesting
import Testing

@testable import TactileExamples

@MainActor
@Suite("BottomSheet")
struct BottomSheetTests {
    /// The window's height: the demo's sheet fills the whole window.
    let height: CGFloat = 800

    /// The top of the sheet: the top of its handle.
    func sheetTop(_ sim: TouchSimulator) throws -> CGFloat {
        try #require(sim.frame(of: "BottomSheet.handle")).minY
    }

    func handle(_ sim: TouchSimulator) throws -> CGPoint {
        try #require(sim.frame(of: "BottomSheet.handle")).center
    }

    /// The sheet top of a detent.
    func top(_ detent: SheetDetent) -> CGFloat { height * (1 - detent.fraction) }

    @Test("At rest the sheet is collapsed: 15 % of the window shows")
    func atRest() throws {
        let sim = TouchSimulator(BottomSheetDemo())
        expectApprox(try sheetTop(sim), top(.collapsed), tolerance: 0.5)
        #expect(sim.texts() == ["Sheet: collapsed"])
    }

    @Test("The sheet follows the finger on its handle, clamped to its highest detent")
    func followsTheFinger() throws {
        let sim = TouchSimulator(BottomSheetDemo())
        let start = try handle(sim)
        sim.down(at: start)
        sim.moveInSteps(from: start, to: start.moved(0, -200))
        expectApprox(try sheetTop(sim), top(.collapsed) - 200, tolerance: 0.5)
        sim.moveInSteps(from: start.moved(0, -200), to: start.moved(0, -700))
        expectApprox(try sheetTop(sim), top(.large), tolerance: 0.5)
        sim.advance(by: 0.3)
        sim.up()
        expectApprox(try sheetTop(sim), top(.large), tolerance: 0.5)
        #expect(sim.texts() == ["Sheet: large"])
    }

    @Test(
        "A slow drag snaps to the nearest detent", arguments: [(-200, "medium"), (-120, "collapsed"), (-520, "large")])
    func slowDragSnapsToTheNearest(dy: CGFloat, detent: String) throws {
        let sim = TouchSimulator(BottomSheetDemo())
        let start = try handle(sim)
        sim.dragAndHold(from: start, to: start.moved(0, dy))
        #expect(sim.texts() == ["Sheet: \(detent)"])
        let expected = [SheetDetent.collapsed, .medium, .large].first { $0.name == detent }!
        expectApprox(try sheetTop(sim), top(expected), tolerance: 0.5)
    }

    @Test("From medium, a slow 150-point drag up stays at medium; a flick of the same length reaches large")
    func flickUsesThePrediction() throws {
        let slow = TouchSimulator(BottomSheetDemo())
        let collapsed = try handle(slow)
        slow.dragAndHold(from: collapsed, to: collapsed.moved(0, -300))
        #expect(slow.texts() == ["Sheet: medium"])
        slow.advance(by: 1)
        let medium = try handle(slow)
        slow.dragAndHold(from: medium, to: medium.moved(0, -150))
        #expect(slow.texts() == ["Sheet: medium"])

        let quick = TouchSimulator(BottomSheetDemo())
        quick.dragAndHold(from: collapsed, to: collapsed.moved(0, -300))
        quick.advance(by: 1)
        quick.flick(from: medium, to: medium.moved(0, -150))
        #expect(quick.texts() == ["Sheet: large"])
        expectApprox(try sheetTop(quick), top(.large), tolerance: 0.5)
    }

    @Test("A flick down from large collapses the sheet; the move there is a spring animation")
    func flickDownCollapses() throws {
        let sim = TouchSimulator(BottomSheetDemo())
        let collapsed = try handle(sim)
        sim.dragAndHold(from: collapsed, to: collapsed.moved(0, -600))
        #expect(sim.texts() == ["Sheet: large"])
        sim.advance(by: 1)
        let large = try handle(sim)
        sim.flick(from: large, to: large.moved(0, 200))
        #expect(sim.texts() == ["Sheet: collapsed"])
        #expect(sim.isAnimating(at: sim.now + 0.05))
        expectApprox(try sheetTop(sim), top(.collapsed), tolerance: 0.5)
    }

    @Test("A drag on the sheet below its handle does not move it")
    func onlyTheHandleDrags() throws {
        let sim = TouchSimulator(BottomSheetDemo())
        let below = try handle(sim).moved(0, 60)
        sim.dragAndHold(from: below, to: below.moved(0, -300))
        expectApprox(try sheetTop(sim), top(.collapsed), tolerance: 0.5)
        #expect(sim.texts() == ["Sheet: collapsed"])
    }

    @Test("No detents means one at half height; a selection not listed counts as the nearest listed")
    func degenerateDetents() throws {
        let sheet = BottomSheet(detents: [], selection: .constant(.large)) { Text("x") }
        #expect(sheet.detents == [.medium])
        let sim = TouchSimulator(
            BottomSheet(detents: [.collapsed, .medium], selection: .constant(SheetDetent("odd", fraction: 0.95))) {
                Text("Odd")
            })
        expectApprox(try sheetTop(sim), top(.medium), tolerance: 0.5)
        #expect(SheetDetent("nan", fraction: .nan).fraction == 0)
        #expect(SheetDetent("big", fraction: 7).fraction == 1)
    }
}

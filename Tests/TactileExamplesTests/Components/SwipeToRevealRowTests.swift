// The swipe-to-reveal row component example: a drag to the left slides the row aside over its buttons; on
// release it settles open or closed by where the drag was heading; the revealed buttons work and
// the hidden ones cannot be pressed.
import Foundation
import Tactile
import TactileTestSupport
import TactileTesting
import Testing

@testable import TactileExamples

@MainActor
@Suite("SwipeToRevealRow")
struct SwipeToRevealRowTests {
    let subject = "Lunch on Friday?"

    /// The first row's subject: its left edge says where the row is (16 when closed).
    func subjectFrame(_ sim: TouchSimulator) throws -> CGRect {
        try #require(sim.frame(of: .text(subject)))
    }

    /// A point inside the first row, `x` points from the window's left edge.
    func inRow(_ sim: TouchSimulator, x: CGFloat) throws -> CGPoint {
        CGPoint(x: x, y: try subjectFrame(sim).midY)
    }

    @Test("At rest every row is closed: the subject at the leading padding")
    func atRest() throws {
        let sim = TouchSimulator(SwipeToRevealDemo())
        expectApprox(try subjectFrame(sim).minX, 16, tolerance: 0.5)
        #expect(sim.texts().contains("Swipe a row to the left"))
    }

    @Test("The row follows the finger while dragged, at a third of the distance past the buttons")
    func followsTheFinger() throws {
        let sim = TouchSimulator(SwipeToRevealDemo())
        let start = try inRow(sim, x: 300)
        sim.down(at: start)
        // From the first 12 points on: a tap on the row does not hold the swipe back.
        sim.moveInSteps(from: start, to: start.moved(-30, 0), steps: 3)
        expectApprox(try subjectFrame(sim).minX, 16 - 30, tolerance: 0.5)
        sim.moveInSteps(from: start.moved(-30, 0), to: start.moved(-100, 0))
        expectApprox(try subjectFrame(sim).minX, 16 - 100, tolerance: 0.5)
        sim.moveInSteps(from: start.moved(-100, 0), to: start.moved(-220, 0))
        expectApprox(try subjectFrame(sim).minX, 16 - 160 - 60 / 3, tolerance: 0.5)
        sim.advance(by: 0.3)
        sim.up()
        // Released past the buttons: it settles open, 160 points (two 80-point buttons) to the left.
        expectApprox(try subjectFrame(sim).minX, 16 - 160, tolerance: 0.5)
    }

    @Test("A slow drag settles open past half the buttons' width and closed short of it")
    func slowDragSnapsByDistance() throws {
        let sim = TouchSimulator(SwipeToRevealDemo())
        let start = try inRow(sim, x: 300)
        sim.dragAndHold(from: start, to: start.moved(-60, 0))
        expectApprox(try subjectFrame(sim).minX, 16, tolerance: 0.5)
        // Still closed: onReveal was not called.
        #expect(sim.texts().contains("Swipe a row to the left"))
        sim.advance(by: 0.5)
        sim.dragAndHold(from: start, to: start.moved(-100, 0))
        expectApprox(try subjectFrame(sim).minX, 16 - 160, tolerance: 0.5)
        #expect(sim.texts().contains("Opened: \(subject)"))
    }

    @Test("A quick flick opens the row although the finger moved less than half the buttons' width")
    func flickSnapsByPredictedEnd() throws {
        let sim = TouchSimulator(SwipeToRevealDemo())
        let start = try inRow(sim, x: 300)
        sim.flick(from: start, to: start.moved(-60, 0))
        expectApprox(try subjectFrame(sim).minX, 16 - 160, tolerance: 0.5)
        // And a flick to the right on the row (now left of its buttons) closes it again.
        sim.advance(by: 0.5)
        let onRow = try inRow(sim, x: 150)
        sim.flick(from: onRow, to: onRow.moved(50, 0))
        expectApprox(try subjectFrame(sim).minX, 16, tolerance: 0.5)
    }

    @Test("Settling open is animated with a spring")
    func settlingAnimates() throws {
        let sim = TouchSimulator(SwipeToRevealDemo())
        let start = try inRow(sim, x: 300)
        sim.flick(from: start, to: start.moved(-60, 0))
        #expect(sim.isAnimating(at: sim.now + 0.05))
        #expect(!sim.isAnimating(at: sim.now + 3))
    }

    @Test("An open row's buttons work: Archive removes the row and says so")
    func archiveButton() throws {
        let sim = TouchSimulator(SwipeToRevealDemo())
        let start = try inRow(sim, x: 300)
        // Closed, the place where Archive is hidden is the row itself: tapping it does nothing.
        sim.tap(at: try inRow(sim, x: 280))
        #expect(sim.texts().contains("Swipe a row to the left"))

        sim.dragAndHold(from: start, to: start.moved(-150, 0))
        sim.advance(by: 1)
        sim.tap(at: try inRow(sim, x: 280))  // Archive: 240…320
        #expect(sim.texts().contains("Archived: \(subject)"))
        #expect(!sim.texts().contains(subject))
        #expect(sim.texts().contains("Your invoice"))
    }

    @Test("Delete is the trailing button")
    func deleteButton() throws {
        let sim = TouchSimulator(SwipeToRevealDemo())
        let start = try inRow(sim, x: 300)
        sim.flick(from: start, to: start.moved(-80, 0))
        sim.advance(by: 1)
        sim.tap(at: try inRow(sim, x: 380))  // Delete: 320…400
        #expect(sim.texts().contains("Deleted: \(subject)"))
    }

    @Test("Tapping an open row closes it")
    func tapCloses() throws {
        let sim = TouchSimulator(SwipeToRevealDemo())
        let start = try inRow(sim, x: 300)
        sim.flick(from: start, to: start.moved(-80, 0))
        sim.advance(by: 1)
        #expect(sim.texts().contains("Opened: \(subject)"))
        sim.tap(at: try inRow(sim, x: 100))
        expectApprox(try subjectFrame(sim).minX, 16, tolerance: 0.5)
        #expect(sim.texts().contains("Closed: \(subject)"))
    }

    @Test("A drag to the right of a closed row only stretches it a little and it springs back")
    func dragRightStaysClosed() throws {
        let sim = TouchSimulator(SwipeToRevealDemo())
        let start = try inRow(sim, x: 100)
        sim.down(at: start)
        sim.moveInSteps(from: start, to: start.moved(90, 0))
        expectApprox(try subjectFrame(sim).minX, 16 + 30, tolerance: 0.5)
        sim.advance(by: 0.3)
        sim.up()
        expectApprox(try subjectFrame(sim).minX, 16, tolerance: 0.5)
    }

    @Test("A row without actions, or with a negative button width, never opens")
    func noActions() throws {
        let sim = TouchSimulator(SwipeToRevealRow(actions: []) { Text("Nothing behind") })
        let start = try #require(sim.frame(of: .text("Nothing behind"))).center
        sim.flick(from: start, to: start.moved(-120, 0))
        expectApprox(try #require(sim.frame(of: .text("Nothing behind"))).center, start, tolerance: 0.5)
        let negative = SwipeToRevealRow(actions: [RowAction("A", tint: .blue) {}], buttonWidth: -40) { Text("x") }
        #expect(negative.buttonWidth == 0)
    }
}

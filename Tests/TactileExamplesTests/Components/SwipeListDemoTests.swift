// The swipe-list scene: the interactions its golden traces replay, checked through the simulator.
import Foundation
import Tactile
import TactileTesting
import Testing

@testable import TactileExamples

@MainActor
@Suite("SwipeListDemo")
struct SwipeListDemoTests {
    /// Drags pointer 0 from `start` by `dx` in ten steps, holds still and lifts.
    static func swipe(_ sim: TouchSimulator, from start: CGPoint, by dx: CGFloat) {
        sim.down(at: start)
        for step in 1...10 {
            sim.advance(by: 0.03)
            sim.move(to: CGPoint(x: start.x + dx * CGFloat(step) / 10, y: start.y))
        }
        sim.advance(by: 0.2)
        sim.up()
    }

    @Test func rowsSitUnderTheirSectionHeaders() throws {
        let sim = TouchSimulator(SwipeListDemo())
        #expect(sim.texts().first == "20 messages · 0 archived · 0 flagged")
        let today = try #require(sim.frame(of: .text("Today")))
        let earlier = try #require(sim.frame(of: .text("Earlier")))
        let firstSubject = try #require(sim.find(.text("Lunch on Friday?")).first?.frame)
        #expect(today.maxY < firstSubject.minY)
        #expect(earlier.minY > firstSubject.maxY)
    }

    @Test func aFullSwipeDeletesAndArchiveCounts() throws {
        let sim = TouchSimulator(SwipeListDemo())
        Self.swipe(sim, from: CGPoint(x: 380, y: 158), by: -340)
        #expect(sim.texts().first == "19 messages · 0 archived · 0 flagged")
        Self.swipe(sim, from: CGPoint(x: 330, y: 98), by: -130)
        sim.tap(on: .text("Archive"))
        #expect(sim.texts().first == "18 messages · 1 archived · 0 flagged")
    }

    @Test func aLeadingSwipeFlags() throws {
        let sim = TouchSimulator(SwipeListDemo())
        Self.swipe(sim, from: CGPoint(x: 30, y: 98), by: 120)
        sim.tap(on: .text("Flag"))
        #expect(sim.texts().first == "20 messages · 0 archived · 1 flagged")
        #expect(sim.texts().contains("⚑ Ada"))
    }
}

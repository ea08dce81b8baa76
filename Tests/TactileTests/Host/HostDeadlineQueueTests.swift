import Foundation
import Tactile
import TactileTesting
import Testing

/// The host keeps no deadlines of its own: a wheel sequence's idle end and the indicators' fade are
/// in the engine's queue, so the host's `nextDeadline` is the engine's, and a wheel event is
/// validated by the engine.
@MainActor
@Suite("Host deadlines in the engine's queue")
struct HostDeadlineQueueTests {
    typealias Rows = ScrollViewTests.Rows
    typealias Log = ScrollViewTests.Log

    static let point = CGPoint(x: 200, y: 400)
    static let down300 = CGSize(width: 0, height: 300)

    @Test("A wheel sequence's idle end, then its indicators' fade, are the engine's next deadlines")
    func wheelAndFadeAreEngineDeadlines() {
        let sim = TouchSimulator(Rows(log: Log()))
        sim.advance(by: 1)
        let wheel = sim.host.now
        sim.wheel(at: Self.point, by: Self.down300)
        let idle = wheel + sim.host.engine.configuration.scroll.wheelIdleInterval
        #expect(sim.host.engine.nextDeadline == idle)
        #expect(sim.host.nextDeadline == sim.host.engine.nextDeadline)
        sim.host.advance(to: idle)
        #expect(sim.host.engine.nextDeadline == idle + ScrollIndicatorTiming.lingerDelay)
        sim.host.advance(to: idle + ScrollIndicatorTiming.lingerDelay)
        #expect(sim.host.engine.nextDeadline == nil)
        #expect(ScrollViewTests.indicatorBars(sim).isEmpty)
    }

    @Test("A finger put down ends the sequence at the time before the down: the fade counts from there")
    func aDownEndsTheSequenceBeforeTimePasses() {
        let sim = TouchSimulator(Rows(log: Log()))
        sim.advance(by: 1)
        let wheel = sim.host.now
        sim.wheel(at: Self.point, by: Self.down300)
        sim.host.send(PointerEvent(phase: .down, location: Self.point, time: wheel + 0.1))
        #expect(sim.host.engine.nextDeadline == wheel + ScrollIndicatorTiming.lingerDelay)
    }

    @Test("A wheel event the engine rejects changes nothing, not even the time")
    func aRejectedWheelEventChangesNothing() {
        let sim = TouchSimulator(Rows(log: Log()))
        sim.advance(by: 1)
        let late = ScrollWheelEvent(location: Self.point, delta: Self.down300, time: 0.5)
        let result = sim.host.send(late)
        #expect(result == .rejected(sim.host.diagnostics.last!))
        #expect(sim.host.diagnostics.last?.message == late.diagnostic(now: 1)?.message)
        #expect(sim.host.now == 1)
        #expect(sim.host.nextDeadline == nil)
        #expect(sim.frame(of: "row0")?.minY == 0)
    }
}

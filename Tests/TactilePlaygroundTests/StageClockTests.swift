import Foundation
import Synchronization
import Tactile
import TactileExamples
import TactileTestSupport
import Testing

@testable import TactilePlayground

/// Counts with `Task.sleep`, a tenth of a second at a time, in its `.task`.
private struct SleepCounter: View {
    @State private var count = 0

    var body: some View {
        Text("count \(count)")
            .task {
                while !Task.isCancelled {
                    do { try await Task.sleep(for: .milliseconds(100)) } catch { return }
                    count += 1
                }
            }
    }
}

/// The highest count the page was shown in `frames`, -1 for none.
private func highestCount(_ frames: some Sequence<ServerMessage.Frame>) -> Int {
    frames.compactMap { frame -> Int? in
        guard let range = frame.svg.range(of: #"count \d+"#, options: .regularExpression) else { return nil }
        return Int(frame.svg[range].dropFirst("count ".count))
    }.max() ?? -1
}

/// The stage's time control reaches the work the views start: `Task.sleep` runs on the stage's
/// clock (`StageClock`, the window's task clock), so it holds while paused and moves with steps.
@MainActor
@Suite struct StageClockTests {
    private func openCounter() -> (PlaygroundSession, Outbox) {
        let outbox = Outbox()
        let example = Example(id: "sleep-counter", title: "Counts with Task.sleep", source: "test") {
            AnyView(SleepCounter())
        }
        return (PlaygroundSession(example: example) { outbox.append($0) }, outbox)
    }

    @Test func pausingTheStageHoldsTaskSleepStepsMoveItAndResumeGoesOn() async throws {
        let (session, outbox) = openCounter()
        defer { session.close() }
        // Live: the view counts on real time.
        #expect(await eventually(20) { highestCount(outbox.frames) >= 2 })

        #expect(session.receive(timeMessage(1, .pause)) == nil)
        let pausedAt = outbox.frames.count
        let held = highestCount(outbox.frames)
        // Three times the view's interval of real time: no sleep ended, nothing counted.
        try await Task.sleep(for: .milliseconds(300))
        for _ in 0..<20 { await Task.yield() }
        #expect(highestCount(outbox.frames[pausedAt...]) <= held)

        // Twelve steps of 1/60 s are 0.2 s of stage time: the view counts on, frame by frame.
        // Between steps the main actor runs what woke, as between a person's clicks: a sleep that
        // real time ended just before the pause must get to sleep again on the stage's clock before
        // the next step, or the steps have nothing to wake (seen under the full suite's load).
        for step in 1...12 {
            #expect(session.receive(timeMessage(1 + step, .step)) == nil)
            for _ in 0..<10 { await Task.yield() }
        }
        #expect(await eventually(20) { highestCount(outbox.frames[pausedAt...]) > held })
        let stepped = highestCount(outbox.frames)
        #expect(stepped <= held + 3)

        // Live again: counting goes on with real time.
        #expect(session.receive(timeMessage(20, .resume)) == nil)
        #expect(await eventually(20) { highestCount(outbox.frames) >= stepped + 2 })
    }

    @Test func theClockHoldsMovesAndRunsOnAsTold() async throws {
        let clock = StageClock(epoch: .now)
        clock.pause(at: 1)
        #expect(clock.now.offset == .seconds(1))
        let woke = Mutex(false)
        let sleeper = Task {
            try await clock.sleep(until: .init(offset: .milliseconds(1100)))
            woke.withLock { $0 = true }
        }
        #expect(await eventually(20) { clock.sleeperCount == 1 })
        try await Task.sleep(for: .milliseconds(300))
        #expect(!woke.withLock { $0 })
        // A step short of the deadline ends nothing; one that reaches it ends the sleep.
        #expect(clock.move(to: 1.05) == 0)
        #expect(clock.move(to: 1.1) == 1)
        try await sleeper.value
        #expect(woke.withLock { $0 })
        // Running from 2 s: a sleep of 50 ms ends on real time.
        clock.resume(at: 2)
        let start = ContinuousClock.now
        try await clock.sleep(for: .milliseconds(50))
        #expect(ContinuousClock.now - start >= .milliseconds(50))
        #expect(clock.now.offset >= .seconds(2.05))
        // Closed while paused: a sleep goes on with real time instead of hanging.
        clock.pause(at: 3)
        let late = Task { try await clock.sleep(for: .milliseconds(20)) }
        #expect(await eventually(20) { clock.sleeperCount == 1 })
        clock.close()
        try await late.value
    }
}

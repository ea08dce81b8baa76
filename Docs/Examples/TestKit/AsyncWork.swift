import Tactile
import TactileTesting
import Testing

struct Inbox: View {
    let clock: any Clock<Duration>
    @State private var status = "loading"
    var body: some View {
        Text(status).task {
            try? await clock.sleep(for: .seconds(30))
            status = "3 new messages"
        }
    }
}

@MainActor @Test func theInboxLoadsOnVirtualTime() async {
    let clock = SimulatorClock()
    let sim = TouchSimulator(Inbox(clock: clock), clock: clock)
    await sim.runUntilIdle()
    #expect(sim.texts() == ["3 new messages"])
    #expect(sim.now == 30)
}

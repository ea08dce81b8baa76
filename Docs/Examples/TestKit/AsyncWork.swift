import Tactile
import TactileTesting
import Testing

struct Inbox: View {
    @State private var status = "loading"
    var body: some View {
        Text(status).task {
            try? await Task.sleep(for: .seconds(30))
            status = "3 new messages"
        }
    }
}

@MainActor @Test func theInboxLoadsOnVirtualTime() async {
    let sim = TouchSimulator(Inbox())
    await sim.runUntilIdle()
    #expect(sim.texts() == ["3 new messages"])
    #expect(sim.now == 30)
}

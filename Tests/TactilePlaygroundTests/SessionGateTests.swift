import Foundation
import Testing

@testable import TactilePlayground

@Suite struct SessionGateTests {
    @Test(arguments: [0, 1, 3, 128])
    func admitsUpToItsCapacityAndAgainAfterALeave(_ capacity: Int) {
        let gate = SessionGate(capacity: capacity)
        for _ in 0..<capacity { #expect(gate.enter()) }
        #expect(gate.enter() == false)
        #expect(gate.count == capacity)
        if capacity > 0 {
            gate.leave()
            #expect(gate.enter())
            #expect(gate.enter() == false)
        }
    }

    @Test func concurrentEntriesNeverExceedTheCapacity() async {
        let gate = SessionGate(capacity: 10)
        let admitted = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<100 { group.addTask { gate.enter() } }
            var count = 0
            for await entered in group where entered { count += 1 }
            return count
        }
        #expect(admitted == 10)
        #expect(gate.count == 10)
    }

    @Test func statsReportTheLimitAndTheOpenSessions() async throws {
        try await withServer { base in
            let (status, body, type) = try await get(base.appending(path: "/stats.json"))
            #expect(status == 200 && type == "application/json")
            let stats = try JSONDecoder().decode(ServerStats.self, from: Data(body.utf8))
            #expect(stats.sessions == 0)
            #expect(stats.maxSessions == ServerLimits.standard.maxSessions)
            #expect(stats.liveSessions >= 0 && stats.pendingTimers >= 0)
        }
    }
}

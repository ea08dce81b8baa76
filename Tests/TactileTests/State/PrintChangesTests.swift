import Foundation
import TactileTestSupport
import TactileTesting
import Testing

@testable import Tactile
@testable import TactileViewCore

/// `Self._printChanges()` inside a body says why the body runs.
@MainActor
@Suite("_printChanges", .serialized)
struct PrintChangesTests {
    struct Counter: View {
        @State private var count = 0
        var body: some View {
            let _ = Self._printChanges()
            Button("count \(count)") { count += 1 }
        }
    }

    struct Plain: View {
        let label: String
        var body: some View {
            let _ = Self._printChanges()
            Text(label)
        }
    }

    @Test("The first run is @self and @identity, a state change @dependencies, outside a body nothing")
    func reasons() {
        var lines: [String] = []
        BodyEvaluationLog.output = { lines.append($0) }
        defer { BodyEvaluationLog.output = { print($0) } }
        let sim = TouchSimulator(Counter(), size: CGSize(width: 200, height: 100))
        #expect(lines == ["Counter: @self, @identity changed."])
        sim.tap(on: .text("count 0"))
        #expect(sim.texts().contains("count 1"))
        #expect(lines == ["Counter: @self, @identity changed.", "Counter: @dependencies changed."])
        Counter._printChanges()
        #expect(lines.count == 2)
    }

    @Test("A view without state that its parent passes again prints @self")
    func stateless() {
        var lines: [String] = []
        BodyEvaluationLog.output = { lines.append($0) }
        defer { BodyEvaluationLog.output = { print($0) } }
        _ = TouchSimulator(Plain(label: "a"), size: CGSize(width: 200, height: 100))
        #expect(lines == ["Plain: @self changed."])
    }
}

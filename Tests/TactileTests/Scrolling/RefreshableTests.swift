import Foundation
import Tactile
import TactileTestSupport
import TactileTesting
import Testing

/// `refreshable(action:)`: pulling a scroll view's or a list's content down past
/// `RefreshControlMetrics.triggerDistance` and releasing runs the action, with a spinner above the
/// content held down while it runs; the content springs back when it returns.
@MainActor
@Suite("Refreshable")
struct RefreshableTests {
    /// A refresh the test lets finish: `run()` counts its start and waits for `open()`.
    @MainActor
    final class Gate {
        var started = 0
        var finished = 0
        private var waiting: [CheckedContinuation<Void, Never>] = []

        func run() async {
            started += 1
            await withCheckedContinuation { waiting.append($0) }
            finished += 1
        }

        func open() {
            let resumed = waiting
            waiting.removeAll()
            for continuation in resumed { continuation.resume() }
        }
    }

    enum Container: String, CaseIterable, Sendable {
        case scrollView, list
    }

    /// Thirty rows "Item 0" … "Item 29" in a refreshable scroll view or plain list.
    struct Screen: View {
        let container: Container
        let gate: Gate
        var body: some View {
            switch container {
            case .scrollView:
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<30) { Text("Item \($0)").frame(height: 50) }
                    }
                }
                .refreshable { await gate.run() }
            case .list:
                List(0..<30, id: \.self) { Text("Item \($0)") }
                    .listStyle(.plain)
                    .refreshable { await gate.run() }
            }
        }
    }

    /// Pulls the content down: the finger moves `distance` down slowly from y = 200, holds still
    /// and lifts, so the release has no speed.
    static func pull(_ sim: TouchSimulator, by distance: CGFloat) {
        let start = CGPoint(x: 200, y: 200)
        sim.down(at: start)
        for step in 1...10 {
            sim.advance(by: 0.05)
            sim.move(to: CGPoint(x: start.x, y: start.y + distance * CGFloat(step) / 10))
        }
        sim.advance(by: 0.3)
        sim.move(to: CGPoint(x: start.x, y: start.y + distance))
        sim.up()
    }

    /// The indeterminate spinner's eight grey bars.
    static func spinnerBars(_ sim: TouchSimulator) -> Int {
        sim.displayList.shapes(filledWith: .gray).count
    }

    @Test(arguments: Container.allCases)
    func aPullPastTheThresholdRefreshesWithASpinnerAndSpringsBack(_ container: Container) async throws {
        let gate = Gate()
        let sim = TouchSimulator(Screen(container: container, gate: gate))
        let top = try #require(sim.frame(of: .text("Item 0")))
        #expect(Self.spinnerBars(sim) == 0)
        // 200 pt of finger past the slop bands the content about 92 pt down: past the 70 pt trigger.
        Self.pull(sim, by: 200)
        sim.advance(by: 1)
        _ = await eventually(10) { gate.started == 1 }
        #expect(gate.started == 1)
        sim.advance(by: 1)
        let held = try #require(sim.frame(of: .text("Item 0")))
        #expect(abs(held.minY - (top.minY + RefreshControlMetrics.indicatorHeight)) < 0.5, "held down while refreshing")
        #expect(Self.spinnerBars(sim) == 8)
        let spinner = try #require(sim.displayList.shapes(filledWith: .gray).first?.frame)
        #expect(spinner.maxY <= held.minY, "the spinner is above the content")

        gate.open()
        // The action's task clears the refresh after the action returns, a few hops later: wait
        // for what the view shows, letting the spring back play on virtual time meanwhile.
        let settled = await eventually(10) {
            sim.advance(by: 1)
            return Self.spinnerBars(sim) == 0
        }
        #expect(settled)
        #expect(gate.finished == 1)
        let back = try #require(sim.frame(of: .text("Item 0")))
        #expect(abs(back.minY - top.minY) < 0.5, "springs back when the action returns")
        #expect(gate.started == 1)
    }

    @Test(arguments: Container.allCases)
    func aShortPullDoesNotRefresh(_ container: Container) async throws {
        let gate = Gate()
        let sim = TouchSimulator(Screen(container: container, gate: gate))
        let top = try #require(sim.frame(of: .text("Item 0")))
        // 60 pt of finger bands the content about 27 pt: under the trigger.
        Self.pull(sim, by: 60)
        sim.advance(by: 1)
        for _ in 0..<100 { await Task.yield() }
        #expect(gate.started == 0)
        #expect(Self.spinnerBars(sim) == 0)
        #expect(sim.frame(of: .text("Item 0")) == top)
    }

    /// Shows whether a refresh action is in the environment, and runs it from a button.
    struct RefreshReader: View {
        @Environment(\.refresh) private var refresh
        var body: some View {
            VStack {
                Text(refresh == nil ? "not refreshable" : "refreshable")
                Button("Reload") {
                    let refresh = self.refresh
                    Task { await refresh?() }
                }
            }
        }
    }

    @Test func theRefreshActionIsInTheEnvironment() async {
        let gate = Gate()
        let plain = TouchSimulator(RefreshReader())
        #expect(plain.exists(.text("not refreshable")))
        let sim = TouchSimulator(RefreshReader().refreshable { await gate.run() })
        #expect(sim.exists(.text("refreshable")))
        sim.tap(on: .text("Reload"))
        _ = await eventually(10) { gate.started == 1 }
        gate.open()
        _ = await eventually(10) { gate.finished == 1 }
        #expect(gate.finished == 1)
    }
}

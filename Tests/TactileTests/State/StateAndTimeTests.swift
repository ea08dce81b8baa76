import OpenCombine
import Tactile
import TactileTestSupport
import TactileTesting
import Testing

/// `onChange`, `id`, `onReceive`, `task` and the colour scheme, driven as users drive them.
@MainActor
@Suite("State and time")
struct StateAndTimeTests {
    struct ChangeScreen: View {
        let log: Log
        @State var value = 0
        var body: some View {
            Button("value \(value)") { value += 1 }
                .accessibilityIdentifier("bump")
                .onChange(of: value) { old, new in log("two \(old)->\(new) shown \(value)") }
                .onChange(of: value, initial: true) { log("zero \(value)") }
        }
    }

    @Test("onChange runs after the commit that changed the value, outermost first; initial runs at appear")
    func onChangeOrdering() {
        let log = Log()
        let sim = TouchSimulator(ChangeScreen(log: log))
        #expect(log.entries == ["zero 0"])
        log.clear()
        sim.tap(at: sim.center(of: "bump"))
        #expect(sim.texts() == ["value 1"])
        #expect(log.entries == ["zero 1", "two 0->1 shown 1"])
    }

    struct DeprecatedChangeScreen: View {
        let log: Log
        @State var value = 0
        @available(*, deprecated)
        var body: some View {
            Button("value \(value)") { value += 1 }
                .accessibilityIdentifier("bump")
                .onChange(of: value) { new in log("one \(new)") }
        }
    }

    @available(*, deprecated)
    @Test("The deprecated onChange(of:perform:) gets the new value")
    func onChangeDeprecated() {
        let log = Log()
        let sim = TouchSimulator(DeprecatedChangeScreen(log: log))
        sim.tap(at: sim.center(of: "bump"))
        sim.tap(at: sim.center(of: "bump"))
        #expect(log.entries == ["one 1", "one 2"])
    }

    struct Counter: View {
        let log: Log
        @State var count = 0
        var body: some View {
            Button("count \(count)") { count += 1 }
                .accessibilityIdentifier("count")
                .onAppear { log("appear") }
                .onDisappear { log("disappear") }
        }
    }

    struct IdentityScreen: View {
        let log: Log
        @State var generation = 0
        @State var other = 0
        var body: some View {
            VStack {
                Counter(log: log).id(generation)
                Button("reset") { generation += 1 }.accessibilityIdentifier("reset")
                Button("other") { other += 1 }.accessibilityIdentifier("other")
            }
        }
    }

    @Test(".id(_:) with a new value resets the state below it; the same value keeps it")
    func idResetsState() {
        let log = Log()
        let sim = TouchSimulator(IdentityScreen(log: log))
        sim.tap(at: sim.center(of: "count"))
        sim.tap(at: sim.center(of: "count"))
        #expect(sim.texts().contains("count 2"))
        sim.tap(at: sim.center(of: "other"))
        #expect(sim.texts().contains("count 2"), "same id: state kept")
        sim.tap(at: sim.center(of: "reset"))
        #expect(sim.texts().contains("count 0"), "new id: state reset")
        #expect(log.entries == ["appear", "disappear", "appear"])
    }

    struct ReceiveScreen: View {
        let subject: PassthroughSubject<Int, Never>
        @State var received: [Int] = []
        @State var listening = true
        var body: some View {
            VStack {
                Text("received \(received.map(String.init).joined(separator: ","))")
                if listening {
                    Color.blue.frame(width: 10, height: 10)
                        .onReceive(subject) { received.append($0) }
                }
                Button("stop") { listening = false }.accessibilityIdentifier("stop")
            }
        }
    }

    @Test("onReceive runs its action on the main actor for each value until the view leaves")
    func onReceiveDelivers() async {
        let subject = PassthroughSubject<Int, Never>()
        let sim = TouchSimulator(ReceiveScreen(subject: subject))
        // Whether the test's main actor runs on the main thread or not, the values arrive in
        // order on the main actor; yield until they have.
        subject.send(1)
        subject.send(2)
        for _ in 0..<1000 where !sim.texts().contains("received 1,2") {
            await Task.yield()
            _ = sim.host.update()
        }
        #expect(sim.texts().contains("received 1,2"))
        sim.tap(at: sim.center(of: "stop"))
        subject.send(3)
        for _ in 0..<100 {
            await Task.yield()
            _ = sim.host.update()
        }
        #expect(sim.texts().contains("received 1,2"))
    }

    struct TaskScreen: View {
        let log: Log
        @State var key = 0
        @State var shown = true
        var body: some View {
            VStack {
                if shown {
                    Color.blue.frame(width: 10, height: 10)
                        .task(id: key) {
                            let started = key
                            log("start \(started)")
                            do {
                                try await Task.sleep(nanoseconds: 100_000_000_000)
                                log("finished \(started)")
                            } catch {
                                log("cancelled \(started)")
                            }
                        }
                }
                Button("next") { key += 1 }.accessibilityIdentifier("next")
                Button("hide") { shown = false }.accessibilityIdentifier("hide")
            }
        }
    }

    /// Waits until `log` has `count` entries, for at most ten seconds of wall time (`eventually`).
    ///
    /// A count of yields is not enough: a cancelled task's `catch` runs only after its sleep has
    /// been resumed on the cooperative pool, and on a loaded machine (the whole suite runs in
    /// parallel on two cores in CI) a thousand main-actor yields can pass before the pool gets to
    /// it. The limit only bounds a failing run; a passing one waits as long as the task takes.
    func waitFor(_ count: Int, in log: Log) async {
        _ = await eventually(10) { log.entries.count >= count }
    }

    @Test(".task(id:) starts on appear, restarts when the id changes and is cancelled on disappear")
    func taskLifecycle() async {
        let log = Log()
        let sim = TouchSimulator(TaskScreen(log: log))
        await waitFor(1, in: log)
        #expect(log.entries == ["start 0"])
        sim.tap(at: sim.center(of: "next"))
        await waitFor(3, in: log)
        // The old task's cancellation and the new task's start are both main-actor jobs; either may run first.
        #expect(log.entries.count == 3)
        #expect(Set(log.entries) == ["start 0", "cancelled 0", "start 1"])
        sim.tap(at: sim.center(of: "hide"))
        await waitFor(4, in: log)
        #expect(log.entries.last == "cancelled 1")
        #expect(!log.entries.contains { $0.hasPrefix("finished") })
    }

    struct SchemeReader: View {
        @Environment(\.colorScheme) var colorScheme
        var body: some View { Text(colorScheme == .dark ? "dark" : "light") }
    }

    @Test("colorScheme is light by default, set by .environment and by preferredColorScheme, which the host reads")
    func colorScheme() {
        let plain = TouchSimulator(SchemeReader())
        #expect(plain.texts() == ["light"])
        #expect(plain.host.viewHost.preferredColorScheme == nil)
        let environment = TouchSimulator(SchemeReader().environment(\.colorScheme, .dark))
        #expect(environment.texts() == ["dark"])
        let preferred = TouchSimulator(VStack { SchemeReader() }.preferredColorScheme(.dark))
        #expect(preferred.texts() == ["dark"])
        #expect(preferred.host.viewHost.preferredColorScheme == .dark)
    }
}

import Foundation
import OpenCombine
import Tactile
import TactileTesting
import Testing

/// `onReceive` delivers a value published on the main actor at once: a tap whose action sends on
/// a subject (or sets a `@Published` property) shows its effect as soon as the tap returns.
@MainActor
@Suite("onReceive delivery")
struct ReceiveDeliveryTests {
    private struct SubjectScreen: View {
        let subject: PassthroughSubject<Int, Never>
        @State private var received: [Int] = []
        var body: some View {
            VStack {
                Button("Send") { subject.send(received.count + 1) }
                Text("received \(received.map(String.init).joined(separator: ","))")
            }
            .onReceive(subject) { received.append($0) }
        }
    }

    private final class Counter: ObservableObject {
        @Published var count = 0
    }

    private struct PublishedScreen: View {
        @StateObject private var counter = Counter()
        @State private var seen = -1
        var body: some View {
            VStack {
                Button("Increment") { counter.count += 1 }
                Text("seen \(seen)")
            }
            .onReceive(counter.$count) { seen = $0 }
        }
    }

    @Test("A tap that sends on a subject shows the received value when the tap returns")
    func tapSendsOnSubject() {
        let sim = TouchSimulator(SubjectScreen(subject: PassthroughSubject()))
        sim.tap(on: .text("Send"))
        #expect(sim.texts().contains("received 1"))
        sim.tap(on: .text("Send"))
        #expect(sim.texts().contains("received 1,2"))
    }

    @Test("A tap that sets a @Published property shows the published value when the tap returns")
    func tapSetsPublished() {
        let sim = TouchSimulator(PublishedScreen())
        #expect(sim.texts().contains("seen 0"))
        sim.tap(on: .text("Increment"))
        #expect(sim.texts().contains("seen 1"))
    }

    @Test("A value sent from the test's main actor is received before the send returns")
    func sendOnMainActor() {
        let subject = PassthroughSubject<Int, Never>()
        let sim = TouchSimulator(SubjectScreen(subject: subject))
        subject.send(5)
        #expect(sim.texts().contains("received 5"))
    }

    @Test("A value sent from another thread reaches the action on the main actor, in order")
    func sendFromAnotherThread() async {
        let subject = PassthroughSubject<Int, Never>()
        let sim = TouchSimulator(SubjectScreen(subject: subject))
        let sender = Sender(subject: subject)
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            Thread.detachNewThread {
                sender.subject.send(7)
                sender.subject.send(8)
                done.resume()
            }
        }
        for _ in 0..<1000 where !sim.texts().contains("received 7,8") { await Task.yield() }
        #expect(sim.texts().contains("received 7,8"))
    }

    /// Hands the subject to another thread (a subject may be sent on from any thread).
    private struct Sender: @unchecked Sendable {
        let subject: PassthroughSubject<Int, Never>
    }
}

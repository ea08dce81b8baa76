import Foundation
import Tactile
import TactileTesting
import Testing

/// `withAnimation(_:completionCriteria:_:completion:)` and `Transaction.addAnimationCompletion`:
/// the completion is a deadline at the end of the animation, on the host's time.
@MainActor
@Suite("Animation completions")
struct AnimationCompletionTests {
    struct Fader: View {
        let criteria: AnimationCompletionCriteria
        @State private var shown = true
        @State private var done = 0
        var body: some View {
            VStack {
                if shown { Color.red.frame(width: 50, height: 50).transition(.opacity) }
                Text("done \(done)")
                Button("Hide") {
                    withAnimation(.linear(duration: 0.5), completionCriteria: criteria) {
                        shown = false
                    } completion: {
                        done += 1
                    }
                }
            }
        }
    }

    @Test(
        "The completion runs when the animation ends",
        arguments: [
            AnimationCompletionCriteria.logicallyComplete, .removed,
        ])
    func completes(criteria: AnimationCompletionCriteria) {
        let sim = TouchSimulator(Fader(criteria: criteria), size: CGSize(width: 300, height: 300))
        sim.tap(on: .text("Hide"))
        #expect(sim.texts().contains("done 0"))
        sim.advance(by: 0.4)
        #expect(sim.texts().contains("done 0"))
        sim.advance(by: 0.2)
        #expect(sim.texts().contains("done 1"))
    }

    /// Two completions added to one transaction.
    struct TwoCompletions: View {
        @State private var shown = true
        @State private var log = ""
        var body: some View {
            VStack {
                if shown { Color.red.frame(width: 50, height: 50) }
                Text("log \(log)")
                Button("Hide") {
                    var transaction = Transaction(animation: .linear(duration: 1))
                    transaction.addAnimationCompletion { log += "a" }
                    transaction.addAnimationCompletion(criteria: .removed) { log += "b" }
                    withTransaction(transaction) { shown = false }
                }
            }
        }
    }

    @Test("A transaction's completions run in order, each once, when its animation ends")
    func transactionCompletions() {
        let sim = TouchSimulator(TwoCompletions(), size: CGSize(width: 300, height: 300))
        sim.tap(on: .text("Hide"))
        sim.advance(by: 0.9)
        #expect(sim.texts().contains("log "))
        sim.advance(by: 0.2)
        #expect(sim.texts().contains("log ab"))
        sim.advance(by: 2)
        #expect(sim.texts().contains("log ab"))
    }
}

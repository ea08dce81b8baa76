import Foundation
import Tactile
import Testing

/// Combine's merge and combine-latest operators, which Tactile adds to OpenCombine.
@Suite("Combine merge and combineLatest")
struct CombineOperatorTests {
    @Test("merge(with:) interleaves values in arrival order and finishes when both have")
    func merge() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        var values: [Int] = []
        var finished = false
        let cancellable = a.merge(with: b).sink(receiveCompletion: { _ in finished = true }) { values.append($0) }
        a.send(1)
        b.send(2)
        a.send(3)
        a.send(completion: .finished)
        #expect(!finished)
        b.send(4)
        b.send(completion: .finished)
        #expect(values == [1, 2, 3, 4])
        #expect(finished)
        cancellable.cancel()
    }

    struct Boom: Error {}

    @Test("A merge fails at the first failure; Merge3 and MergeMany merge more")
    func mergeFailureAndMore() {
        let a = PassthroughSubject<String, Boom>()
        let b = PassthroughSubject<String, Boom>()
        let c = PassthroughSubject<String, Boom>()
        var values: [String] = []
        var failed = false
        let three = Publishers.Merge3(a, b, c).sink(
            receiveCompletion: { if case .failure = $0 { failed = true } }, receiveValue: { values.append($0) })
        c.send("c")
        a.send("a")
        b.send(completion: .failure(Boom()))
        a.send("late")
        #expect(values == ["c", "a"])
        #expect(failed)
        three.cancel()
        var many: [Int] = []
        let all = Publishers.MergeMany([Just(1), Just(2), Just(3)]).sink { many.append($0) }
        #expect(many == [1, 2, 3])
        all.cancel()
    }

    @Test("combineLatest publishes once both have published, then on every change")
    func combineLatest() {
        let name = PassthroughSubject<String, Never>()
        let age = PassthroughSubject<Int, Never>()
        var pairs: [String] = []
        let cancellable = name.combineLatest(age) { "\($0) \($1)" }.sink { pairs.append($0) }
        name.send("Ann")
        #expect(pairs.isEmpty)
        age.send(30)
        name.send("Bob")
        age.send(31)
        #expect(pairs == ["Ann 30", "Bob 30", "Bob 31"])
        cancellable.cancel()
    }

    @Test("combineLatest finishes when both finish, or when one finishes without a value")
    func combineLatestCompletion() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        var finished = false
        let first = a.combineLatest(b).sink(receiveCompletion: { _ in finished = true }) { _ in }
        a.send(1)
        b.send(2)
        a.send(completion: .finished)
        #expect(!finished)
        b.send(completion: .finished)
        #expect(finished)
        first.cancel()
        let c = PassthroughSubject<Int, Never>()
        var early = false
        let second = Publishers.CombineLatest3(c, Just(1), Just(2)).sink(receiveCompletion: { _ in early = true }) {
            _ in
        }
        #expect(!early)
        c.send(completion: .finished)
        #expect(early)
        second.cancel()
    }

    @Test("combineLatest keeps only the latest combination while there is no demand")
    func combineLatestDemand() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        final class OneAtATime: Subscriber, @unchecked Sendable {
            var received: [Int] = []
            var subscription: Subscription?
            let combineIdentifier = CombineIdentifier()
            func receive(subscription: Subscription) {
                self.subscription = subscription
                subscription.request(.max(1))
            }
            func receive(_ input: (Int, Int)) -> Subscribers.Demand {
                received.append(input.0 * 10 + input.1)
                return .none
            }
            func receive(completion: Subscribers.Completion<Never>) {}
        }
        let subscriber = OneAtATime()
        a.combineLatest(b).subscribe(subscriber)
        a.send(1)
        b.send(1)
        a.send(2)
        b.send(3)
        #expect(subscriber.received == [11])
        subscriber.subscription?.request(.max(1))
        #expect(subscriber.received == [11, 23])
        subscriber.subscription?.cancel()
    }
}

// Combine's `combineLatest` and `Publishers.CombineLatest`/`CombineLatest3`, which OpenCombine does
// not have: view models combine two `@Published` fields (`$name.combineLatest($email)`) to enable
// a button. On Apple platforms Combine has them.
#if !canImport(Darwin)
import Foundation
import OpenCombine

extension Publishers {
    /// The latest value of each of two publishers, published whenever either publishes once both
    /// have, as Combine's `Publishers.CombineLatest`.
    ///
    /// It finishes when both upstreams have finished (or one finishes before publishing anything),
    /// and fails when either fails. Downstream demand is honoured: while there is none, only the
    /// latest combination is kept and delivered when demand arrives.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        /// Pairs of the upstreams' latest values.
        public typealias Output = (A.Output, B.Output)
        /// The upstreams' failure.
        public typealias Failure = A.Failure
        /// The first upstream.
        public let a: A
        /// The second upstream.
        public let b: B

        /// The combination of `a` and `b`.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        /// Subscribes `subscriber` to both upstreams through one subscription.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = LatestValues<Failure>(count: 2) { values in
                (values[0] as! A.Output, values[1] as! B.Output)
            }
            inner.start(
                subscriber: subscriber,
                upstreams: [
                    { a.map { $0 as Any }.eraseToAnyPublisher() }, { b.map { $0 as Any }.eraseToAnyPublisher() },
                ])
        }
    }

    /// The latest value of each of three publishers, as Combine's `Publishers.CombineLatest3`
    /// (see `Publishers.CombineLatest`).
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
        /// Triples of the upstreams' latest values.
        public typealias Output = (A.Output, B.Output, C.Output)
        /// The upstreams' failure.
        public typealias Failure = A.Failure
        /// The first upstream.
        public let a: A
        /// The second upstream.
        public let b: B
        /// The third upstream.
        public let c: C

        /// The combination of `a`, `b` and `c`.
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        /// Subscribes `subscriber` to the upstreams through one subscription.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = LatestValues<Failure>(count: 3) { values in
                (values[0] as! A.Output, values[1] as! B.Output, values[2] as! C.Output)
            }
            inner.start(
                subscriber: subscriber,
                upstreams: [
                    { a.map { $0 as Any }.eraseToAnyPublisher() }, { b.map { $0 as Any }.eraseToAnyPublisher() },
                    { c.map { $0 as Any }.eraseToAnyPublisher() },
                ])
        }
    }
}

extension Publisher {
    /// Pairs of this publisher's and `other`'s latest values, whenever either publishes once both
    /// have.
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P>
    where P.Failure == Failure {
        Publishers.CombineLatest(self, other)
    }

    /// `transform` of this publisher's and `other`'s latest values, whenever either publishes once
    /// both have.
    public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest<Self, P>, T>
    where P.Failure == Failure {
        Publishers.CombineLatest(self, other).map(transform)
    }

    /// Triples of this publisher's and the others' latest values.
    public func combineLatest<P: Publisher, Q: Publisher>(_ publisher1: P, _ publisher2: Q)
        -> Publishers.CombineLatest3<Self, P, Q>
    where P.Failure == Failure, Q.Failure == Failure {
        Publishers.CombineLatest3(self, publisher1, publisher2)
    }

    /// `transform` of this publisher's and the others' latest values.
    public func combineLatest<P: Publisher, Q: Publisher, T>(
        _ publisher1: P, _ publisher2: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest3<Self, P, Q>, T>
    where P.Failure == Failure, Q.Failure == Failure {
        Publishers.CombineLatest3(self, publisher1, publisher2).map(transform)
    }
}

/// The subscription of a combine-latest: the latest value of each upstream (type-erased), the
/// downstream's demand, and a pending combination kept while there is no demand. Guarded by a
/// lock; calls out to the downstream and upstreams are made outside it.
private final class LatestValues<Failure: Error>: Subscription, @unchecked Sendable {
    private let lock = NSRecursiveLock()
    private var latest: [Any?]
    private var finished: [Bool]
    private var upstreams: [AnyCancellable] = []
    private var demand = Subscribers.Demand.none
    private var pending = false
    private var isDone = false
    private let combine: ([Any]) -> Any
    private var send: ((Any) -> Subscribers.Demand)?
    private var complete: ((Subscribers.Completion<Failure>) -> Void)?

    init(count: Int, combine: @escaping ([Any]) -> Any) {
        latest = Array(repeating: nil, count: count)
        finished = Array(repeating: false, count: count)
        self.combine = combine
    }

    func start<S: Subscriber>(subscriber: S, upstreams makers: [() -> AnyPublisher<Any, Failure>])
    where S.Failure == Failure {
        send = { subscriber.receive($0 as! S.Input) }
        complete = { subscriber.receive(completion: $0) }
        subscriber.receive(subscription: self)
        for (index, make) in makers.enumerated() {
            let cancellable = make().sink(
                receiveCompletion: { [weak self] in self?.upstreamCompleted(index, $0) },
                receiveValue: { [weak self] in self?.upstreamPublished(index, $0) })
            lock.lock()
            if isDone { cancellable.cancel() } else { upstreams.append(cancellable) }
            lock.unlock()
        }
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        self.demand += demand
        let deliver = pending && self.demand > 0 && !isDone
        lock.unlock()
        if deliver { deliverLatest() }
    }

    func cancel() {
        lock.lock()
        isDone = true
        let upstreams = self.upstreams
        self.upstreams = []
        send = nil
        complete = nil
        lock.unlock()
        for upstream in upstreams { upstream.cancel() }
    }

    private func upstreamPublished(_ index: Int, _ value: Any) {
        lock.lock()
        guard !isDone else { return lock.unlock() }
        latest[index] = value
        let ready = latest.allSatisfy { $0 != nil }
        if ready { pending = true }
        let deliver = ready && demand > 0
        lock.unlock()
        if deliver { deliverLatest() }
    }

    private func deliverLatest() {
        lock.lock()
        guard pending, demand > 0, !isDone, let send else { return lock.unlock() }
        pending = false
        demand -= 1
        let values = latest.map { $0! }
        lock.unlock()
        let more = send(combine(values))
        lock.lock()
        demand += more
        lock.unlock()
    }

    private func upstreamCompleted(_ index: Int, _ completion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard !isDone else { return lock.unlock() }
        finished[index] = true
        let ends: Bool
        switch completion {
        case .failure: ends = true
        case .finished: ends = finished.allSatisfy { $0 } || latest[index] == nil
        }
        guard ends else { return lock.unlock() }
        isDone = true
        let complete = self.complete
        let upstreams = self.upstreams
        self.upstreams = []
        send = nil
        self.complete = nil
        lock.unlock()
        for upstream in upstreams { upstream.cancel() }
        complete?(completion)
    }
}
#endif

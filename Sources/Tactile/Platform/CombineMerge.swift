// Combine's `merge(with:)` and `Publishers.Merge`/`Merge3`/`MergeMany`, which OpenCombine does not
// have: view models merge a refresh signal with a search field's changes. A merge is the upstreams
// flattened as they publish (OpenCombine's `flatMap`, which handles demand and completion as
// Combine's merge does: values in arrival order, finished when all are, failed at the first
// failure). On Apple platforms Combine has them.
#if !canImport(Darwin)
import Foundation
import OpenCombine

extension Publishers {
    /// The values of two publishers, interleaved as they arrive, as Combine's `Publishers.Merge`.
    public struct Merge<A: Publisher, B: Publisher>: Publisher
    where A.Output == B.Output, A.Failure == B.Failure {
        /// The values of both upstreams.
        public typealias Output = A.Output
        /// The upstreams' failure.
        public typealias Failure = A.Failure
        /// The first upstream.
        public let a: A
        /// The second upstream.
        public let b: B

        /// The merge of `a` and `b`.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        /// Subscribes `subscriber` to both upstreams through one subscription.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            MergeMany([a.eraseToAnyPublisher(), b.eraseToAnyPublisher()]).receive(subscriber: subscriber)
        }
    }

    /// The values of three publishers, interleaved as they arrive, as Combine's `Publishers.Merge3`.
    public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Output == B.Output, B.Output == C.Output, A.Failure == B.Failure, B.Failure == C.Failure {
        /// The values of the upstreams.
        public typealias Output = A.Output
        /// The upstreams' failure.
        public typealias Failure = A.Failure
        /// The first upstream.
        public let a: A
        /// The second upstream.
        public let b: B
        /// The third upstream.
        public let c: C

        /// The merge of `a`, `b` and `c`.
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        /// Subscribes `subscriber` to the upstreams through one subscription.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            MergeMany([a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher()])
                .receive(subscriber: subscriber)
        }
    }

    /// The values of any number of publishers of one type, interleaved as they arrive, as
    /// Combine's `Publishers.MergeMany`.
    public struct MergeMany<Upstream: Publisher>: Publisher {
        /// The upstreams' values.
        public typealias Output = Upstream.Output
        /// The upstreams' failure.
        public typealias Failure = Upstream.Failure
        /// The upstreams.
        public let publishers: [Upstream]

        /// The merge of `upstream`.
        public init(_ upstream: Upstream...) { self.publishers = upstream }

        /// The merge of `upstream`.
        public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream { self.publishers = Array(upstream) }

        /// Subscribes `subscriber` to every upstream through one subscription; with no upstream
        /// it finishes at once.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            Publishers.Sequence<[Upstream], Failure>(sequence: publishers)
                .flatMap { $0 }
                .receive(subscriber: subscriber)
        }

        /// This merge and `other` merged.
        public func merge(with other: Upstream) -> MergeMany<Upstream> { MergeMany(publishers + [other]) }
    }
}

extension Publisher {
    /// This publisher's values and `other`'s, interleaved as they arrive.
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P>
    where P.Output == Output, P.Failure == Failure {
        Publishers.Merge(self, other)
    }

    /// This publisher's values and those of `b` and `c`, interleaved as they arrive.
    public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C) -> Publishers.Merge3<Self, B, C>
    where B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure {
        Publishers.Merge3(self, b, c)
    }

    /// This publisher's values and `other`'s, of the same type, interleaved as they arrive.
    public func merge(with other: Self) -> Publishers.MergeMany<Self> { Publishers.MergeMany(self, other) }
}
#endif

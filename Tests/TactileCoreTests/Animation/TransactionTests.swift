import Foundation
import Testing

@testable import TactileCore

private struct Boom: Error {}

@Suite("Transaction and withAnimation")
struct TransactionTests {
    @Test("A new transaction has no animation and every flag off")
    func defaults() {
        let plain = Transaction()
        #expect(plain.animation == nil)
        #expect(!plain.disablesAnimations)
        #expect(!plain.isContinuous)
        #expect(!plain.tracksVelocity)
        let animated = Transaction(animation: .easeIn)
        #expect(animated.animation == .easeIn)
        #expect(!animated.disablesAnimations && !animated.isContinuous && !animated.tracksVelocity)
        #expect(Transaction(animation: nil) == plain)
        var changed = plain
        changed.tracksVelocity = true
        #expect(changed != plain)
    }

    @Test("Outside any body the current transaction is the plain one")
    func currentOutside() {
        #expect(Transaction.current == Transaction())
    }

    @Test("withAnimation puts its animation in effect only while the body runs")
    func withAnimationScope() {
        var seen: Animation?
        let result = withAnimation(.easeIn) { () -> Int in
            seen = Transaction.current.animation
            return 42
        }
        #expect(result == 42)
        #expect(seen == .easeIn)
        #expect(Transaction.current == Transaction())
    }

    @Test("withAnimation without an argument uses the default animation")
    func withAnimationDefault() {
        withAnimation {
            #expect(Transaction.current.animation == .default)
        }
    }

    @Test("Nested calls: the innermost wins and the outer one comes back")
    func nesting() {
        withAnimation(.linear) {
            #expect(Transaction.current.animation == .linear)
            withAnimation(.spring()) {
                #expect(Transaction.current.animation == .spring())
                withAnimation(nil) {
                    #expect(Transaction.current.animation == nil)
                }
                #expect(Transaction.current.animation == .spring())
            }
            #expect(Transaction.current.animation == .linear)
        }
        #expect(Transaction.current.animation == nil)
    }

    @Test("withAnimation keeps the other properties of the transaction in effect")
    func withAnimationCopiesCurrent() {
        var transaction = Transaction()
        transaction.disablesAnimations = true
        transaction.isContinuous = true
        withTransaction(transaction) {
            withAnimation(.snappy) {
                let current = Transaction.current
                #expect(current.animation == .snappy)
                #expect(current.disablesAnimations)
                #expect(current.isContinuous)
                #expect(!current.tracksVelocity)
            }
        }
    }

    @Test("withTransaction puts the whole transaction in effect, replacing the outer one")
    func withTransactionReplaces() {
        var outer = Transaction(animation: .linear)
        outer.isContinuous = true
        let inner = Transaction(animation: .easeOut)
        withTransaction(outer) {
            withTransaction(inner) {
                #expect(Transaction.current == inner)
            }
            #expect(Transaction.current == outer)
        }
    }

    @Test("withTransaction(keyPath:) changes one property of the current transaction")
    func keyPathForm() {
        withAnimation(.bouncy) {
            withTransaction(\.tracksVelocity, true) {
                #expect(Transaction.current.tracksVelocity)
                #expect(Transaction.current.animation == .bouncy)
                withTransaction(\.animation, .linear) {
                    #expect(Transaction.current.animation == .linear)
                    #expect(Transaction.current.tracksVelocity)
                }
            }
            #expect(!Transaction.current.tracksVelocity)
        }
        let value = withTransaction(\.disablesAnimations, true) { Transaction.current.disablesAnimations }
        #expect(value)
        #expect(!Transaction.current.disablesAnimations)
    }

    @Test("A throwing body restores the outer transaction")
    func restoresAfterThrow() {
        withAnimation(.linear) {
            #expect(throws: Boom.self) {
                try withAnimation(.easeIn) {
                    #expect(Transaction.current.animation == .easeIn)
                    throw Boom()
                }
            }
            #expect(Transaction.current.animation == .linear)
            #expect(throws: Boom.self) {
                try withTransaction(\.isContinuous, true) { throw Boom() }
            }
            #expect(!Transaction.current.isContinuous)
        }
        #expect(throws: Boom.self) {
            try withTransaction(Transaction(animation: .bouncy)) { throw Boom() }
        }
        #expect(Transaction.current == Transaction())
    }

    @Test("Re-entrant calls see their own transaction at every depth")
    func reentrant() {
        func dive(_ depth: Int) {
            guard depth < 20 else { return }
            let animation = Animation.linear(duration: Double(depth))
            withAnimation(animation) {
                #expect(Transaction.current.animation == animation)
                dive(depth + 1)
                #expect(Transaction.current.animation == animation)
            }
        }
        dive(0)
        #expect(Transaction.current == Transaction())
    }

    @Test("Concurrent tasks never see each other's transactions")
    func concurrentIsolation() async {
        await withTaskGroup(of: Bool.self) { group in
            for index in 0..<16 {
                group.addTask {
                    let mine = Animation.linear(duration: Double(index))
                    return withAnimation(mine) {
                        (0..<2_000).allSatisfy { _ in Transaction.current.animation == mine }
                    }
                }
            }
            for await ok in group { #expect(ok) }
        }
    }

    @Test("A task started inside the body does not keep the transaction after the body returns")
    func noLeakIntoTasks() async {
        let (release, continuation) = AsyncStream<Void>.makeStream()
        let task = withAnimation(.easeIn) {
            Task { () -> Transaction in
                for await _ in release { break }
                return Transaction.current
            }
        }
        continuation.yield()
        continuation.finish()
        #expect(await task.value == Transaction())
    }

    @Test("A task holding closed scopes falls back to the innermost open one")
    func closedScopesAreSkipped() {
        // What a task started in an inner body sees once that body has returned but the outer one
        // has not: built by hand, because a synchronous body cannot wait for the task.
        let outer = TransactionScope(Transaction(animation: .linear), parent: nil)
        let inner = TransactionScope(Transaction(animation: .easeIn), parent: outer)
        TransactionScope.$innermost.withValue(inner) {
            #expect(Transaction.current.animation == .easeIn)
        }
        inner.close()
        TransactionScope.$innermost.withValue(inner) {
            #expect(Transaction.current.animation == .linear)
        }
        outer.close()
        TransactionScope.$innermost.withValue(inner) {
            #expect(Transaction.current == Transaction())
        }
    }

    @Test("Works on a plain thread outside any task")
    func outsideTasks() {
        final class Box: @unchecked Sendable {
            let lock = NSLock()
            var values: [Animation?] = []
            func append(_ value: Animation?) { lock.lock(); values.append(value); lock.unlock() }
        }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            withAnimation(.snappy) {
                box.append(Transaction.current.animation)
                withAnimation(.easeOut) { box.append(Transaction.current.animation) }
                box.append(Transaction.current.animation)
            }
            box.append(Transaction.current.animation)
            done.signal()
        }
        thread.start()
        done.wait()
        #expect(box.values == [.snappy, .easeOut, .snappy, nil])
    }
}

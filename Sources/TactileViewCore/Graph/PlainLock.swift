#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A mutual-exclusion lock: a `pthread_mutex_t` and nothing else.
///
/// `NSLock` is the same mutex behind more layers (on Linux, Foundation's lock calls through a
/// class and a condition before it reaches the mutex: about 90 instructions a `lock()` against
/// about 20 here). ``InvalidationQueue`` takes its lock for every invalidation, so it uses this
/// one. Not recursive, as `NSLock` is not.
final class PlainLock: @unchecked Sendable {
    // @unchecked: the mutex is what makes concurrent use safe; its storage never moves.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// A new, unlocked lock.
    init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        let status = pthread_mutex_init(mutex, nil)
        precondition(status == 0, "pthread_mutex_init failed: \(status)")
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Waits until the lock is free and takes it.
    func lock() { pthread_mutex_lock(mutex) }

    /// Gives the lock back; only the thread that took it may.
    func unlock() { pthread_mutex_unlock(mutex) }

    /// Runs `body` holding the lock.
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}

#if canImport(Darwin)
// `Atomic` needs macOS 15 / iOS 18, later than the package's platforms: there the word is a plain
// integer behind a lock, which gives the same single order of operations.
#else
import Synchronization
#endif

/// ``InvalidationQueue``'s notice state in one word: how many holds are in force, and whether
/// invalidations are waiting.
///
/// The word is `holds × 2 + waiting`, changed only by read-modify-write operations that return
/// the word before them, so every hold, release and first invalidation happens in one order, as
/// under a lock: a release sees the invalidations made before it, an invalidation sees the
/// releases made before it, and exactly one of the two tells the driver. Reading whether
/// invalidations wait is a single load, with no lock.
final class NoticeWord: @unchecked Sendable {
    // @unchecked: every access to the word is atomic (or under `lock` where `Atomic` is missing).
    #if canImport(Darwin)
    private let lock = PlainLock()
    @exclusivity(unchecked) private var word = 0
    #else
    private let word = Atomic<Int>(0)
    #endif

    /// The bit that says invalidations are waiting.
    static let waiting = 1
    /// What one hold adds.
    static let hold = 2

    /// Adds `delta` (a multiple of ``hold``) and returns the word before.
    func add(_ delta: Int) -> Int {
        #if canImport(Darwin)
        lock.withLock {
            defer { word += delta }
            return word
        }
        #else
        word.wrappingAdd(delta, ordering: .sequentiallyConsistent).oldValue
        #endif
    }

    /// Sets ``waiting`` and returns the word before.
    func setWaiting() -> Int {
        #if canImport(Darwin)
        lock.withLock {
            defer { word |= Self.waiting }
            return word
        }
        #else
        word.bitwiseOr(Self.waiting, ordering: .sequentiallyConsistent).oldValue
        #endif
    }

    /// Clears ``waiting``.
    func clearWaiting() {
        #if canImport(Darwin)
        lock.withLock { word &= ~Self.waiting }
        #else
        _ = word.bitwiseAnd(~Self.waiting, ordering: .sequentiallyConsistent)
        #endif
    }

    /// Whether ``waiting`` is set.
    var isWaiting: Bool {
        #if canImport(Darwin)
        lock.withLock { word & Self.waiting != 0 }
        #else
        word.load(ordering: .acquiring) & Self.waiting != 0
        #endif
    }
}

import Synchronization

/// Counts the sessions open on one server and refuses one more than its capacity
/// (``ServerLimits/maxSessions``).
final class SessionGate: Sendable {
    /// Most sessions open at once.
    let capacity: Int
    private let open = Mutex(0)

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// Takes a place for a session; `false` when every place is taken. A `true` must be matched
    /// by one ``leave()``.
    func enter() -> Bool {
        open.withLock { count in
            guard count < capacity else { return false }
            count += 1
            return true
        }
    }

    /// Gives a place back.
    func leave() {
        open.withLock { $0 -= 1 }
    }

    /// How many sessions are open.
    var count: Int { open.withLock { $0 } }
}

import Foundation

/// One run of a `withTransaction` body: the transaction it put in effect, the run it is nested in,
/// and whether the body is still running.
///
/// The scope is what a task-local holds, rather than the bare transaction, so that a `Task`
/// started inside the body (which inherits task-locals) stops seeing the transaction once the body
/// has returned: reads skip closed scopes and fall back to the enclosing open one.
final class TransactionScope: @unchecked Sendable {
    // @unchecked: `isOpen` is the only mutable state and every access goes through `lock`.

    /// The transaction in effect while the scope is open.
    let transaction: Transaction
    /// The scope that was innermost when this one opened.
    let parent: TransactionScope?
    private let lock = NSLock()
    private var open = true

    /// Opens a scope for `transaction` inside `parent`.
    init(_ transaction: Transaction, parent: TransactionScope?) {
        self.transaction = transaction
        self.parent = parent
    }

    /// Whether the body that opened this scope is still running.
    var isOpen: Bool {
        lock.lock()
        defer { lock.unlock() }
        return open
    }

    /// Marks the body as finished (returned or thrown). Called exactly once.
    func close() {
        lock.lock()
        defer { lock.unlock() }
        open = false
    }

    /// The innermost scope of the calling task or thread, open or not.
    @TaskLocal static var innermost: TransactionScope?
}

extension Transaction {
    /// The transaction in effect for the code running now.
    ///
    /// Inside the body of ``withTransaction(_:_:)`` or ``withAnimation(_:_:)`` this is the
    /// transaction that call put in effect (the innermost call wins); everywhere else, and once
    /// every enclosing body has returned or thrown, it is `Transaction()`.
    ///
    /// Stored per task (with a per-thread fallback outside tasks) through a task-local, so
    /// concurrent callers never see each other's transactions.
    ///
    /// - Complexity: O(number of enclosing scopes that have already closed), normally O(1).
    package static var current: Transaction {
        var scope = TransactionScope.innermost
        while let candidate = scope {
            if candidate.isOpen { return candidate.transaction }
            scope = candidate.parent
        }
        return Transaction()
    }
}

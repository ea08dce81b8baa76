/// Runs `body` with `transaction` in effect and returns its result.
///
/// While `body` runs, state changes it makes carry `transaction`. Calls nest: the innermost one is
/// in effect, and the outer one is back as soon as the inner body returns or throws.
///
/// ```swift
/// var transaction = Transaction(animation: .snappy)
/// transaction.tracksVelocity = true
/// withTransaction(transaction) { offset = .zero }
/// ```
///
/// - Parameters:
///   - transaction: The transaction to put in effect.
///   - body: The code whose changes the transaction applies to.
/// - Returns: What `body` returns.
/// - Throws: What `body` throws.
public func withTransaction<Result>(
    _ transaction: Transaction, _ body: () throws -> Result
) rethrows -> Result {
    let scope = TransactionScope(transaction, parent: TransactionScope.innermost)
    defer { scope.close() }
    return try TransactionScope.$innermost.withValue(scope, operation: body)
}

/// Runs `body` with one property of the current transaction changed, and returns its result.
///
/// Copies the transaction in effect, sets the property at `keyPath` to `value`, and runs `body`
/// with that copy in effect, as ``withTransaction(_:_:)`` does:
///
/// ```swift
/// withTransaction(\.disablesAnimations, true) { selection = nil }
/// ```
///
/// - Parameters:
///   - keyPath: The property of ``Transaction`` to set.
///   - value: The value to give it.
///   - body: The code whose changes the transaction applies to.
/// - Returns: What `body` returns.
/// - Throws: What `body` throws.
public func withTransaction<Result, Value>(
    _ keyPath: WritableKeyPath<Transaction, Value>,
    _ value: Value,
    _ body: () throws -> Result
) rethrows -> Result {
    var transaction = Transaction.current
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}

/// Runs `body` so that the changes it makes animate with `animation`, and returns its result.
///
/// Copies the transaction in effect, sets its ``Transaction/animation``, and runs `body` with that
/// copy in effect; the other properties (such as ``Transaction/disablesAnimations``) are kept.
/// Pass `nil` to make the changes without animation even inside an animated block.
///
/// ```swift
/// withAnimation(.easeIn) { revealed.toggle() }
/// ```
///
/// - Parameters:
///   - animation: The animation to use; ``Animation/default`` when omitted.
///   - body: The code whose changes animate.
/// - Returns: What `body` returns.
/// - Throws: What `body` throws.
public func withAnimation<Result>(
    _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
    try withTransaction(\.animation, animation, body)
}

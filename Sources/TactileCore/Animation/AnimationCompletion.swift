import Foundation

/// When an animation counts as complete, for the completions of `withAnimation(_:completionCriteria:_:completion:)`
/// and `Transaction/addAnimationCompletion(criteria:_:)`.
///
/// Tactile's animations end at once when they settle, so both criteria call the completion when
/// the animation's `Animation/settlingDuration` has passed on the host's time (see
/// Docs/Decisions.md).
public struct AnimationCompletionCriteria: Hashable, Sendable {
    private let name: String

    /// When the animation has reached its end value to the eye.
    public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
    /// When the animation has been removed, fully settled.
    public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// The completions a transaction carries, in the order they were added.
///
/// A reference, so that a transaction stays a small value; adding one makes a new list (copies of
/// the transaction made before keep theirs).
package final class AnimationCompletions: @unchecked Sendable, Equatable {
    // Unchecked: the list is never changed after it is made; the completions are called on the
    // main actor, by the host that committed the transaction.

    /// The completions, each with its criteria.
    package let entries: [(criteria: AnimationCompletionCriteria, completion: () -> Void)]

    init(entries: [(criteria: AnimationCompletionCriteria, completion: () -> Void)]) {
        self.entries = entries
    }

    /// The same list of completions.
    package static func == (lhs: AnimationCompletions, rhs: AnimationCompletions) -> Bool { lhs === rhs }
}

extension Transaction {
    /// Calls `completion` when the animation of this transaction's changes completes, as
    /// `criteria` says (on the host's time: a `GestureHost` schedules it as a deadline).
    public mutating func addAnimationCompletion(
        criteria: AnimationCompletionCriteria = .logicallyComplete, _ completion: @escaping () -> Void
    ) {
        completions = AnimationCompletions(entries: (completions?.entries ?? []) + [(criteria, completion)])
    }
}

/// Runs `body` so that the changes it makes animate with `animation`, then calls `completion` when
/// that animation completes as `completionCriteria` says, and returns what `body` returns.
///
/// ```swift
/// withAnimation(.easeOut(duration: 0.3)) { isOpen = false } completion: { items.removeAll() }
/// ```
///
/// The completion waits for the animation on the host's time (a deadline of `GestureHost`) after
/// the commit that applies the changes; a change that invalidates no view commits nothing, and
/// its completion is not called.
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
    var transaction = Transaction.current
    transaction.animation = animation
    transaction.addAnimationCompletion(criteria: completionCriteria, completion)
    return try withTransaction(transaction, body)
}

extension Animation {
    /// This animation, logically complete (for `.logicallyComplete` completions) after `duration`.
    ///
    /// *Accepted*: returns the animation unchanged; Tactile calls every completion when the
    /// animation settles (see Docs/Decisions.md).
    public func logicallyComplete(after duration: TimeInterval) -> Animation { self }
}

extension Animation: CustomDebugStringConvertible, CustomReflectable {
    /// The animation as written in Swift, marked as an animation: `Animation(easeIn(duration: 1))`.
    public var debugDescription: String { "Animation(\(description))" }

    /// A mirror showing the animation's description.
    public var customMirror: Mirror { Mirror(self, children: ["description": description]) }
}

/// The context of one state change: whether and how it animates.
///
/// A transaction travels with a change from the code that makes it to the views it affects.
/// `withAnimation(_:_:)` and `withTransaction(_:_:)` set the transaction in effect while their
/// body runs; gesture callbacks such as `updating` receive one they may edit.
///
/// ```swift
/// var transaction = Transaction(animation: .easeInOut)
/// transaction.disablesAnimations = true
/// withTransaction(transaction) { isOpen = true }
/// ```
public struct Transaction: Equatable, Sendable {
    /// The animation to apply to the change, or `nil` to apply it at once.
    public var animation: Animation?

    /// Whether animations attached to views (implicit animations, such as the view modifier
    /// `animation(_:value:)`) are to be ignored for this change. Explicit `animation` still
    /// applies. `false` by default.
    public var disablesAnimations: Bool

    /// Whether the change is one of a continuous stream, such as the steps of a drag, so that the
    /// receiver may favour responsiveness over smoothness. `false` by default.
    public var isContinuous: Bool

    /// Whether the change comes from input whose velocity should be tracked, so that a spring
    /// started by a later change can carry that velocity on. The engine turns it on for
    /// `onChanged` and `updating` of gestures. `false` by default.
    public var tracksVelocity: Bool

    /// The completions to call when the animation of this transaction's changes completes
    /// (`addAnimationCompletion(criteria:_:)`); `nil`: none.
    package var completions: AnimationCompletions?

    /// The values of custom keys (``TransactionKey``), read and written with the subscript.
    package var custom = TransactionValues()

    /// A transaction with no animation and every flag off.
    public init() {
        self.init(animation: nil)
    }

    /// A transaction that animates its change with `animation`; every flag off.
    ///
    /// - Parameter animation: The animation to use, or `nil` for none.
    public init(animation: Animation?) {
        self.animation = animation
        self.disablesAnimations = false
        self.isContinuous = false
        self.tracksVelocity = false
    }
}

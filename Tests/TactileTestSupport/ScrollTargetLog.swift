import Foundation
import Tactile

/// What a test's `ScrollTargetBehavior` was asked: each call's context and proposed target, in
/// order, for the scroll target behaviour tests (a release, a resize).
public final class ScrollTargetLog {
    /// The context of each `updateTarget(_:context:)` call.
    public var contexts: [ScrollTargetBehaviorContext] = []
    /// The target each call was proposed, before the behaviour changed it.
    public var proposed: [CGRect] = []

    /// An empty log.
    public init() {}
}

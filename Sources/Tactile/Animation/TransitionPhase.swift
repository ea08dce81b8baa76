import Foundation

/// Where a view is in its transition: about to appear, shown, or gone.
///
/// A `Transition`'s `body(content:phase:)` draws the view for each phase; the view rests in
/// `identity` while it is shown.
@frozen
public enum TransitionPhase: Hashable, Sendable {
    /// Before the view is inserted: the state its insertion starts from.
    case willAppear
    /// While the view is shown.
    case identity
    /// After the view is removed: the state its removal goes to.
    case didDisappear

    /// Whether the phase is `identity`.
    public var isIdentity: Bool { self == .identity }

    /// The phase as a number to scale an effect by: -1 before appearing, 0 shown, 1 after
    /// disappearing.
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

/// What a transition does, for settings that tone down motion.
public struct TransitionProperties: Sendable {
    /// Whether the transition moves the view (rather than only fading or blurring it).
    public var hasMotion: Bool

    /// Properties of a transition that moves the view, or not.
    public init(hasMotion: Bool = true) {
        self.hasMotion = hasMotion
    }
}

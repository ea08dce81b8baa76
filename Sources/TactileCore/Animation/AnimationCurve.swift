import Foundation

/// A timing of an animation defined outside `TactileCore` (a `CustomAnimation` of the view layer):
/// how far it has come at each time, and when it settles.
package protocol AnimationCurve: Sendable {
    /// The fraction (0 at the start, 1 at the end; springs may pass it) at `time` seconds.
    func fraction(at time: TimeInterval) -> Double
    /// How long it runs (infinity: for ever).
    var settlingDuration: TimeInterval { get }
    /// Whether `other` is the same timing.
    func isEqual(to other: any AnimationCurve) -> Bool
    /// Hashes the timing.
    func hash(into hasher: inout Hasher)
    /// The timing as written in Swift.
    var description: String { get }
}

/// An `AnimationCurve` as a hashable value, for `Animation`'s cases.
struct AnyAnimationCurve: Hashable, Sendable {
    let curve: any AnimationCurve

    static func == (lhs: AnyAnimationCurve, rhs: AnyAnimationCurve) -> Bool { lhs.curve.isEqual(to: rhs.curve) }
    func hash(into hasher: inout Hasher) { curve.hash(into: &hasher) }
}

extension Animation {
    /// An animation timed by `curve`.
    package init(curve: any AnimationCurve) {
        self.init(.custom(AnyAnimationCurve(curve: curve)))
    }

    /// The custom timing this animation is, if it is one (not delayed, sped up or repeated).
    package var customCurve: (any AnimationCurve)? {
        if case .custom(let curve) = node { return curve.curve }
        return nil
    }
}

import Foundation

/// Two animatable values moved together as one: the ``Animatable/animatableData`` of a type with
/// two animated components (a `CGPoint` is a pair of `CGFloat`s, a `CGRect` a pair of pairs).
///
/// ```swift
/// var data: AnimatablePair<CGFloat, Double> { get { AnimatablePair(width, angle) } set { … } }
/// ```
///
/// Arithmetic is component by component; ``magnitudeSquared`` is the sum of the components'.
@frozen
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// The first component.
    public var first: First

    /// The second component.
    public var second: Second

    /// Makes a pair of two components.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// The pair of both components' zeros.
    public static var zero: AnimatablePair<First, Second> { AnimatablePair(.zero, .zero) }

    /// Adds `rhs` to `lhs`, component by component.
    public static func += (lhs: inout AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>) {
        lhs.first += rhs.first
        lhs.second += rhs.second
    }

    /// Subtracts `rhs` from `lhs`, component by component.
    public static func -= (lhs: inout AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>) {
        lhs.first -= rhs.first
        lhs.second -= rhs.second
    }

    /// The component-wise sum.
    public static func + (
        lhs: AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>
    ) -> AnimatablePair<First, Second> {
        AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second)
    }

    /// The component-wise difference.
    public static func - (
        lhs: AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>
    ) -> AnimatablePair<First, Second> {
        AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second)
    }

    /// Scales both components by `rhs`.
    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }

    /// The sum of the components' squared magnitudes.
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }

    /// Whether both components are equal.
    public static func == (lhs: AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>) -> Bool {
        lhs.first == rhs.first && lhs.second == rhs.second
    }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}

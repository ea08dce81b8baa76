import Foundation

/// The animatable data of a type that has nothing to animate: a value with no components, so
/// every arithmetic on it gives itself.
///
/// A shape whose outline depends only on the rectangle it fills (`Circle`, `Rectangle`) has this
/// as its ``Animatable/animatableData``.
@frozen
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    /// The one empty value.
    public init() {}

    /// The one empty value.
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }

    /// Leaves `lhs` as it is: there is nothing to add.
    public static func += (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) {}

    /// Leaves `lhs` as it is: there is nothing to subtract.
    public static func -= (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) {}

    /// The empty value.
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData {
        EmptyAnimatableData()
    }

    /// The empty value.
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData {
        EmptyAnimatableData()
    }

    /// Leaves the value as it is: there is nothing to scale.
    public mutating func scale(by rhs: Double) {}

    /// 0: the value has no length.
    public var magnitudeSquared: Double { 0 }

    /// Always true: there is one empty value.
    public static func == (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> Bool { true }
}

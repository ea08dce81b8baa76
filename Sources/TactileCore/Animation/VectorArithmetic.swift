import Foundation

/// A type whose values can be added, subtracted and scaled: what an animation interpolates.
///
/// SwiftUI's ``Animatable`` types expose their animated data as a `VectorArithmetic` value, and a
/// ``Spring`` or a keyframe moves such a value over time. `Double`, `Float`, `CGFloat`,
/// ``AnimatablePair`` and ``EmptyAnimatableData`` conform.
///
/// ```swift
/// var width: CGFloat = 10
/// width.interpolate(towards: 30, amount: 0.25)  // 15
/// ```
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies every component of the value by `rhs`.
    mutating func scale(by rhs: Double)

    /// The dot product of the value with itself: the square of its length.
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// The value with every component multiplied by `rhs`.
    public func scaled(by rhs: Double) -> Self {
        var result = self
        result.scale(by: rhs)
        return result
    }

    /// Moves the value `amount` of the way towards `other`: 0 leaves it, 1 makes it `other`, and
    /// values outside `0...1` extrapolate along the same line.
    public mutating func interpolate(towards other: Self, amount: Double) {
        self += (other - self).scaled(by: amount)
    }

    /// The value `amount` of the way from this one towards `other` (see
    /// ``interpolate(towards:amount:)``).
    public func interpolated(towards other: Self, amount: Double) -> Self {
        var result = self
        result.interpolate(towards: other, amount: amount)
        return result
    }
}

// MARK: - Floating-point conformances

extension Double: VectorArithmetic {
    /// Multiplies the value by `rhs`.
    public mutating func scale(by rhs: Double) { self *= rhs }

    /// The square of the value.
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    /// Multiplies the value by `rhs`, rounded to `Float`.
    public mutating func scale(by rhs: Double) { self = Float(Double(self) * rhs) }

    /// The square of the value, as a `Double`.
    public var magnitudeSquared: Double { Double(self) * Double(self) }
}

extension CGFloat: VectorArithmetic {
    /// Multiplies the value by `rhs`.
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }

    /// The square of the value, as a `Double`.
    public var magnitudeSquared: Double { Double(self) * Double(self) }
}

// SwiftUI's `Angle`: a geometric angle stored in radians, readable in degrees.

import Foundation

/// A geometric angle whose value you can read and write in radians or degrees.
///
/// This mirrors SwiftUI's `Angle`. The value is stored in radians; ``degrees`` converts on every
/// access. Angles are not normalised: `.degrees(360)` and ``zero`` are different values, and
/// comparison orders them by their radian value. Rotation gestures report their rotation and
/// velocity as `Angle`s.
///
/// ```swift
/// @State private var angle = Angle.zero
/// var rotation: some Gesture {
///     RotateGesture().onChanged { value in angle = value.rotation }
/// }
/// ```
///
/// The `Codable` form is a keyed container with the single key `radians`.
public struct Angle: Sendable, Hashable, Comparable, Codable {
    /// The angle in radians.
    public var radians: Double

    /// The angle in degrees. Setting it stores the equivalent radian value.
    public var degrees: Double {
        get { radians * (180 / .pi) }
        set { radians = newValue * (.pi / 180) }
    }

    /// Creates a zero angle.
    public init() {
        self.radians = 0
    }

    /// Creates an angle from a value in radians.
    public init(radians: Double) {
        self.radians = radians
    }

    /// Creates an angle from a value in degrees.
    public init(degrees: Double) {
        self.radians = degrees * (.pi / 180)
    }

    /// Returns an angle of `radians` radians.
    public static func radians(_ radians: Double) -> Angle {
        Angle(radians: radians)
    }

    /// Returns an angle of `degrees` degrees.
    public static func degrees(_ degrees: Double) -> Angle {
        Angle(degrees: degrees)
    }

    /// The value animations interpolate: the angle in radians.
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }

    /// Whether `lhs` is a smaller angle than `rhs`, comparing radian values.
    public static func < (lhs: Angle, rhs: Angle) -> Bool {
        lhs.radians < rhs.radians
    }
}

// MARK: - Arithmetic

extension Angle: AdditiveArithmetic {
    /// The zero angle.
    public static let zero = Angle()

    /// The sum of two angles.
    public static func + (lhs: Angle, rhs: Angle) -> Angle {
        Angle(radians: lhs.radians + rhs.radians)
    }

    /// The difference of two angles.
    public static func - (lhs: Angle, rhs: Angle) -> Angle {
        Angle(radians: lhs.radians - rhs.radians)
    }

    /// Adds `rhs` to `lhs`.
    public static func += (lhs: inout Angle, rhs: Angle) {
        lhs.radians += rhs.radians
    }

    /// Subtracts `rhs` from `lhs`.
    public static func -= (lhs: inout Angle, rhs: Angle) {
        lhs.radians -= rhs.radians
    }

    /// The angle turned the other way.
    public static prefix func - (angle: Angle) -> Angle {
        Angle(radians: -angle.radians)
    }

    /// The angle scaled by `rhs`.
    public static func * (lhs: Angle, rhs: Double) -> Angle {
        Angle(radians: lhs.radians * rhs)
    }

    /// The angle scaled by `lhs`.
    public static func * (lhs: Double, rhs: Angle) -> Angle {
        Angle(radians: lhs * rhs.radians)
    }

    /// The angle divided by `rhs`.
    public static func / (lhs: Angle, rhs: Double) -> Angle {
        Angle(radians: lhs.radians / rhs)
    }
}

import Foundation

/// A type that describes its animated state as one `VectorArithmetic` value, so that a spring
/// or a keyframe timeline can move it.
///
/// ```swift
/// struct Gauge: Animatable {
///     var level: Double
///     var animatableData: Double {
///         get { level }
///         set { level = newValue }
///     }
/// }
/// ```
///
/// In Tactile, `Spring`'s `fromValue:toValue:` functions read and write `animatableData`, and so
/// do the geometry types that conform here (`CGPoint`, `CGSize`, `CGRect`, `Angle`,
/// `UnitPoint`). What views draw is animated by the renderer, which interpolates the drawn
/// geometry, opacity and colours of each change itself, and the `animatableData` of a shape: a
/// custom `Shape` with a `var animatableData` morphs through the outlines of the in-between data.
/// The renderer does not re-run the body of other views or modifiers with in-between data.
public protocol Animatable {
    /// The type of the animated data.
    associatedtype AnimatableData: VectorArithmetic

    /// The animated data: reading it gives the current state, writing it sets the state an
    /// animation has reached.
    var animatableData: AnimatableData { get set }
}

extension Animatable where Self: VectorArithmetic {
    /// The value itself, for a type that is its own animatable data.
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// Nothing: a type with no animated data. Writing it changes nothing.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        // There is no state to write.
        set {}
    }
}

// MARK: - Conformances

extension Double: Animatable {
    /// A `Double` animates as itself.
    public typealias AnimatableData = Double
}

extension CGFloat: Animatable {
    /// A `CGFloat` animates as itself.
    public typealias AnimatableData = CGFloat
}

extension CGPoint: Animatable {
    /// The point's `x` and `y`.
    public typealias AnimatableData = AnimatablePair<CGFloat, CGFloat>

    /// The point's `x` and `y`, as a pair.
    public var animatableData: AnimatableData {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

extension CGSize: Animatable {
    /// The size's `width` and `height`.
    public typealias AnimatableData = AnimatablePair<CGFloat, CGFloat>

    /// The size's `width` and `height`, as a pair.
    public var animatableData: AnimatableData {
        get { AnimatablePair(width, height) }
        set { (width, height) = (newValue.first, newValue.second) }
    }
}

extension CGRect: Animatable {
    /// The rectangle's origin and size.
    public typealias AnimatableData = AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData>

    /// The rectangle's origin and size, as a pair of pairs.
    public var animatableData: AnimatableData {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set { (origin.animatableData, size.animatableData) = (newValue.first, newValue.second) }
    }
}

extension Angle: Animatable {
    /// The angle in radians (`Angle/animatableData`).
    public typealias AnimatableData = Double
}

extension UnitPoint: Animatable {
    /// The point's `x` and `y`.
    public typealias AnimatableData = AnimatablePair<CGFloat, CGFloat>

    /// The point's `x` and `y`, as a pair.
    public var animatableData: AnimatableData {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

import Foundation

// The animatable data of the values shapes are drawn with: what springs and keyframes move.

extension StrokeStyle: Animatable {
    /// The line width, then the miter limit and the dash phase.
    public typealias AnimatableData = AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>

    /// The line width, miter limit and dash phase; the caps, joins and dash lengths do not animate.
    public var animatableData: AnimatableData {
        get { AnimatablePair(lineWidth, AnimatablePair(miterLimit, dashPhase)) }
        set {
            lineWidth = newValue.first
            miterLimit = newValue.second.first
            dashPhase = newValue.second.second
        }
    }
}

extension RectangleCornerRadii: Animatable {
    /// The top-leading and bottom-leading radii, then the bottom-trailing and top-trailing ones.
    public typealias AnimatableData = AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>

    /// The four radii.
    public var animatableData: AnimatableData {
        get { AnimatablePair(AnimatablePair(topLeading, bottomLeading), AnimatablePair(bottomTrailing, topTrailing)) }
        set {
            (topLeading, bottomLeading) = (newValue.first.first, newValue.first.second)
            (bottomTrailing, topTrailing) = (newValue.second.first, newValue.second.second)
        }
    }
}

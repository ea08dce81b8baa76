import Foundation

/// The rubber band past a scroll view's edges: how far content follows a finger that pulls it
/// beyond the range it can scroll.
///
/// `b = (1 − 1 / (x · c / d + 1)) · d`, for a finger `x` past the edge of a view `d` long, with the
/// coefficient `c` of ``ScrollConfiguration/rubberBandCoefficient``. The content never travels
/// more than `d` past the edge, however far the finger goes.
struct ScrollRubberBand {
    let coefficient: CGFloat
    /// The length of the view along the axis.
    let dimension: CGFloat

    /// How far content moves for a finger `overshoot` past the edge.
    func band(_ overshoot: CGFloat) -> CGFloat {
        guard overshoot > 0, dimension > 0, coefficient > 0 else { return 0 }
        return (1 - 1 / (overshoot * coefficient / dimension + 1)) * dimension
    }

    /// How far past the edge a finger must be for the content to be `banded` past it (the inverse
    /// of ``band(_:)``), used when a finger catches content that is springing back.
    func overshoot(_ banded: CGFloat) -> CGFloat {
        guard banded > 0, dimension > 0, coefficient > 0 else { return 0 }
        let fraction = min(banded / dimension, Self.largestFraction)
        return dimension / coefficient * (1 / (1 - fraction) - 1)
    }

    /// The offset shown for a finger-driven offset `raw` in `range`: `raw` inside it, banded
    /// outside.
    func displayed(_ raw: CGFloat, in range: ClosedRange<CGFloat>) -> CGFloat {
        if raw < range.lowerBound { return range.lowerBound - band(range.lowerBound - raw) }
        if raw > range.upperBound { return range.upperBound + band(raw - range.upperBound) }
        return raw
    }

    /// The finger-driven offset that shows `shown` (the inverse of ``displayed(_:in:)``).
    func raw(_ shown: CGFloat, in range: ClosedRange<CGFloat>) -> CGFloat {
        if shown < range.lowerBound { return range.lowerBound - overshoot(range.lowerBound - shown) }
        if shown > range.upperBound { return range.upperBound + overshoot(shown - range.upperBound) }
        return shown
    }

    /// The band's asymptote is the whole dimension; content caught closer to it than this share
    /// is treated as being at this share, so the inverse stays finite.
    private static let largestFraction: CGFloat = 0.999
}

// Added: not in any seed, a component example. Which part of each `RangeSlider` thumb takes
// touches, so that two thumbs that meet can still be pulled apart.
import Tactile

/// The part of a range slider's thumb that takes touches.
///
/// Apart, each thumb takes touches all over. Where they meet, the one drawn on top would take
/// every touch and could only move one way, so the touch goes by side: the lower thumb takes the
/// leading half, the upper one the trailing half. At an end of the track, where only one of them
/// can move, that one takes the whole thumb and the other none.
struct RangeSliderGrip: Shape {
    /// A part of a thumb.
    enum Part: Equatable, Sendable { case whole, leadingHalf, trailingHalf, none }

    var part: Part

    /// The grips of the lower and the upper thumb for the values shown.
    static func parts(for values: RangeSliderValues) -> (lower: Part, upper: Part) {
        guard values.lower == values.upper else { return (.whole, .whole) }
        if values.upper >= values.bounds.upperBound { return (.whole, .none) }
        if values.lower <= values.bounds.lowerBound { return (.none, .whole) }
        return (.leadingHalf, .trailingHalf)
    }

    func path(in rect: CGRect) -> Path {
        switch part {
        case .whole: return Path(rect)
        case .leadingHalf: return Path(CGRect(x: rect.minX, y: rect.minY, width: rect.width / 2, height: rect.height))
        case .trailingHalf: return Path(CGRect(x: rect.midX, y: rect.minY, width: rect.width / 2, height: rect.height))
        case .none: return Path()
        }
    }
}

import Foundation

/// What an item draws from its view's `animatableData` (a custom shape's outline): the data it
/// was drawn with and how to draw the item again with other data.
///
/// `FrameAnimator` plays an animated change of the data by interpolating it (as a
/// `VectorArithmetic` value) from the data shown to the new data and redrawing the item with
/// each in-between value, as SwiftUI does: a wedge whose angle animates sweeps through every angle
/// instead of jumping to the last.
struct AnimatableContent: @unchecked Sendable {
    // Unchecked: `data` is the `animatableData` of a `Sendable` value (a shape), copied out of it;
    // the existential cannot say so.

    /// The data the item was drawn with.
    let data: any VectorArithmetic
    /// Draws `item` again as it would be drawn with `data` (a value of `data`'s type).
    let redraw: @Sendable (_ data: any VectorArithmetic, _ item: inout DisplayItem) -> Void

    /// Whether `other` holds data of the same type, so the two can be interpolated.
    func hasSameType(as other: AnimatableContent) -> Bool {
        type(of: data) == type(of: other.data)
    }

    /// Whether `data` is `value`.
    func holds(_ value: any VectorArithmetic) -> Bool {
        func equal<V: VectorArithmetic>(_ value: V) -> Bool { (data as? V) == value }
        return equal(value)
    }

    /// The value `fraction` of the way from `start` to this content's data (`start` when their
    /// types differ).
    func interpolated(from start: any VectorArithmetic, fraction: Double) -> any VectorArithmetic {
        let end = data
        func lerp<V: VectorArithmetic>(_ from: V) -> any VectorArithmetic {
            guard let to = end as? V else { return from }
            return from.interpolated(towards: to, amount: fraction)
        }
        return lerp(start)
    }
}

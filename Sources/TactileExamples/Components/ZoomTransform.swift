// Added: not in any seed, a component example. The arithmetic behind `ZoomableImage`, kept apart
// from the view so that each step (zoom about a point, pan, keep inside the frame) reads on its
// own.
import Tactile

/// Where a zoomable view's content is drawn: scaled by `scale` about the view's top-leading
/// corner, then moved by `offset`. A content point `p` is shown at `offset + scale × p`.
struct ZoomTransform: Equatable {
    /// The content's scale; 1 shows it at the view's size.
    var scale: CGFloat = 1
    /// How far the scaled content is moved, in the view's points.
    var offset: CGSize = .zero

    /// The point of the unscaled content shown at `point` of the view.
    func contentPoint(at point: CGPoint) -> CGPoint {
        CGPoint(x: (point.x - offset.width) / scale, y: (point.y - offset.height) / scale)
    }

    /// The transform at `newScale` (clamped to `scales`) that keeps the content shown at `anchor`
    /// where it is, then kept inside a view of `size`.
    func zoomed(
        to newScale: CGFloat, keeping anchor: CGPoint, scales: ClosedRange<CGFloat>, in size: CGSize
    ) -> ZoomTransform {
        let target = newScale.isFinite ? min(max(newScale, scales.lowerBound), scales.upperBound) : scale
        let pinned = contentPoint(at: anchor)
        let moved = ZoomTransform(
            scale: target,
            offset: CGSize(width: anchor.x - target * pinned.x, height: anchor.y - target * pinned.y))
        return moved.kept(inside: size)
    }

    /// The transform moved by `translation`, then kept inside a view of `size`.
    func panned(by translation: CGSize, in size: CGSize) -> ZoomTransform {
        ZoomTransform(
            scale: scale,
            offset: CGSize(width: offset.width + translation.width, height: offset.height + translation.height)
        ).kept(inside: size)
    }

    /// The transform with its offset limited so that the scaled content still covers the whole
    /// view (no empty band at an edge); unscaled or smaller content is centred.
    func kept(inside size: CGSize) -> ZoomTransform {
        func limit(_ value: CGFloat, _ length: CGFloat) -> CGFloat {
            let slack = length * (1 - scale)  // ≤ 0 when the content is larger than the view
            guard value.isFinite, slack.isFinite else { return 0 }
            return slack <= 0 ? min(max(value, slack), 0) : slack / 2
        }
        return ZoomTransform(
            scale: scale,
            offset: CGSize(width: limit(offset.width, size.width), height: limit(offset.height, size.height)))
    }
}

import Foundation

extension ScrollMetrics {
    /// The resting offset that shows `frame` (in content space) as
    /// ``ScrollViewProxy/scrollTo(_:anchor:)`` says, starting from `current`: along each scroll
    /// axis, `frame`'s point at `anchor` on the viewport's point at `anchor`, or with no anchor the
    /// least move that shows it; always inside `0 … content − viewport`. An axis the view does not
    /// scroll along, or whose answer is not finite (a NaN anchor or frame), stays at `current`.
    func offset(revealing frame: CGRect, anchor: UnitPoint?, from current: CGPoint) -> CGPoint {
        CGPoint(
            x: offset(.horizontal, start: frame.minX, length: frame.width, anchor: anchor?.x, from: current.x),
            y: offset(.vertical, start: frame.minY, length: frame.height, anchor: anchor?.y, from: current.y))
    }

    private func offset(
        _ axis: Axis, start: CGFloat, length: CGFloat, anchor: CGFloat?, from current: CGFloat
    ) -> CGFloat {
        guard axes.contains(axis == .horizontal ? .horizontal : .vertical) else { return current }
        let container = containerSize[axis]
        let target: CGFloat
        if let anchor {
            target = start + anchor * length - anchor * container
        } else if start >= current && start + length <= current + container {
            target = current  // already in view
        } else if start < current || length > container {
            target = start  // before the viewport, or too long to show whole: its leading edge
        } else {
            target = start + length - container  // after the viewport: its trailing edge
        }
        guard target.isFinite else { return current }
        return min(max(target, 0), limit(axis))
    }
}

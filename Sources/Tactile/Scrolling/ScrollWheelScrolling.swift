import Foundation

/// A sequence of scroll wheel events (`ScrollWheelEvent`) and the scroll view it moves: a
/// ``GestureHost``'s record, from its first event until `ScrollConfiguration.wheelIdleInterval`
/// passes without one.
///
/// The scroll view is chosen by the first event of the sequence (``ScrollMetrics/wheelTarget(in:for:)``)
/// and keeps the sequence ("latching", as browsers do): momentum that runs a carousel into its
/// end does not spill into the list around it. A later event that the latched view cannot take at
/// all (it scrolls only along the other axis, was disabled, left the window) chooses afresh.
@MainActor
struct ScrollWheelSequence {
    /// The scroll view the sequence moves; `nil` once it left the window.
    weak var target: ScrollMetrics?
    /// Where that view's content was when the sequence took it (a paged view moves at most a page
    /// from there).
    var startOffset: CGPoint
    /// When the sequence ends if no other event comes: its deadline in the engine's queue
    /// (`GestureEngine.scheduleHostDeadline(at:_:)`), moved by every event of the sequence.
    let deadline: HostDeadline
}

extension ScrollMetrics {
    /// The scroll view that a wheel `delta` at a hit `path` (innermost first) moves: the innermost
    /// one with scrolling enabled that scrolls along the delta's dominant axis (vertical on a tie)
    /// and is not already at its edge in the delta's direction along it; `nil` when none can move
    /// (or the delta is zero).
    static func wheelTarget(in path: [ViewNode], for delta: CGSize) -> ScrollMetrics? {
        guard let axis = dominantAxis(of: delta) else { return nil }
        for node in path {
            guard let viewport = node.content as? ScrollViewportContent, viewport.isScrollEnabled else { continue }
            let metrics = viewport.metrics
            if metrics.axes.contains(axis.set), metrics.canMove(along: axis, by: delta[axis]) { return metrics }
        }
        return nil
    }

    /// The axis a wheel delta mostly moves along; `nil` for a zero delta.
    static func dominantAxis(of delta: CGSize) -> Axis? {
        if delta.width == 0 && delta.height == 0 { return nil }
        return abs(delta.width) > abs(delta.height) ? .horizontal : .vertical
    }

    /// Whether this scroll view takes wheel events along `axis` at all: it scrolls along it and
    /// its scrolling is enabled (as it was last resolved).
    func takesWheel(along axis: Axis) -> Bool {
        guard let viewport = self.viewport?.content as? ScrollViewportContent else { return false }
        return viewport.isScrollEnabled && axes.contains(axis.set)
    }

    /// Whether the content can move by `amount` along `axis` from where it is shown: not at the
    /// end of its range in that direction.
    func canMove(along axis: Axis, by amount: CGFloat) -> Bool {
        let current = shownOffset(position)[axis]
        if amount > 0 { return current < limit(axis) }
        if amount < 0 { return current > 0 }
        return false
    }

    /// Where the content goes when a wheel moves it by `delta` from where it is shown: along each
    /// axis it scrolls, by that axis's part of the delta, clamped to `0 … content − container`
    /// (no rubber band: see the semantics document).
    func offset(scrolledBy delta: CGSize) -> CGPoint {
        let current = shownOffset(position)
        func moved(_ axis: Axis) -> CGFloat {
            guard axes.contains(axis.set) else { return current[axis] }
            return min(max(current[axis] + delta[axis], 0), limit(axis))
        }
        return CGPoint(x: moved(.horizontal), y: moved(.vertical))
    }

    /// Where content that stops without speed (a wheel sequence that started at `start` ends, or
    /// the scroll view changes size with `start` where the content is) comes to rest: with a
    /// scroll target behaviour, the page or aligned view nearest to where it is (a paged view at
    /// most a page from `start`), as a slow release of a finger would; without one, where it is.
    func restingOffset(from start: CGPoint) -> CGPoint {
        let current = shownOffset(ScrollPosition(offset: position.offset, phase: .idle))
        guard let snapping = (viewport?.content as? ScrollViewportContent)?.snapping else { return current }
        var engineAxes: GestureAxes = []
        if axes.contains(.horizontal) { engineAxes.insert(.horizontal) }
        if axes.contains(.vertical) { engineAxes.insert(.vertical) }
        let rest = snapping.target(
            position: current, velocity: CGVector(dx: 0, dy: 0), destination: current, startOffset: start,
            container: containerSize, content: contentSize, axes: engineAxes,
            horizontalRange: 0...limit(.horizontal), verticalRange: 0...limit(.vertical))
        return CGPoint(
            x: axes.contains(.horizontal) ? rest.x : current.x, y: axes.contains(.vertical) ? rest.y : current.y)
    }
}

extension CGPoint {
    /// The coordinate along `axis`.
    subscript(axis: Axis) -> CGFloat { axis == .horizontal ? x : y }
}

import Foundation

extension ScrollViewportContent: WheelScrollableContent {
    func wheelScroller(along axis: Axis, by delta: CGSize) -> (any WheelScroller)? {
        guard isScrollEnabled, metrics.axes.contains(axis.set), metrics.canMove(along: axis, by: delta[axis]) else {
            return nil
        }
        return metrics
    }
}

extension ScrollMetrics: WheelScroller {
    /// How a scroll view that a wheel sequence left between pages moves onto one: a spring that
    /// settles without a bounce, in about the time a paging fling takes.
    static var wheelSnapAnimation: Animation { .smooth }

    var wheelStartOffset: CGPoint { shownOffset(position) }

    func scroll(byWheel delta: CGSize, settle: () -> Void) {
        setPosition?(ScrollOffsetState(offset: offset(scrolledBy: delta), phase: .interacting))
        settle()
        if position.phase != .interacting {
            // A fling that the wheel stopped has just reported its end (at rest where the wheel put
            // the content): the wheel still holds the content until its sequence ends.
            setPosition?(ScrollOffsetState(offset: position.offset, phase: .interacting))
            settle()
        }
    }

    func endWheelSequence(startedAt start: CGPoint) {
        let rest = restingOffset(from: start)
        let resting = ScrollOffsetState(offset: rest, phase: .idle)
        if rest != shownOffset(position) {
            withAnimation(Self.wheelSnapAnimation) { setPosition?(resting) }
        } else {
            setPosition?(resting)
        }
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
        let current = shownOffset(ScrollOffsetState(offset: position.offset, phase: .idle))
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

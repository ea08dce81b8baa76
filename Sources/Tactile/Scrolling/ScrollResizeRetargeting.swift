import Foundation

extension ScrollMetrics {
    /// After a layout that changed the viewport's size while the content was at rest, moves the
    /// content to where the scroll target behaviour puts it for the new size, as SwiftUI asks
    /// `updateTarget(_:context:)` when a scroll view changes size: a paged view stays on a page,
    /// a view-aligned one on a view's edge, after a resize or a rotation.
    ///
    /// The behaviour is asked as for a release without speed from where the content is
    /// (`restingOffset(from:)`): its proposed target and original target are both the content
    /// offset shown in the new size (clamped to the new range), its velocity zero. The content is
    /// put there as a scroll view's state is (no fling, no deceleration), without showing the
    /// indicators. The first layout only records the size; a size change while
    /// the content moves (a finger, a fling) is left to that motion, which keeps the sizes it
    /// started with.
    func retargetAfterResize() {
        let previous = targetedContainerSize
        targetedContainerSize = containerSize
        guard let previous, previous != containerSize, position.phase == .idle else { return }
        let current = shownOffset(position)
        let rest = restingOffset(from: current)
        if rest != current { setPosition?(ScrollOffsetState(offset: rest, phase: .idle)) }
    }
}

import Foundation

/// Where a released scroll gesture may come to rest, instead of wherever its fling runs out: the
/// engine's form of SwiftUI's scroll target behaviours (`.paging`, `.viewAligned`), in offsets
/// only (the view layer measures the views).
///
/// On release each scrolling axis picks a resting offset inside its range by these rules and
/// decelerates to land exactly on it, at the ``ScrollSnapping/decelerationRate``; content released
/// past an edge springs back to that edge as usual.
public enum ScrollSnapping: Hashable, Sendable {
    /// Pages as long as the container: the content rests on a multiple of the container's length
    /// (or at the end of the range). A release moving faster than ``flickSpeed`` goes on to the next
    /// page boundary in its direction; a slower one to the nearest. Either way it ends at most one
    /// page from the page the touch began on, as UIKit's paging scroll views do.
    case paging
    /// The listed offsets along each axis (the leading edges of the views to align, in content
    /// space), and the two ends of the range: the one nearest to where the fling would have ended.
    case offsets(horizontal: [CGFloat], vertical: [CGFloat])

    /// The release speed, in points per second, above which paging moves on a page rather than
    /// back to the nearest: a deliberate flick, not the drift of a finger lifting (UIKit's paging
    /// turns over at a few hundred points per second).
    public static let flickSpeed: CGFloat = 300

    /// How fast snapped content slows down: UIKit's `.fast`, which paging scroll views use, so a
    /// snap settles in well under a second rather than coasting.
    public static let decelerationRate = ScrollDecelerationRate.fast

    /// The offset to rest at along one axis: released at `position` moving at `velocity` (offset
    /// points per second), where a free fling would stop at `destination`; the touch began with
    /// the content at `startOffset`; `container` is the viewport's length; the result lies in
    /// `range`. Non-finite inputs count as the nearest sensible value (no snap at all: `position`).
    /// Package-wide: the view layer asks it where a scroll wheel leaves a paged view.
    package func target(
        horizontal: Bool, position: CGFloat, velocity: CGFloat, destination: CGFloat, startOffset: CGFloat,
        container: CGFloat, range: ClosedRange<CGFloat>
    ) -> CGFloat {
        guard position.isFinite, destination.isFinite else { return clamp(position, range) }
        switch self {
        case .paging:
            guard container > 0, container.isFinite else { return clamp(position, range) }
            let start = startOffset.isFinite ? (startOffset / container).rounded() : (position / container).rounded()
            var page: CGFloat
            if velocity.isFinite && abs(velocity) > Self.flickSpeed {
                page =
                    velocity > 0 ? (position / container).rounded(.down) + 1 : (position / container).rounded(.up) - 1
            } else {
                page = (position / container).rounded()
            }
            page = min(max(page, start - 1), start + 1)
            return clamp(page * container, range)
        case .offsets(let horizontalOffsets, let verticalOffsets):
            let candidates =
                (horizontal ? horizontalOffsets : verticalOffsets).filter(\.isFinite)
                .map { clamp($0, range) } + [range.lowerBound, range.upperBound]
            return candidates.min { abs($0 - destination) < abs($1 - destination) } ?? clamp(position, range)
        }
    }

    private func clamp(_ value: CGFloat, _ range: ClosedRange<CGFloat>) -> CGFloat {
        value.isFinite ? min(max(value, range.lowerBound), range.upperBound) : range.lowerBound
    }
}

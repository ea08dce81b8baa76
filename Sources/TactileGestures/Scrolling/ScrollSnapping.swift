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
    /// The listed offsets as ``offsets(horizontal:vertical:)``, but along each axis a release moves
    /// at most as far as that axis's limit allows from the offset nearest to where the content was
    /// when the touch began (SwiftUI's `.viewAligned(limitBehavior:)`).
    case limitedOffsets(
        horizontal: [CGFloat], vertical: [CGFloat], horizontalLimit: ScrollSnapLimit, verticalLimit: ScrollSnapLimit)
    /// A rule of the caller's for both axes at once (a custom scroll target behaviour): called once
    /// per release with where the fling would stop; the content lands where it says, clamped to
    /// the range.
    case rule(ScrollTargetRule)

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
        position: CGPoint, velocity: CGVector, destination: CGPoint, startOffset: CGPoint, container: CGSize,
        content: CGSize, axes: GestureAxes, horizontalRange: ClosedRange<CGFloat>, verticalRange: ClosedRange<CGFloat>
    ) -> CGPoint {
        if case .rule(let rule) = self {
            let proposed = CGPoint(
                x: destination.x.isFinite ? clamp(destination.x, horizontalRange) : clamp(position.x, horizontalRange),
                y: destination.y.isFinite ? clamp(destination.y, verticalRange) : clamp(position.y, verticalRange))
            let picked = rule.pick(
                ScrollTargetRequest(
                    proposed: proposed, start: startOffset, velocity: velocity, contentSize: content,
                    containerSize: container, axes: axes))
            return CGPoint(
                x: picked.x.isFinite ? clamp(picked.x, horizontalRange) : proposed.x,
                y: picked.y.isFinite ? clamp(picked.y, verticalRange) : proposed.y)
        }
        return CGPoint(
            x: target(
                horizontal: true, position: position.x, velocity: velocity.dx, destination: destination.x,
                startOffset: startOffset.x, container: container.width, range: horizontalRange),
            y: target(
                horizontal: false, position: position.y, velocity: velocity.dy, destination: destination.y,
                startOffset: startOffset.y, container: container.height, range: verticalRange))
    }

    /// The offset to rest at along one axis, by the rules of ``paging`` and the offsets (a
    /// ``rule(_:)`` decides both axes at once: see the other `target`; here it leaves the content
    /// where it is).
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
            // The unlimited case is the limited one without a limit.
            return Self.aligned(
                horizontal ? horizontalOffsets : verticalOffsets, limit: .none, position: position,
                destination: destination, startOffset: startOffset, container: container, range: range)
        case .limitedOffsets(let horizontalOffsets, let verticalOffsets, let horizontalLimit, let verticalLimit):
            return Self.aligned(
                horizontal ? horizontalOffsets : verticalOffsets, limit: horizontal ? horizontalLimit : verticalLimit,
                position: position, destination: destination, startOffset: startOffset, container: container,
                range: range)
        case .rule:
            return clamp(position, range)
        }
    }

    /// The aligned offset to rest at along one axis: of `offsets` and the range's ends, the one
    /// nearest to `destination`, or the nearest to it that `limit` allows from the one nearest to
    /// where the touch began (``ScrollSnapLimit/none`` allows any).
    private static func aligned(
        _ offsets: [CGFloat], limit: ScrollSnapLimit, position: CGFloat, destination: CGFloat, startOffset: CGFloat,
        container: CGFloat, range: ClosedRange<CGFloat>
    ) -> CGFloat {
        let candidates = candidates(offsets, range)
        // Never empty (the range's ends are candidates), so the fallback is a formality.
        let natural = candidates.min { abs($0 - destination) < abs($1 - destination) } ?? range.lowerBound
        return limit.limit(
            natural, from: startOffset.isFinite ? startOffset : position, among: candidates, container: container)
    }

    /// The finite offsets clamped to `range`, and the range's ends: where an aligned release may rest.
    static func candidates(_ offsets: [CGFloat], _ range: ClosedRange<CGFloat>) -> [CGFloat] {
        offsets.filter(\.isFinite).map { min(max($0, range.lowerBound), range.upperBound) }
            + [range.lowerBound, range.upperBound]
    }

    private func clamp(_ value: CGFloat, _ range: ClosedRange<CGFloat>) -> CGFloat {
        value.isFinite ? min(max(value, range.lowerBound), range.upperBound) : range.lowerBound
    }
}

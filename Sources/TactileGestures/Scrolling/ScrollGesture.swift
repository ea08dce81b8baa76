import Foundation

/// The gesture of a scroll view: moves content with the finger, rubber-bands past the edges,
/// flings and decelerates on release, and springs back inside its bounds (Tactile's; SwiftUI's
/// scroll gesture is private to its `ScrollView`).
///
/// The gesture does not own the content's position: it starts from ``contentOffset`` when a
/// touch begins and reports the position it moves to in its values (`onChanged`); the host shows
/// them and hands the gesture its new parameters when it re-renders. Offsets grow as content
/// moves up and left (UIKit's `contentOffset`), and rest in `0 … contentSize − containerSize` along
/// each axis of ``axes``.
///
/// | Input or time | Phase | Value |
/// |---|---|---|
/// | down | possible | none |
/// | first move ``ScrollConfiguration/touchSlop`` or more from the down point, mostly along an axis of ``axes`` | active | `.interacting`; the content follows the finger from here on, without a jump |
/// | the same, mostly along the other axis | failed, ``GestureFailureReason/movedTooFar`` | none |
/// | moves while active | active | `.interacting`, offset banded past the edges |
/// | up before active | failed, ``GestureFailureReason/liftedEarly`` | none |
/// | up while active | active (``GestureEngine/nextDeadline`` every ``ScrollConfiguration/frameInterval``) | `.decelerating`: the fling, then the spring back; with ``snapping``, a fling that lands on the offset it picks |
/// | a new pointer down on the scroll view while decelerating | active | `.interacting` from where the content stopped: the touch catches it, and no gesture inside sees it |
/// | refreshed with a ``contentOffset`` other than the last one given and the one reported, while decelerating (the host moved the content: a `scrollTo`) | ended | `.idle`, at that offset (clamped) |
/// | the motion comes to rest | ended | `.idle`, the resting offset |
/// | cancel | failed, ``GestureFailureReason/cancelled`` | none |
///
/// Attached to a scroll container (``GestureAttachment/isScrollContainer``), it competes with the
/// gestures of its content by the arbitration table in the semantics document.
public struct ScrollGesture: Gesture, Sendable {
    /// The axes along which the content scrolls.
    public var axes: GestureAxes
    /// Where the content is when a touch begins: at rest, so inside `0 … contentSize − containerSize`
    /// (an offset outside counts as the nearest end of the range; a non-finite one as 0).
    public var contentOffset: CGPoint
    /// The size of the content.
    public var contentSize: CGSize
    /// The size of the visible part: the scroll view's bounds.
    public var containerSize: CGSize
    /// How fast a fling slows down; `nil` for the configuration's
    /// (``ScrollConfiguration/decelerationRate``).
    public var decelerationRate: ScrollDecelerationRate?
    /// Where a release may come to rest (pages, aligned views); `nil` for wherever the fling stops.
    public var snapping: ScrollSnapping?

    /// A scroll gesture over content of `contentSize` seen through `containerSize`, at `contentOffset`.
    /// Non-finite or negative sizes count as zero.
    public init(
        axes: GestureAxes = .vertical, contentOffset: CGPoint = .zero, contentSize: CGSize, containerSize: CGSize,
        decelerationRate: ScrollDecelerationRate? = nil, snapping: ScrollSnapping? = nil
    ) {
        self.axes = axes
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.containerSize = containerSize
        self.decelerationRate = decelerationRate
        self.snapping = snapping
    }

    /// A primitive gesture has no body.
    public typealias Body = Never

    /// Builds the scroll recognizer.
    public func _makeNode(_ context: _GestureBuildContext) -> _GestureNode<Value> {
        ScrollNode(self, context, name: "ScrollGesture")
    }

    /// Refreshes the recognizer's parameters.
    public func _updateNode(_ node: _GestureNodeBase) -> Bool { refreshPrimitive(node, with: self) }
}

extension ScrollGesture {
    /// What a scroll view's content is doing.
    public enum Phase: Hashable, Sendable {
        /// A finger moves the content.
        case interacting
        /// The finger has lifted; the content flings, decelerates or springs back to an edge.
        case decelerating
        /// The content has come to rest (the value of `onEnded`).
        case idle
    }

    /// The attributes of a scroll gesture.
    public struct Value: Equatable, Sendable {
        /// The time of the event or deadline that produced the value.
        public var time: Date
        /// Where the content is: the offset of the visible part's top-left corner in the content,
        /// outside `0 … contentSize − containerSize` while rubber banding or springing back.
        public var contentOffset: CGPoint
        /// How fast the offset changes, in points per second.
        public var velocity: CGSize
        /// What the content is doing.
        public var phase: Phase

        /// Creates a value. Hosts and tests use this; the engine fills it in from input.
        public init(time: Date, contentOffset: CGPoint, velocity: CGSize, phase: Phase) {
            self.time = time
            self.contentOffset = contentOffset
            self.velocity = velocity
            self.phase = phase
        }
    }
}

extension ScrollGesture {
    /// The size with non-finite and negative lengths as zero.
    static func sanitized(_ size: CGSize) -> CGSize {
        CGSize(width: sanitized(size.width), height: sanitized(size.height))
    }

    private static func sanitized(_ length: CGFloat) -> CGFloat {
        length.isFinite ? max(length, 0) : 0
    }

    /// The offsets the content may rest at along `axis` (a single point for an axis it does not
    /// scroll along, at the clamped ``contentOffset``).
    func range(horizontal: Bool) -> ClosedRange<CGFloat> {
        let content = Self.sanitized(contentSize), container = Self.sanitized(containerSize)
        let limit = horizontal ? max(content.width - container.width, 0) : max(content.height - container.height, 0)
        guard axes.contains(horizontal ? .horizontal : .vertical) else {
            let offset = horizontal ? contentOffset.x : contentOffset.y
            let pinned = offset.isFinite ? min(max(offset, 0), limit) : 0
            return pinned...pinned
        }
        return 0...limit
    }

    /// The starting offset along an axis: clamped to the range (content at rest lies in it);
    /// non-finite counts as the range's start.
    func startOffset(horizontal: Bool) -> CGFloat {
        let offset = horizontal ? contentOffset.x : contentOffset.y
        let range = range(horizontal: horizontal)
        return offset.isFinite ? min(max(offset, range.lowerBound), range.upperBound) : range.lowerBound
    }
}

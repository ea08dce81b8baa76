import Foundation
import TactileGestures

/// Node content that scrolls by scroll wheel events: the marker a ``GestureHost``'s wheel routing
/// reads on the views under the pointer, so that the core finds a scroll view without naming the
/// surface's scroll view type.
@MainActor
package protocol WheelScrollableContent: NodeContent {
    /// The scroller this view is when it takes a wheel `delta` whose dominant axis is `axis`: its
    /// scrolling is enabled, it scrolls along `axis` and its content is not already at its edge in
    /// the delta's direction; `nil` otherwise.
    func wheelScroller(along axis: Axis, by delta: CGSize) -> (any WheelScroller)?
}

/// A scroll view as a wheel sequence moves it (see ``WheelScrollableContent``).
@MainActor
package protocol WheelScroller: AnyObject {
    /// Whether it takes wheel events along `axis` at all: it scrolls along it and its scrolling is
    /// enabled (as it was last resolved).
    func takesWheel(along axis: Axis) -> Bool
    /// Where its content is shown now: where a sequence that takes it starts.
    var wheelStartOffset: CGPoint { get }
    /// Moves its content by `delta`, as a finger holding it would, calling `settle` after each
    /// write so that what the write changed is committed.
    func scroll(byWheel delta: CGSize, settle: () -> Void)
    /// The wheel sequence that started at `start` ended: the content comes to rest.
    func endWheelSequence(startedAt start: CGPoint)
}

/// A sequence of scroll wheel events (`ScrollWheelEvent`) and the scroll view it moves: a
/// ``GestureHost``'s record, from its first event until `ScrollConfiguration.wheelIdleInterval`
/// passes without one.
///
/// The scroll view is chosen by the first event of the sequence (the innermost under the event
/// that can move, ``wheelScroller(in:for:)``) and keeps the sequence ("latching", as browsers do):
/// momentum that runs a carousel into its end does not spill into the list around it. A later
/// event that the latched view cannot take at all (it scrolls only along the other axis, was
/// disabled, left the window) chooses afresh.
@MainActor
struct ScrollWheelSequence {
    /// The scroll view the sequence moves; `nil` once it left the window.
    weak var target: (any WheelScroller)?
    /// Where that view's content was when the sequence took it (a paged view moves at most a page
    /// from there).
    var startOffset: CGPoint
    /// When the sequence ends if no other event comes: its deadline in the engine's queue
    /// (`GestureEngine.scheduleHostDeadline(at:_:)`), moved by every event of the sequence.
    let deadline: HostDeadline

    /// The axis a wheel delta mostly moves along (vertical on a tie); `nil` for a zero delta.
    static func dominantAxis(of delta: CGSize) -> Axis? {
        if delta.width == 0 && delta.height == 0 { return nil }
        return abs(delta.width) > abs(delta.height) ? .horizontal : .vertical
    }

    /// The scroll view that a wheel `delta` at a hit `path` (innermost first) moves: the innermost
    /// one that takes it (``WheelScrollableContent/wheelScroller(along:by:)``); `nil` when none
    /// can move (or the delta is zero).
    static func wheelScroller(in path: [ViewNode], for delta: CGSize) -> (any WheelScroller)? {
        guard let axis = dominantAxis(of: delta) else { return nil }
        for node in path {
            guard let content = node.content as? any WheelScrollableContent else { continue }
            if let scroller = content.wheelScroller(along: axis, by: delta) { return scroller }
        }
        return nil
    }
}

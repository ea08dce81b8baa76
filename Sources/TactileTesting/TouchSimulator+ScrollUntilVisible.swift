import Foundation
import Tactile

#if canImport(Testing)
import Testing
#endif

// Scrolling until a view is fully visible, as a person does: drags that come to rest before the
// finger lifts (no fling), one after another, until the view is in sight or the content ends.

extension ViewFinder {
    /// The scroll views (`ScrollView`, and the one a `List` scrolls with).
    public static var scrollView: ViewFinder { ViewFinder.kind(named: "ScrollView").outermost }
}

extension TouchSimulator {
    /// How far one of ``scroll(_:until:towards:by:maxDrags:)``'s drags moves the content unless
    /// told: 200 points, a person's unhurried drag on a phone.
    public static let scrollStep: CGFloat = 200

    /// How many drags ``scroll(_:until:towards:by:maxDrags:)`` makes before it gives up unless told:
    /// fifty of ``scrollStep``, ten thousand points of content.
    public static let maximumScrollDrags = 50

    /// How long a resting drag holds still before it lifts: past the velocity estimator's 40 ms stop
    /// rule, so the content does not fling.
    static let restBeforeLift: TimeInterval = 0.1

    /// Drags the one scroll view `scrollView` matches until the one view `target` matches is fully
    /// inside it, revealing the content that lies towards `edge` (`.bottom`: scrolls down, as a
    /// finger moving up does; `.trailing`: scrolls to the right). Each drag moves the content by
    /// `step` points (at most half the scroll view's size, so a view never passes unseen) and rests
    /// before it lifts, so nothing flings; lazy content is built as it comes into view.
    ///
    /// ```swift
    /// sim.scroll(until: .text("Row 80"))
    /// sim.tap(on: .text("Row 80"))
    /// ```
    ///
    /// - Returns: Whether the target is fully visible. When it is not (the content ended, or
    ///   `maxDrags` drags were not enough), or when `scrollView` does not match exactly one view, a
    ///   test issue says so, naming the finders, the drags made and what the window shows.
    @discardableResult
    public func scroll(
        _ scrollView: ViewFinder = .scrollView, until target: ViewFinder, towards edge: Edge = .bottom,
        by step: CGFloat = TouchSimulator.scrollStep, maxDrags: Int = TouchSimulator.maximumScrollDrags
    ) -> Bool {
        let call = "scroll(_:until:towards:)"
        guard step.isFinite, step > 0, maxDrags >= 0 else {
            recordMisuse("\(call): the step must be a positive number of points and maxDrags not negative")
            return false
        }
        guard let viewport = single(scrollView, for: call)?.frame else { return false }
        if isFullyVisible(target, in: viewport) { return true }
        let extent = edge == .top || edge == .bottom ? viewport.height : viewport.width
        let distance = min(step, extent / 2)
        var drags = 0
        while drags < maxDrags {
            let before = host.svg()
            restingDrag(in: viewport, revealing: edge, by: distance)
            drags += 1
            if isFullyVisible(target, in: viewport) { return true }
            if host.svg() == before { break }
        }
        let reason = drags < maxDrags ? "the content ended" : "\(maxDrags) drags were not enough"
        recordMisuse(
            "\(call): \(target) is not fully visible in \(scrollView) after \(drags) drags towards the \(edge) "
                + "(\(reason)); the window shows texts \(host.texts())")
        return false
    }

    /// Scrolls the one scroll view `scrollView` matches until the view with the accessibility
    /// identifier `identifier` is fully visible (``scroll(_:until:towards:by:maxDrags:)``).
    @discardableResult
    public func scroll(
        _ scrollView: ViewFinder = .scrollView, to identifier: String, towards edge: Edge = .bottom,
        by step: CGFloat = TouchSimulator.scrollStep, maxDrags: Int = TouchSimulator.maximumScrollDrags
    ) -> Bool {
        scroll(scrollView, until: .accessibilityIdentifier(identifier), towards: edge, by: step, maxDrags: maxDrags)
    }

    /// Whether `target` matches exactly one view, and it lies inside `viewport`.
    private func isFullyVisible(_ target: ViewFinder, in viewport: CGRect) -> Bool {
        let matches = find(target)
        guard matches.count == 1 else { return false }
        return viewport.insetBy(dx: -0.5, dy: -0.5).contains(matches[0].frame)
    }

    /// One drag across the middle of `viewport` that moves the content `distance` points so that
    /// what lies towards `edge` comes into view, held still before the lift.
    private func restingDrag(in viewport: CGRect, revealing edge: Edge, by distance: CGFloat) {
        let center = CGPoint(x: viewport.midX, y: viewport.midY)
        // The finger moves away from the edge to reveal: up to show what is below.
        let direction: CGSize =
            switch edge {
            case .bottom: CGSize(width: 0, height: -1)
            case .top: CGSize(width: 0, height: 1)
            case .trailing: CGSize(width: -1, height: 0)
            case .leading: CGSize(width: 1, height: 0)
            }
        // A scroll view starts moving the content once the finger has moved its slop, so the drag
        // goes that much further for the content to move by `distance`.
        let slop = GestureConfiguration.standard.scroll.touchSlop
        let travel = distance + slop
        let start = CGPoint(x: center.x - direction.width * travel / 2, y: center.y - direction.height * travel / 2)
        let pointer = freePointer()
        down(pointer, at: start)
        // Twelve moves at 60 Hz: a fifth of a second, an unhurried drag.
        animate(duration: 12.0 / 60, steps: 12) { fraction in
            move(
                pointer,
                to: CGPoint(
                    x: start.x + direction.width * travel * fraction, y: start.y + direction.height * travel * fraction)
            )
        }
        advance(by: Self.restBeforeLift)
        up(pointer)
        settle()
    }
}

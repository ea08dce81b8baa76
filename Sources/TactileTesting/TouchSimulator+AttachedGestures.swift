import Foundation
import Tactile

/// One gesture attached to a view, as ``TouchSimulator/gestures(of:)`` lists it: what the gesture
/// is and how it is configured (`GestureSummary`), and how it was attached.
public struct AttachedGesture: Sendable, Hashable, CustomStringConvertible {
    /// The gesture's kind and configuration: `summary.kind == .drag`,
    /// `summary.minimumDistance == 10`; a combinator's two gestures in `summary.parts`.
    public var summary: GestureSummary
    /// How it competes with the gestures inside the view: `gesture` (normal),
    /// `highPriorityGesture` (high) or `simultaneousGesture` (simultaneous).
    public var priority: GesturePriority
    /// Which of it and the gestures inside take part (`including:`; a disabled view's gesture has
    /// lost `GestureMask.gesture`).
    public var mask: GestureMask
    /// The kind of view or modifier that attached it: `gesture`, `onTapGesture`, `buttonPress`,
    /// `ScrollView`.
    public var attachedBy: String
    /// Where in the view tree it is attached.
    public var identity: ViewIdentity

    /// The gesture's kind (`summary.kind`).
    public var kind: GestureSummary.Kind { summary.kind }

    /// `priority summary`, and the mask when it is not `.all`:
    /// `high drag(minimumDistance: 10, coordinateSpace: local)`.
    public var description: String {
        var text = "\(priority.rawValue) \(summary)"
        if mask != .all {
            let parts = [(GestureMask.gesture, "gesture"), (GestureMask.subviews, "subviews")].filter {
                mask.contains($0.0)
            }
            text += " including: [\(parts.map(\.1).joined(separator: ", "))]"
        }
        return text
    }
}

extension TouchSimulator {
    /// The gestures attached to the one view `finder` matches, in tree order (outermost first):
    /// those of the modifiers applied to it (`.gesture`, `.onTapGesture`, `.highPriorityGesture`,
    /// `.simultaneousGesture` around it, up to the first container it shares with other views),
    /// and those of the views inside it (a button's press, a scroll view's scrolling). With no
    /// match or several, records a test issue and returns an empty list.
    ///
    /// ```swift
    /// let gestures = sim.gestures(of: .accessibilityIdentifier("card"))
    /// #expect(gestures.map(\.kind) == [.drag, .tap])
    /// #expect(gestures[0].summary.minimumDistance == 10)
    /// ```
    public func gestures(of finder: ViewFinder) -> [AttachedGesture] {
        guard let match = single(finder, for: "gestures(of:)") else { return [] }
        let views = host.viewHost.inspectedViews()
        let outermost = Self.outermostWrapper(of: match.identity, in: views)
        return host.viewHost.attachedGestures().compactMap { attachment in
            guard let identity = attachment.id.base as? ViewIdentity, identity.isDescendant(of: outermost) else {
                return nil
            }
            let kind = views.first { $0.identity == identity }.map { $0.kindName } ?? "gesture"
            return AttachedGesture(
                summary: attachment.summary, priority: attachment.priority, mask: attachment.mask, attachedBy: kind,
                identity: identity)
        }
    }

    /// The outermost view whose subtree is only `identity`'s: going up while each parent has no
    /// other child, so that the modifiers applied to the view (each a node around it) count as
    /// its own.
    private static func outermostWrapper(of identity: ViewIdentity, in views: [InspectedView]) -> ViewIdentity {
        var childCounts: [ViewIdentity: Int] = [:]
        var parents: [ViewIdentity: ViewIdentity] = [:]
        var stack: [ViewIdentity] = []
        for view in views {
            while let top = stack.last, !view.identity.isDescendant(of: top) { stack.removeLast() }
            if let top = stack.last {
                childCounts[top, default: 0] += 1
                parents[view.identity] = top
            }
            stack.append(view.identity)
        }
        var current = identity
        while let parent = parents[current], childCounts[parent] == 1 { current = parent }
        return current
    }
}

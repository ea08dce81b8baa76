import Foundation

/// A ``ScrollViewReader``'s record of the scroll views and lazy stacks inside it, and the search
/// behind ``ScrollViewProxy/scrollTo(_:anchor:)``.
///
/// Scroll views register their ``ScrollMetrics`` when they resolve inside the reader (weakly: one
/// that leaves the tree drops out with its state), lazy stacks their rows. A scroll looks for the
/// view after the last layout, so node frames are current. A row of a lazy stack that is not built
/// is scrolled to where its estimated length puts it, and once more after the layout that built
/// it, to where it really is.
@MainActor
final class ScrollTargets {
    weak var graph: ViewGraph?
    /// The reader's node: the views searched are below it.
    weak var reader: ViewNode?
    private var scrollViews: [WeakMetrics] = []
    private var lazyStacks: [ViewIdentity: LazyStackTarget] = [:]
    /// A scroll to a row that was not built: tried again after the next layouts (at most
    /// ``settleAttempts``) until the row is found.
    private var pending: (id: AnyHashable, anchor: UnitPoint?, attempts: Int)?

    /// How many layouts a scroll to a row not yet built waits for the row: the first builds it,
    /// a second may follow once its length is known.
    static let settleAttempts = 3

    private struct WeakMetrics {
        weak var metrics: ScrollMetrics?
    }

    /// The proxy the reader hands its content.
    var proxy: ScrollViewProxy { ScrollViewProxy(targets: self) }

    /// Adds the scroll view whose layout `metrics` records (once).
    func register(_ metrics: ScrollMetrics) {
        scrollViews.removeAll { $0.metrics == nil }
        guard !scrollViews.contains(where: { $0.metrics === metrics }) else { return }
        scrollViews.append(WeakMetrics(metrics: metrics))
    }

    /// Records the rows of the lazy stack at `target`'s node (replacing its earlier resolution).
    func register(_ target: LazyStackTarget) {
        lazyStacks = lazyStacks.filter { $0.value.node != nil }
        lazyStacks[target.identity] = target
    }

    /// Scrolls the scroll views around the first view identified by `id` so that it shows (see
    /// ``ScrollViewProxy/scrollTo(_:anchor:)``).
    func scroll(to id: AnyHashable, anchor: UnitPoint?) {
        pending = nil
        guard let reader else { return }
        if let target = Self.firstNode(identifiedBy: .id(id), in: reader) {
            return bring(target.bounds.applying(target.transformToWindow), of: target, anchor: anchor, id: id)
        }
        for stack in lazyStacks.values {
            guard let node = stack.node, node.identity.isDescendant(of: reader.identity),
                let frame = stack.frame(of: id)
            else { continue }
            pending = (id, anchor, Self.settleAttempts)
            return bring(frame.applying(node.transformToWindow), of: node, anchor: anchor, id: id)
        }
        note("scrollTo(\(id)): no view inside the ScrollViewReader has this id; nothing scrolled")
    }

    /// After a layout: scrolls again to a lazy row that a scroll asked for before it was built.
    func settle() {
        guard let request = pending, let reader else { return }
        guard let target = Self.firstNode(identifiedBy: .id(request.id), in: reader) else {
            pending = request.attempts > 1 ? (request.id, request.anchor, request.attempts - 1) : nil
            return
        }
        pending = nil
        bring(target.bounds.applying(target.transformToWindow), of: target, anchor: request.anchor, id: request.id)
    }

    /// Moves the scroll views around `node`, innermost first, to show `frame` (window space).
    private func bring(_ frame: CGRect, of node: ViewNode, anchor: UnitPoint?, id: AnyHashable) {
        let enclosing =
            scrollViews
            .compactMap { entry -> (ScrollMetrics, ViewNode)? in
                guard let metrics = entry.metrics, let viewport = metrics.viewport,
                    node.identity.isDescendant(of: viewport.identity), node !== viewport
                else { return nil }
                return (metrics, viewport)
            }
            .sorted { $0.1.identity.step.depth > $1.1.identity.step.depth }
        guard !enclosing.isEmpty else {
            return note("scrollTo(\(id)): the view with this id is in no scroll view; nothing scrolled")
        }
        // Each scroll view brings the view in; the next one out brings in where the view will be
        // once the inner one has moved.
        var frame = frame
        for (metrics, viewport) in enclosing {
            let inContent = frame.applying(viewport.contentToWindow.inverted())
            let current = metrics.shownOffset(metrics.position)
            let offset = metrics.offset(revealing: inContent, anchor: anchor, from: current)
            guard offset != current else { continue }
            metrics.move?(offset)
            frame = frame.offsetBy(dx: current.x - offset.x, dy: current.y - offset.y)
        }
    }

    private func note(_ message: String) {
        graph?.scrollDiagnostics.append(message)
    }

    /// The first node, in drawing order, of the view identified by `component`.
    ///
    /// That is the outermost node at a `ForEach` element's identity (which ends in the id), or of
    /// the content of an `.id(_:)` (which ends in the id and `content`). A `ForEach` whose content
    /// is an `if` makes no node at the element's id, only one at the id followed by the branch:
    /// when no node ends in the id, the first node whose identity passes through it below its
    /// parent node is the view.
    private static func firstNode(identifiedBy component: ViewIdentity.Component, in root: ViewNode) -> ViewNode? {
        firstNode(endingIn: component, in: root) ?? firstNode(passingThrough: component, below: root)
    }

    /// The first node, in drawing order, whose identity ends in `component` (or in `component`
    /// and `content`).
    private static func firstNode(endingIn component: ViewIdentity.Component, in root: ViewNode) -> ViewNode? {
        let step = root.identity.step
        if step.component == component
            || (step.component == .content && step.parent.map { $0.component == component } == true)
        {
            return root
        }
        for child in root.children {
            if let found = firstNode(endingIn: component, in: child) { return found }
        }
        return nil
    }

    /// The first node below `parent`, in drawing order, one of whose identity's steps below
    /// `parent`'s node has `component`: the outermost node inside the view with that id.
    private static func firstNode(passingThrough component: ViewIdentity.Component, below parent: ViewNode) -> ViewNode?
    {
        let parentDepth = parent.identity.step.depth
        for child in parent.children {
            var step: ViewIdentity.Step? = child.identity.step
            while let current = step, current.depth > parentDepth {
                if current.component == component { return child }
                step = current.parent
            }
            if let found = firstNode(passingThrough: component, below: child) { return found }
        }
        return nil
    }
}

/// A lazy stack as a ``ScrollTargets`` sees it: where its rows are, built or not.
@MainActor
struct LazyStackTarget {
    weak var node: ViewNode?
    let identity: ViewIdentity
    let state: LazyStackState
    let source: any LazyRowLookup
    let spacing: CGFloat
    let axis: Axis

    init(node: ViewNode, state: LazyStackState, source: any LazyRowLookup, spacing: CGFloat, axis: Axis) {
        self.node = node
        identity = node.identity
        self.state = state
        self.source = source
        self.spacing = spacing
        self.axis = axis
    }

    /// The frame of the row identified by `id` in the stack's space, by the lengths measured or
    /// estimated; `nil` when no row has that id.
    func frame(of id: AnyHashable) -> CGRect? {
        guard let node else { return nil }
        return state.frame(of: id, axis: axis, across: node.size[axis.other], spacing: spacing)
    }
}

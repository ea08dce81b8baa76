import Foundation

/// The drag in progress in one window, if any: the items it carries, where the finger is, the
/// drop target under it and the scroll view it auto-scrolls. Kept once per view graph
/// (`GraphFeature`), so that a drag source and the drop targets anywhere in the window share it.
///
/// The source's gesture drives it (`begin(_:at:)`, `move(to:)`, `drop(at:)`, `cancel()`).
/// At each move it finds the drop target under the finger: of the `onDrop`/`dropDestination`
/// views whose frame contains the point (and whose scroll views show it), whose types an item
/// conforms to and whose delegate validates the drop, the innermost, and of siblings the
/// frontmost. It tells the target it left `dropExited` and `isTargeted(false)`, the one it
/// entered `isTargeted(true)` and `dropEntered`, and the one it stays in `dropUpdated`.
@MainActor
final class DragAndDropSession: GraphFeature {
    /// The graph whose tree the targets are found in.
    weak var graph: ViewGraph?

    /// The items of the drag in progress and where the finger is (window coordinates).
    private(set) var drag: (providers: [NSItemProvider], location: CGPoint)?

    /// The target the drag is over: its node's identity, its handlers as last resolved, the
    /// finger in its space, and what its delegate last proposed.
    private var target: (identity: ViewIdentity, handlers: DropTargetHandlers, proposal: DropProposal?)?

    /// The scroll view auto-scrolling and its speed (points a second along each axis).
    private var autoScroll: (metrics: ScrollMetrics, velocity: CGSize)?
    /// The next auto-scroll step in the engine's queue.
    private var step: (handle: HostDeadline, time: TimeInterval)?

    init() {}

    // MARK: The source's gesture

    /// A drag of `providers` lifts, the finger at `location` (`nil`: not known until it moves).
    func begin(_ providers: [NSItemProvider], at location: CGPoint?) {
        if drag != nil { cancel() }
        drag = (providers, location ?? CGPoint(x: CGFloat.nan, y: CGFloat.nan))
        if let location { move(to: location) }
    }

    /// The finger moved to `location`: the target under it is told.
    func move(to location: CGPoint) {
        guard let providers = drag?.providers else { return }
        drag?.location = location
        let found = self.target(at: location, providers: providers)
        if let current = target, current.identity != found?.identity {
            let info = DropInfo(location: location, providers: providers)
            current.handlers.exited(info)
            current.handlers.targeted(false)
            target = nil
        }
        if let found {
            let info = DropInfo(location: found.local, providers: providers)
            if target == nil {
                target = (found.identity, found.handlers, nil)
                found.handlers.targeted(true)
                found.handlers.entered(info)
            } else {
                target?.handlers = found.handlers
            }
            if let proposal = found.handlers.updated(info) { target?.proposal = proposal }
        }
        autoScroll = scrollViewToMove(at: location)
    }

    /// The finger lifted at `location`: the target under it, unless its last proposal cancels
    /// or forbids the drop, performs it. Returns whether a target took the drop.
    @discardableResult
    func drop(at location: CGPoint) -> Bool {
        move(to: location)
        guard let drag, let current = target, let found = self.target(at: location, providers: drag.providers)
        else {
            cancel()
            return false
        }
        self.target = nil
        self.drag = nil
        autoScroll = nil
        let info = DropInfo(location: found.local, providers: drag.providers)
        if let operation = current.proposal?.operation, operation == .cancel || operation == .forbidden {
            current.handlers.exited(info)
            current.handlers.targeted(false)
            return false
        }
        let taken = current.handlers.perform(info)
        current.handlers.targeted(false)
        return taken
    }

    /// The drag ends without a drop (the finger lifted over no target, or the gesture failed).
    func cancel() {
        if let drag, let current = target {
            current.handlers.exited(DropInfo(location: drag.location, providers: drag.providers))
            current.handlers.targeted(false)
        }
        target = nil
        drag = nil
        autoScroll = nil
    }

    /// Whether a drag is in progress.
    var isDragging: Bool { drag != nil }

    // MARK: Finding what is under the finger

    /// The drop target under `point` that takes `providers`, with the point in its space.
    private func target(at point: CGPoint, providers: [NSItemProvider])
        -> (identity: ViewIdentity, handlers: DropTargetHandlers, local: CGPoint)?
    {
        guard let root = graph?.root else { return nil }
        var found: (identity: ViewIdentity, handlers: DropTargetHandlers, local: CGPoint)?
        let current = target?.identity
        walk(root, point: point) { node in
            guard let content = node.content as? DropTargetContent, content.handlers.accepts(providers) else { return }
            let local = point.applying(node.transformToWindow.inverted())
            // A target already entered was validated then; another is asked now.
            if node.identity != current,
                !content.handlers.validate(DropInfo(location: local, providers: providers))
            {
                return
            }
            found = (node.identity, content.handlers, local)
        }
        return found
    }

    /// The innermost scroll view under `point` that can move towards the edge the point is near
    /// (within `DragAndDropMetrics/autoScrollEdge`), with its speed; `nil` when none.
    private func scrollViewToMove(at point: CGPoint) -> (metrics: ScrollMetrics, velocity: CGSize)? {
        guard let root = graph?.root else { return nil }
        var found: (metrics: ScrollMetrics, velocity: CGSize)?
        walk(root, point: point) { node in
            guard let viewport = node.content as? ScrollViewportContent, viewport.isScrollEnabled else { return }
            let frame = node.bounds.applying(node.transformToWindow)
            let edge = DragAndDropMetrics.autoScrollEdge
            func speed(_ low: CGFloat, _ high: CGFloat, _ value: CGFloat) -> CGFloat {
                let band = min(edge, (high - low) / 2)
                guard band > 0 else { return 0 }
                if value < low + band { return -DragAndDropMetrics.autoScrollSpeed * (low + band - value) / band }
                if value > high - band { return DragAndDropMetrics.autoScrollSpeed * (value - (high - band)) / band }
                return 0
            }
            var velocity = CGSize.zero
            if viewport.axes.contains(.horizontal) { velocity.width = speed(frame.minX, frame.maxX, point.x) }
            if viewport.axes.contains(.vertical) { velocity.height = speed(frame.minY, frame.maxY, point.y) }
            let metrics = viewport.metrics
            let moves =
                metrics.canMove(along: .horizontal, by: velocity.width)
                || metrics.canMove(along: .vertical, by: velocity.height)
            found = moves ? (metrics, velocity) : nil
        }
        return found
    }

    /// Visits, in drawing order, the nodes whose window frame contains `point` where every scroll
    /// view around them shows it; skips drag previews.
    private func walk(_ node: ViewNode, point: CGPoint, _ visit: (ViewNode) -> Void) {
        if node.content is DragPreviewContent { return }
        if node.content is ScrollViewportContent {
            // A scroll view shows its content only inside its own frame.
            guard node.bounds.applying(node.transformToWindow).contains(point) else { return }
        }
        if node.bounds.applying(node.transformToWindow).contains(point) { visit(node) }
        for child in node.children { walk(child, point: point, visit) }
    }

    // MARK: Auto-scrolling on the engine's time

    /// Schedules the next auto-scroll step while the finger rests near a scroll view's edge, and
    /// cancels it when it no longer does.
    func schedule(in engine: GestureEngine) {
        if autoScroll == nil {
            if let step {
                engine.cancelHostDeadline(step.handle)
                self.step = nil
            }
            return
        }
        guard step == nil else { return }
        let time = engine.now + DragAndDropMetrics.autoScrollInterval
        let handle = engine.scheduleHostDeadline(at: time) { [weak self] in self?.stepAutoScroll() }
        step = (handle, time)
    }

    /// The latest auto-scroll step at or before `time`.
    func latestDeadline(through time: TimeInterval) -> TimeInterval? {
        guard let step, step.time <= time else { return nil }
        return step.time
    }

    /// Moves the auto-scrolling view one step, then finds the target under the finger again
    /// (the content moved under it).
    private func stepAutoScroll() {
        step = nil
        guard let (metrics, velocity) = autoScroll, let location = drag?.location else { return }
        let interval = CGFloat(DragAndDropMetrics.autoScrollInterval)
        let delta = CGSize(width: velocity.width * interval, height: velocity.height * interval)
        metrics.setPosition?(ScrollOffsetState(offset: metrics.offset(scrolledBy: delta), phase: .idle))
        move(to: location)
    }
}

extension ViewGraph {
    /// This window's drag session, which from now on knows its graph (to find drop targets in).
    func dragSession() -> DragAndDropSession {
        let session = feature(DragAndDropSession.self)
        session.graph = self
        return session
    }
}

import Foundation

/// The recognizer of ``ScrollGesture``: see its table for the rules.
final class ScrollNode: PrimitiveNode<ScrollGesture> {
    private enum State {
        case waiting
        /// `pointer` is down at `downHost` (host space) and has not yet moved the touch slop.
        case pending(pointer: PointerID, downHost: CGPoint)
        /// `pointer` moves the content: at `originLocal` (the gesture's local space) it held the
        /// content at the finger-driven offset `originRaw` (before rubber banding).
        case tracking(pointer: PointerID, originLocal: CGPoint, originRaw: CGPoint)
        /// The finger has lifted; each axis moves on its own; `frame` is the last update's time.
        case moving(x: ScrollAxisMotion, y: ScrollAxisMotion, frame: TimeInterval)
        case ended
        case failed(GestureFailureReason)
    }

    private var state: State = .waiting
    /// Where the content is, as last reported, and how fast it moves.
    private var offset: CGPoint = .zero
    private var offsetVelocity: CGSize = .zero
    /// Where the content was when the finger last took it (paging moves at most a page from there).
    private var touchStartOffset: CGPoint = .zero
    /// The ``ScrollGesture/contentOffset`` of the parameters seen at the last update.
    private var givenOffset: CGPoint = .zero
    /// Exempt from the run-time exclusivity check for the same reason as the drag's: nothing else
    /// runs while its copy-on-write buffer changes.
    @exclusivity(unchecked) private var fingerVelocity: VelocityTracker

    init(_ gesture: ScrollGesture, _ context: _GestureBuildContext, name: String) {
        fingerVelocity = VelocityTracker(configuration: context.configuration.velocity)
        super.init(gesture, context, name: name)
    }

    private var scroll: ScrollConfiguration { configuration.scroll }

    override func reset() {
        super.reset()
        state = .waiting
        offset = .zero
        offsetVelocity = .zero
        touchStartOffset = .zero
        givenOffset = .zero
        fingerVelocity.resetForReuse(configuration: configuration.velocity)
    }

    override func start(_ context: _GestureUpdateContext) {
        super.start(context)
        offset = CGPoint(x: gesture.startOffset(horizontal: true), y: gesture.startOffset(horizontal: false))
        offsetVelocity = .zero
        givenOffset = gesture.contentOffset
        if let first = context.pointers.first {
            state = .pending(pointer: first.id, downHost: first.location)
        } else {
            state = .waiting
        }
    }

    // A fling asks for a frame after each frame, so the session must ask this node: after an
    // update only the nodes that wait are asked for a deadline
    // (Docs/Decisions.md#per-event-costs).
    override func collectDeadlineSources(into sources: inout [_GestureNodeBase]) { sources.append(self) }

    override func nextDeadline() -> TimeInterval? {
        guard isInProgress, case .moving(_, _, let frame) = state else { return nil }
        return frame + scroll.frameInterval
    }

    override func evaluate(_ context: _GestureUpdateContext) -> GesturePhaseKind {
        let hostMoved = hostMovedContent()
        if let event = context.event(for: self) {
            handle(event)
        }
        switch state {
        case .waiting, .pending:
            return .possible
        case .tracking:
            report(.interacting, at: context.time)
            return .active
        case .moving(var x, var y, _):
            let time = context.time
            if hostMoved {
                // The host put the content somewhere else (a `scrollTo`): the motion stops there.
                state = .ended
                offset = CGPoint(x: gesture.startOffset(horizontal: true), y: gesture.startOffset(horizontal: false))
                offsetVelocity = .zero
                report(.idle, at: time)
                return .ended
            }
            x.advance(to: time)
            y.advance(to: time)
            offset = CGPoint(x: x.position(at: time), y: y.position(at: time))
            offsetVelocity = CGSize(width: x.velocity(at: time), height: y.velocity(at: time))
            if x.isResting && y.isResting {
                state = .ended
                offsetVelocity = .zero
                report(.idle, at: time)
                return .ended
            }
            state = .moving(x: x, y: y, frame: time)
            report(.decelerating, at: time)
            return .active
        case .ended:
            report(.idle, at: context.time)
            return .ended
        case .failed(let reason):
            return fail(reason)
        }
    }

    /// Whether refreshed parameters brought a content offset that is neither the last one given
    /// nor the one this gesture reported: the host moved the content itself. A host that shows
    /// what the gesture reports hands back the reported offset; one that does not re-render
    /// (an engine alone) hands back the same parameters.
    private func hostMovedContent() -> Bool {
        let given = gesture.contentOffset
        defer { givenOffset = given }
        guard given.x.isFinite, given.y.isFinite else { return false }
        return given != givenOffset && given != offset
    }

    private func report(_ phase: ScrollGesture.Phase, at time: TimeInterval) {
        setValue(
            ScrollGesture.Value(
                time: gestureDate(time), contentOffset: offset, velocity: offsetVelocity, phase: phase))
    }

    private func handle(_ event: PointerEvent) {
        switch state {
        case .waiting:
            if event.phase == .down { state = .pending(pointer: event.pointer, downHost: event.location) }
        case .pending(let pointer, let downHost):
            guard event.pointer == pointer else { return }
            switch event.phase {
            case .down: break
            case .move: checkSlop(event, downHost: downHost)
            case .up: state = .failed(.liftedEarly)
            case .cancel: state = .failed(.cancelled)
            }
        case .tracking(let pointer, let originLocal, let originRaw):
            guard event.pointer == pointer else { return }
            switch event.phase {
            case .down:
                break
            case .move, .up:
                let local = geometry.convert(event.location, to: .local)
                // A lift where the finger last was adds no sample (`VelocityTracker.addLift`): a
                // quick flick released in place once flung the content backwards.
                if event.phase == .up {
                    fingerVelocity.addLift(local, at: event.time)
                } else {
                    fingerVelocity.addSample(local, at: event.time)
                }
                follow(local, originLocal: originLocal, originRaw: originRaw)
                if event.phase == .up { release(at: event.time) }
            case .cancel:
                state = .failed(.cancelled)
            }
        case .moving(let x, let y, _):
            // A touch on the moving content catches it where it is, and moves it from there.
            guard event.phase == .down else { return }
            offset = CGPoint(x: x.position(at: event.time), y: y.position(at: event.time))
            offsetVelocity = .zero
            take(pointer: event.pointer, at: event.location, time: event.time)
        case .ended, .failed:
            break
        }
    }

    /// Starts moving the content once the finger has gone the touch slop, along an axis it
    /// scrolls; fails if the finger went mostly along an axis it does not.
    private func checkSlop(_ event: PointerEvent, downHost: CGPoint) {
        guard event.location.distance(to: downHost) >= scroll.touchSlop else { return }
        let local = geometry.convert(event.location, to: .local)
        let start = geometry.convert(downHost, to: .local)
        guard gesture.axes.allowsMovement(by: CGSize(width: local.x - start.x, height: local.y - start.y)) else {
            state = .failed(.movedTooFar)
            return
        }
        // The content follows the finger from where it crossed the slop, on its way from the down to
        // this event: a single long move (a coarse digitizer, a browser's coalesced moves) scrolls
        // by its length less the slop, as a stream of small moves does, rather than not at all.
        let distance = event.location.distance(to: downHost)
        let fraction = distance > 0 ? scroll.touchSlop / distance : 1
        let crossing = CGPoint(
            x: downHost.x + (event.location.x - downHost.x) * fraction,
            y: downHost.y + (event.location.y - downHost.y) * fraction)
        take(pointer: event.pointer, at: event.location, time: event.time, origin: crossing)
        let moved = geometry.convert(event.location, to: .local)
        if case .tracking(_, let originLocal, let originRaw) = state {
            follow(moved, originLocal: originLocal, originRaw: originRaw)
        }
    }

    /// Lets `pointer`, at `host`, hold the content where it is now; the content then follows the
    /// finger's movement from `origin` (host space; `host` when `nil`).
    private func take(pointer: PointerID, at host: CGPoint, time: TimeInterval, origin: CGPoint? = nil) {
        let local = geometry.convert(host, to: .local)
        fingerVelocity.reset()
        fingerVelocity.addSample(local, at: time)
        touchStartOffset = offset
        let raw = CGPoint(
            x: band(horizontal: true).raw(offset.x, in: gesture.range(horizontal: true)),
            y: band(horizontal: false).raw(offset.y, in: gesture.range(horizontal: false)))
        let originLocal = origin.map { geometry.convert($0, to: .local) } ?? local
        state = .tracking(pointer: pointer, originLocal: originLocal, originRaw: raw)
    }

    /// Moves the content with the finger at `local`, banded past the edges.
    private func follow(_ local: CGPoint, originLocal: CGPoint, originRaw: CGPoint) {
        offset = CGPoint(
            x: followed(horizontal: true, raw: originRaw.x - (local.x - originLocal.x)),
            y: followed(horizontal: false, raw: originRaw.y - (local.y - originLocal.y)))
    }

    private func followed(horizontal: Bool, raw: CGFloat) -> CGFloat {
        let range = gesture.range(horizontal: horizontal)
        guard gesture.axes.contains(horizontal ? .horizontal : .vertical) else { return range.lowerBound }
        return band(horizontal: horizontal).displayed(raw, in: range)
    }

    /// The finger lifted at `time`: each axis flings with the finger's velocity (the content moves
    /// against the finger's direction of travel in offset terms) or springs back; with
    /// ``ScrollGesture/snapping``, a fling inside the range lands on the offset it picks.
    private func release(at time: TimeInterval) {
        let finger = fingerVelocity.velocity(at: time)
        let rate = gesture.decelerationRate ?? scroll.decelerationRate
        let container = ScrollGesture.sanitized(gesture.containerSize)
        // The offset moves against the finger.
        let velocity = CGVector(
            dx: gesture.axes.contains(.horizontal) ? -finger.dx : 0,
            dy: gesture.axes.contains(.vertical) ? -finger.dy : 0)
        let snapped = gesture.snapping.map { snapping in
            snapping.target(
                position: offset, velocity: velocity,
                destination: CGPoint(
                    x: ScrollAxisMotion.destination(from: offset.x, velocity: velocity.dx, rate: rate),
                    y: ScrollAxisMotion.destination(from: offset.y, velocity: velocity.dy, rate: rate)),
                startOffset: touchStartOffset, container: container,
                content: ScrollGesture.sanitized(gesture.contentSize), axes: gesture.axes,
                horizontalRange: gesture.range(horizontal: true), verticalRange: gesture.range(horizontal: false))
        }
        func motion(horizontal: Bool) -> ScrollAxisMotion {
            let range = gesture.range(horizontal: horizontal)
            let position = horizontal ? offset.x : offset.y
            guard gesture.axes.contains(horizontal ? .horizontal : .vertical) else {
                return ScrollAxisMotion(restingAt: range.lowerBound, configuration: scroll)
            }
            let velocity = horizontal ? velocity.dx : velocity.dy
            if let snapped, range.contains(position) {
                let target = horizontal ? snapped.x : snapped.y
                return ScrollAxisMotion(
                    releasedAt: time, position: position, landingAt: target, rate: ScrollSnapping.decelerationRate,
                    configuration: scroll)
            }
            return ScrollAxisMotion(
                releasedAt: time, position: position, velocity: velocity, range: range, rate: rate,
                configuration: scroll)
        }
        state = .moving(x: motion(horizontal: true), y: motion(horizontal: false), frame: time)
    }

    private func band(horizontal: Bool) -> ScrollRubberBand {
        let container = ScrollGesture.sanitized(gesture.containerSize)
        return ScrollRubberBand(
            coefficient: scroll.rubberBandCoefficient, dimension: horizontal ? container.width : container.height)
    }
}

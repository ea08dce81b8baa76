import Foundation

/// How a scroll container's gesture competes with the gestures of its content (the hierarchy's
/// composition uses it for an attachment with ``GestureAttachment/isScrollContainer``).
///
/// Both sides follow every event. The first to be recognized leads:
/// - the scroll, once active, wins: the content fails with ``GestureFailureReason/otherGestureWon``;
///   when both are recognized by the same event, the scroll goes first and wins;
/// - content that ends (a tap on lift) wins: the scroll fails;
/// - content that becomes active but yields to scrolling (``_GestureNodeBase/yieldsToScrolling``:
///   a button's press) does not lead: the scroll keeps racing it and, once recognized, wins;
/// - other content that becomes active (a long press being held, a drag) leads while it stays active:
///   the scroll keeps tracking with its recognition held back (as the second of an exclusive
///   gesture); if the content ends, the scroll fails; if the content fails on its own (the press
///   moved too far), the scroll is released and may take the touch.
///
/// So a tap on the content still ends on lift (the scroll failed first, never having moved the
/// slop), a drag that reaches its minimum distance on the same move as the scroll's touch slop
/// loses to the scroll, a long press held still fires at its time (and keeps the touch), a finger
/// that moves off a long press scrolls, and a zero-distance drag in the content keeps the touch.
/// Cancellation by the host is contagious, as in every combinator.
final class ScrollContainerNode: _GestureNode<Void> {
    let container: _GestureNode<Void>
    let content: _GestureNode<Void>

    /// Whether the content was recognized first and leads (see ``evaluateWithContentLeading(_:)``).
    private var contentLeads = false

    init(container: _GestureNode<Void>, content: _GestureNode<Void>) {
        self.container = container
        self.content = content
        super.init(traceComponent: nil)
    }

    override func assignTraceNames(prefix: String) {
        super.assignTraceNames(prefix: prefix)
        container.assignTraceNames(prefix: Self.tracePath(prefix, "first"))
        content.assignTraceNames(prefix: Self.tracePath(prefix, "second"))
    }

    override func start(_ context: _GestureUpdateContext) {
        super.start(context)
        contentLeads = false
        container.start(context)
        content.start(context)
    }

    override func reset() {
        super.reset()
        contentLeads = false
        container.reset()
        content.reset()
    }

    override func setPendingConfiguration(_ configuration: GestureConfiguration) {
        container.setPendingConfiguration(configuration)
        content.setPendingConfiguration(configuration)
    }

    override func cancel(_ reason: GestureFailureReason, _ context: _GestureUpdateContext) {
        guard isInProgress else { return }
        container.cancel(reason, context)
        content.cancel(reason, context)
        super.cancel(reason, context)
    }

    /// A nested scroll view gives way to the one around it only while its own scroll is not
    /// recognized and its content, active, yields.
    override var yieldsToScrolling: Bool {
        !contentLeads && container.phaseKind != .active && content.yieldsToScrolling
    }

    override func nextDeadline() -> TimeInterval? {
        earlierDeadline(of: container, content)
    }

    override func collectDeadlineSources(into sources: inout [_GestureNodeBase]) {
        container.collectDeadlineSources(into: &sources)
        content.collectDeadlineSources(into: &sources)
    }

    override func noteValueReaders(_ isRead: Bool) {
        super.noteValueReaders(isRead)
        container.noteValueReaders(isRead)
        content.noteValueReaders(isRead)
    }

    override func evaluate(_ context: _GestureUpdateContext) -> GesturePhaseKind {
        if contentLeads { return evaluateWithContentLeading(context) }
        let scroll = container.update(context)
        if scroll == .active || scroll == .ended {
            content.cancel(.otherGestureWon, context)
            setValue(())
            return scroll
        }
        if scroll == .failed, container.failureReason == .cancelled {
            content.cancel(.cancelled, context)
            return fail(.cancelled)
        }
        let inner = content.update(context)
        switch inner {
        case .ended:
            container.cancel(.otherGestureWon, context)
            setValue(())
            return inner
        case .active:
            // Recognized, not finished (a press being held, a drag): it leads, the scroll waits;
            // unless it yields (a button's press), when the scroll may still take the touch.
            if !content.yieldsToScrolling { contentLeads = true }
            setValue(())
            return inner
        case .failed where content.failureReason == .cancelled:
            container.cancel(.cancelled, context)
            return fail(.cancelled)
        case .failed:
            // Both failed: the composition fails as the content did; otherwise the scroll may still win.
            return scroll == .failed ? fail(content.failureReason ?? .liftedEarly) : .possible
        case .idle, .possible:
            return .possible
        }
    }

    /// The content is recognized: it goes first, and the scroll follows the events held back (it
    /// keeps tracking, its recognition is not reported); if the content ends, the scroll fails; if
    /// the content fails on its own (a held press that moved too far), the scroll is released.
    private func evaluateWithContentLeading(_ context: _GestureUpdateContext) -> GesturePhaseKind {
        let inner = content.update(context)
        switch inner {
        case .active:
            let wasBlocked = context.isBlocked, wasLettingEndedThrough = context.letsEndedThrough
            context.isBlocked = true
            context.letsEndedThrough = false
            _ = container.update(context)
            context.isBlocked = wasBlocked
            context.letsEndedThrough = wasLettingEndedThrough
            setValue(())
            return .active
        case .ended:
            container.cancel(.otherGestureWon, context)
            setValue(())
            return .ended
        case .failed where content.failureReason == .cancelled:
            container.cancel(.cancelled, context)
            return fail(.cancelled)
        case .failed, .idle, .possible:
            // The content no longer leads: it failed on its own, or (a combinator whose active half
            // ended) is merely possible again. The scroll is released and races it as before.
            contentLeads = false
            let scroll = container.update(context)
            switch scroll {
            case .active, .ended:
                content.cancel(.otherGestureWon, context)
                setValue(())
                return scroll
            case .failed where inner == .failed:
                return follow(scroll, of: container)
            case .failed where container.failureReason == .cancelled:
                content.cancel(.cancelled, context)
                return fail(.cancelled)
            case .failed, .idle, .possible:
                // Content still possible: the composition waits on it (it fails, at the latest, when
                // the session runs out of input), so its attempt ends with a terminal callback.
                return .possible
            }
        }
    }
}

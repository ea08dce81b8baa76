import Foundation

extension GestureHost {
    /// The earliest of the host's own deadlines (not the engine's): a scroll wheel sequence going
    /// idle, the indicators of a scroll view at rest fading.
    var hostDeadline: TimeInterval? {
        wheelDeadline.earlier(than: viewHost.graph.scrollIndicatorFades.nextDeadline)
    }

    /// Whether the host may have a deadline of its own (``hostDeadline`` is `nil` when not): a
    /// wheel sequence, or a scroll view's indicators waiting to fade. Two inlined tests, for the
    /// inputs of most windows, which have neither, to skip the host's deadlines (and reading the
    /// engine's time for them) without a call.
    var mayHaveHostDeadline: Bool {
        @inline(__always) get { wheelDeadline != nil || !viewHost.graph.scrollIndicatorFades.isEmpty }
    }

    /// Runs the host's own deadlines at or before `time`, in order, each at its time (time passes
    /// to it first, firing the engine's deadlines on the way) and followed by its commit: the
    /// wheel sequence ends (``endWheelSequence()``); indicators fade out, a removal animated over
    /// ``ScrollIndicatorTiming/fadeDuration``.
    func runHostDeadlines(by time: TimeInterval) {
        while let deadline = hostDeadline, deadline <= time {
            if deadline > engine.now {
                guard engine.advance(to: deadline, settle: settle).isAccepted else { return }
            }
            if let wheel = wheelDeadline, wheel <= deadline {
                endWheelSequence()
            } else if let due = viewHost.graph.scrollIndicatorFades.takeDue(by: deadline) {
                withAnimation(ScrollIndicatorTiming.fade) { due.metrics?.fadeIndicators?() }
                settle()
            }
        }
    }
}

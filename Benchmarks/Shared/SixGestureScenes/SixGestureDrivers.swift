// The three ways the six-gesture benchmarks feed the mixed stream: the engine with the five
// attachments, the engine with one composed attachment, and a GestureHost showing the view.

import Foundation
import Tactile
import TactileGestures

/// Sends the mixed stream, one event per ``step()``, with `advance(to:)` before each event (a
/// host lets time pass before handing over input, so deadlines fire on time).
@MainActor
public final class SixGestureDriver {
    /// How the gestures reach the events.
    public enum Route: String, Sendable, CaseIterable {
        /// `GestureEngine`, the five attachments on every down.
        case engine
        /// `GestureEngine`, one attachment holding ``SixGestures/composed``.
        case composed
        /// `GestureHost` showing ``SixGestureView``: hit testing included.
        case host
    }

    public let activity = SixGestureActivity()
    public private(set) var stream = MixedStream()
    private let engine: GestureEngine?
    private let host: GestureHost?
    private let hitPath: [GestureAttachment]

    public init(_ route: Route) {
        let gestures = SixGestures(activity: activity)
        switch route {
        case .engine:
            engine = GestureEngine()
            host = nil
            hitPath = gestures.attachments
        case .composed:
            engine = GestureEngine()
            host = nil
            hitPath = gestures.composedAttachment
        case .host:
            engine = nil
            host = GestureHost(SixGestureView(activity: activity), size: MixedStreamConstants.windowSize)
            hitPath = []
            precondition(
                host!.viewHost.gestureAttachments(at: MixedStreamConstants.center).map(\.priority)
                    == [.normal, .normal, .normal, .simultaneous, .simultaneous],
                "the view should have the five attachments of the six gestures")
        }
    }

    /// Sends the next event of the stream.
    @inline(__always)
    public func step() {
        let event = stream.next()
        if let engine {
            engine.advance(to: event.time)
            engine.send(event, hitPath: hitPath)
        } else if let host {
            host.advance(to: event.time)
            host.send(event)
        }
    }

    /// Sends one whole lap and checks that it reached every gesture with no input refused.
    public func warmUp() {
        for _ in 0..<stream.lap.count { step() }
        precondition(activity.reachedEveryGesture, "the stream should reach every gesture: \(activity.summary)")
        let diagnostics = engine?.diagnostics ?? host?.diagnostics ?? []
        precondition(diagnostics.isEmpty, "the stream should be valid input: \(diagnostics)")
    }
}

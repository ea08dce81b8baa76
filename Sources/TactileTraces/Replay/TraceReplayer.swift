import Foundation
import Tactile

/// Replays input traces through views on virtual time.
///
/// ```swift
/// let trace = try InputTrace.load(from: url)
/// let outcome = TraceReplayer.replay(trace, scene: "tap-shape", on: ShapeTapView())
/// print(ReplayLog.text(of: outcome))
/// ```
///
/// The view is hosted in a fresh `GestureHost` of the trace's window size whose clock starts at
/// the first event's time. Each event is sent in order, a pointer event through
/// `GestureHost.send(_:button:)` and a wheel event through `GestureHost.send(_:)` (deadlines before
/// it fire first, as on a device: a wheel sequence's idle end, a paging snap); after the last one, time runs on through every pending deadline (a double tap's
/// window, a long press's duration) so that every attempt is decided. Nothing reads a clock, so the
/// same trace on the same code always gives the same ``ReplayOutcome``.
@MainActor
public enum TraceReplayer {
    /// How many deadlines may fire after the last event before the replay stops waiting (each
    /// decides at least one gesture, so real scenes need a handful).
    public static let maximumTrailingDeadlines = 100

    /// Replays `trace` on `view` and records what happened.
    ///
    /// - Parameters:
    ///   - trace: The input events and the window size.
    ///   - scene: The scene id written into the outcome.
    ///   - view: The root view to host.
    public static func replay<Root: View>(_ trace: InputTrace, scene: String, on view: Root) -> ReplayOutcome {
        let host = GestureHost(view, size: trace.window.cgSize, startTime: trace.events.first?.time ?? 0)
        var log: [OutcomeRecord] = []
        host.onPhaseTransition = { log.append(.phase($0)) }
        host.onCallback = { log.append(.callback($0)) }
        host.onDiagnostic = { [unowned host] in log.append(.diagnostic($0, time: host.now)) }
        for input in trace.events {
            log.append(.input(input))
            host.send(input)
        }
        var fired = 0
        while let deadline = host.nextDeadline, fired < maximumTrailingDeadlines {
            host.advance(to: deadline)
            fired += 1
        }
        host.update()
        let outcome = ReplayOutcome(scene: scene, log: log, texts: host.texts())
        host.onPhaseTransition = nil
        host.onCallback = nil
        host.onDiagnostic = nil
        return outcome
    }
}

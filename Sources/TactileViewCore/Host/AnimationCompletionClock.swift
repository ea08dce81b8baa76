import Foundation
import TactileGestures

/// The completions of a window's animated commits (`withAnimation(_:completionCriteria:_:completion:)`),
/// waiting for their animation to finish on the host's time: deadlines in the engine's queue.
///
/// A bare `ViewHost` has no clock: its completions wait for ever.
@MainActor
final class AnimationCompletionClock: GraphFeature {
    /// Completions committed and not yet handed to the engine, with how long their animation lasts.
    private var waiting: [(delay: TimeInterval, completions: AnimationCompletions)] = []
    /// When the scheduled completions fire.
    private var scheduled: [TimeInterval] = []

    init() {}

    /// The changes of a commit whose transaction carries `completions` animate with `animation`.
    func note(_ completions: AnimationCompletions, animation: Animation?) {
        waiting.append((animation?.settlingDuration ?? 0, completions))
    }

    func schedule(in engine: GestureEngine) {
        guard !waiting.isEmpty else { return }
        let now = engine.now
        scheduled.removeAll { $0 < now }
        for (delay, completions) in waiting {
            // An animation that never settles (repeating for ever) never completes.
            guard delay.isFinite else { continue }
            let time = now + delay
            scheduled.append(time)
            _ = engine.scheduleHostDeadline(at: time) {
                for entry in completions.entries { entry.completion() }
            }
        }
        waiting.removeAll()
    }

    func latestDeadline(through time: TimeInterval) -> TimeInterval? {
        scheduled.filter { $0 <= time }.max()
    }
}

extension ViewGraph {
    /// This graph's animation completions.
    var animationCompletionClock: AnimationCompletionClock { feature(AnimationCompletionClock.self) }
}

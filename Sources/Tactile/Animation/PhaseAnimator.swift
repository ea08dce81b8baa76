import Foundation

/// A container that moves its content through a sequence of phases, each change animated.
///
/// ```swift
/// PhaseAnimator([false, true]) { isLifted in
///     Image(systemName: "heart.fill").scaleEffect(isLifted ? 1.3 : 1)
/// } animation: { isLifted in
///     isLifted ? .bouncy : .smooth
/// }
/// ```
///
/// Without a trigger, the content starts in the first phase and at once moves to the second; when
/// the change's animation finishes (its `Animation.settlingDuration`) it moves to the next, and
/// after the last back to the first, for as long as it is shown. With a trigger, it rests in the
/// first phase, and every change of the trigger plays it through each phase in turn and back to
/// the first. The `animation` closure is given the phase being moved to; `nil` changes at once.
/// An animation that never finishes (`repeatForever`) holds the animator in its phase.
///
/// Every move waits at least `PhaseAnimatorTiming/minimumStep` after the one before (and the
/// first after the view appears), so phases whose moves are not animated change once a frame
/// rather than all in one instant.
///
/// Timing is the host's virtual time: a `GestureHost` (and a `TouchSimulator`) schedules each
/// move as a deadline, so `GestureHost.advance(to:)` plays the phases. A bare `ViewHost` has
/// no clock, and shows the first phase.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    nonisolated(unsafe) let phases: [Phase]
    /// The value whose changes play the phases once; `nil` loops them.
    nonisolated(unsafe) let trigger: (any Equatable)?
    nonisolated(unsafe) let content: (Phase) -> Content
    nonisolated(unsafe) let animation: (Phase) -> Animation?

    @State private var index = 0
    @State private var clock = PhaseAnimatorClock()

    /// An animator that plays `phases` once each time `trigger` changes.
    ///
    /// - Parameters:
    ///   - phases: The phases, in order; the first is where the content rests.
    ///   - trigger: A value whose every change plays the phases once.
    ///   - content: The view for a phase.
    ///   - animation: The animation of the move to a phase. Defaults to `.default`.
    nonisolated public init(
        _ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.phases = Array(phases)
        self.trigger = trigger
        self.content = content
        self.animation = animation
    }

    /// An animator that plays `phases` in a loop while it is shown.
    ///
    /// - Parameters:
    ///   - phases: The phases, in order, starting with the first.
    ///   - content: The view for a phase.
    ///   - animation: The animation of the move to a phase. Defaults to `.default`.
    nonisolated public init(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.phases = Array(phases)
        self.trigger = nil
        self.content = content
        self.animation = animation
    }

    /// The content in the current phase, with the next move requested when one is due.
    @ViewBuilder public var body: some View {
        if phases.isEmpty {
            EmptyView()
        } else {
            let current = min(index, phases.count - 1)
            PhaseStepRequester(clock: requestStep(from: current), content: content(phases[current]))
        }
    }

    /// Notes the trigger and, when a move is due and none is waiting, asks `clock` for it.
    private func requestStep(from current: Int) -> PhaseAnimatorClock {
        if let trigger {
            if let last = clock.trigger, !PhaseAnimatorClock.equal(trigger, last) {
                clock.stepsLeft = phases.count
            }
            clock.trigger = trigger
        }
        let isDue = trigger == nil ? phases.count > 1 : clock.stepsLeft > 0
        guard isDue, clock.step == nil, clock.settling.isFinite else { return clock }
        let (phases, animation, clock, index) = (self.phases, self.animation, self.clock, $index)
        clock.step = {
            let next = (current + 1) % phases.count
            let move = animation(phases[next])
            clock.settling = move?.settlingDuration ?? 0
            clock.stepsLeft = max(clock.stepsLeft - 1, 0)
            withAnimation(move) { index.wrappedValue = next }
        }
        return clock
    }
}

/// The timing constant of phase animators.
public enum PhaseAnimatorTiming {
    /// The shortest wait between two moves of a phase animator: one frame of a 60 Hz display
    /// (`AnimationTimelineSchedule.frameInterval`). A move whose animation is `nil` or takes no
    /// time would otherwise be followed by the next in the same instant, for ever.
    public static let minimumStep: TimeInterval = AnimationTimelineSchedule.frameInterval
}

/// What an animator keeps between its bodies: the move it waits for and how long the last move
/// takes to finish.
@MainActor
final class PhaseAnimatorClock {
    /// The move to make once the current phase's animation has finished, until it is made.
    var step: (() -> Void)?
    /// Whether `step` waits in the host's deadline queue.
    var isScheduled = false
    /// When the scheduled step fires, on the host's time.
    var deadline: TimeInterval?
    /// How long the move into the current phase takes: 0 at the start.
    var settling: TimeInterval = 0
    /// The trigger last seen, for an animator with one.
    var trigger: (any Equatable)?
    /// Moves left in the run a trigger change started.
    var stepsLeft = 0

    nonisolated init() {}

    /// The waiting step is due: make it.
    func fire() {
        isScheduled = false
        deadline = nil
        let step = self.step
        self.step = nil
        step?()
    }

    /// Whether two triggers are equal: of the same type, and `==`.
    static func equal(_ lhs: any Equatable, _ rhs: any Equatable) -> Bool {
        func compare<T: Equatable>(_ lhs: T) -> Bool { (rhs as? T) == lhs }
        return compare(lhs)
    }
}

/// Passes its content through, and hands a clock with a move waiting to its graph's
/// `PhaseAnimatorSteps`, which schedules it on the host's time.
struct PhaseStepRequester<Content: View>: View {
    let clock: PhaseAnimatorClock
    let content: Content
    typealias Body = Never
}

extension PhaseStepRequester: PrimitiveView {
    func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        if clock.step != nil, !clock.isScheduled { inputs.graph.phaseAnimatorSteps.note(clock) }
        return inputs.graph.resolve(content, inputs.child(.content))
    }
}

/// The moves of a window's phase animators that wait to be scheduled or to fire: deadlines in the
/// engine's queue (`GestureEngine.scheduleHostDeadline(at:_:)`), each at the time the animation of
/// the previous move finishes.
@MainActor
final class PhaseAnimatorSteps: GraphFeature {
    private struct Weak {
        weak var clock: PhaseAnimatorClock?
    }

    /// Clocks with a move not yet handed to the engine.
    private var waiting: [Weak] = []
    /// Clocks whose move is in the engine's queue.
    private var scheduled: [Weak] = []

    init() {}

    /// `clock` has a move to schedule.
    func note(_ clock: PhaseAnimatorClock) {
        waiting.append(Weak(clock: clock))
    }

    /// Schedules the waiting moves at the engine's time plus their phase's settling duration (at
    /// least `PhaseAnimatorTiming/minimumStep`).
    func schedule(in engine: GestureEngine) {
        guard !waiting.isEmpty else { return }
        scheduled.removeAll { $0.clock?.isScheduled != true }
        for entry in waiting {
            guard let clock = entry.clock, clock.step != nil, !clock.isScheduled else { continue }
            let time = engine.now + max(clock.settling, PhaseAnimatorTiming.minimumStep)
            clock.isScheduled = true
            clock.deadline = time
            _ = engine.scheduleHostDeadline(at: time) { [weak clock] in clock?.fire() }
            scheduled.append(Weak(clock: clock))
        }
        waiting.removeAll()
    }

    /// The latest scheduled move at or before `time`, if any.
    func latestDeadline(through time: TimeInterval) -> TimeInterval? {
        var latest: TimeInterval?
        for entry in scheduled {
            guard let deadline = entry.clock?.deadline, deadline <= time else { continue }
            latest = max(latest ?? deadline, deadline)
        }
        return latest
    }
}

extension ViewGraph {
    /// This graph's phase animator moves.
    var phaseAnimatorSteps: PhaseAnimatorSteps { feature(PhaseAnimatorSteps.self) }
}

extension View {
    /// Moves this view through `phases` each time `trigger` changes: `content` applies a phase's
    /// modifiers to the view (see `PhaseAnimator`).
    ///
    /// ```swift
    /// Image(systemName: "bell")
    ///     .phaseAnimator([0.0, -15, 15, 0], trigger: ringCount) { bell, angle in
    ///         bell.rotationEffect(.degrees(angle))
    ///     }
    /// ```
    nonisolated public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let view = PlaceholderContentView<Self>(content: self)
        return PhaseAnimator(phases, trigger: trigger, content: { content(view, $0) }, animation: animation)
    }

    /// Moves this view through `phases` in a loop while it is shown: `content` applies a phase's
    /// modifiers to the view (see `PhaseAnimator`).
    nonisolated public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let view = PlaceholderContentView<Self>(content: self)
        return PhaseAnimator(phases, content: { content(view, $0) }, animation: animation)
    }
}

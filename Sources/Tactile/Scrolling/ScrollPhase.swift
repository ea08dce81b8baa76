import Foundation

/// What a scroll view's content is doing: SwiftUI's `ScrollPhase`, reported by
/// `View/onScrollPhaseChange(_:)`.
///
/// *Approximation*: Tactile reports ``idle``, ``interacting`` and ``decelerating``. A finger that
/// rests on the content without moving past the slop is not reported as ``tracking`` (the
/// scroll gesture does not claim the touch until then), and a programmatic scroll is not
/// reported as ``animating``: it moves the content at rest.
public enum ScrollPhase: Hashable, Sendable {
    /// The content is at rest.
    case idle
    /// A finger is down on the content but has not moved it yet.
    case tracking
    /// A finger moves the content.
    case interacting
    /// The finger has lifted and the content flings, decelerates or springs back to an edge.
    case decelerating
    /// The content moves to a position the app asked for.
    case animating

    /// Whether the content is moving or held: every phase but ``idle``.
    public var isScrolling: Bool { self != .idle }

    /// The scroll gesture's phase in these terms.
    init(_ phase: ScrollGesture.Phase) {
        switch phase {
        case .idle: self = .idle
        case .interacting: self = .interacting
        case .decelerating: self = .decelerating
        }
    }
}

extension ScrollPhase: CustomDebugStringConvertible {
    /// The phase's name.
    public var debugDescription: String {
        switch self {
        case .idle: "idle"
        case .tracking: "tracking"
        case .interacting: "interacting"
        case .decelerating: "decelerating"
        case .animating: "animating"
        }
    }
}

/// Where the scroll view was and how fast it moved when its phase changed: what the
/// three-argument form of `View/onScrollPhaseChange(_:)` is given (SwiftUI's
/// `ScrollPhaseChangeContext`).
public struct ScrollPhaseChangeContext: Sendable {
    /// The scroll view's geometry at the change.
    public let geometry: ScrollGeometry
    /// How fast the content offset changes, in points per second (growing as the content moves up
    /// and left), while a finger or a fling moves it; `nil` at rest.
    public let velocity: CGVector?
}

extension View {
    /// Runs `action` with the old and the new phase whenever a scroll view in this view changes
    /// what its content is doing (at rest, moved by a finger, decelerating). The action runs
    /// after the commit that shows the change.
    nonisolated public func onScrollPhaseChange(
        _ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void
    ) -> some View {
        modifier(ScrollPhaseChangeModifier { old, new, _ in action(old, new) })
    }

    /// Runs `action` with the old and the new phase, and the geometry and velocity at the change,
    /// whenever a scroll view in this view changes what its content is doing.
    nonisolated public func onScrollPhaseChange(
        _ action:
            @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext) ->
            Void
    ) -> some View {
        modifier(ScrollPhaseChangeModifier(action: action))
    }
}

/// One `onScrollPhaseChange` as the scroll views below it see it: keeps the phase last seen (by the
/// modifier's identity) and hands back the action to run when a layout shows another.
@MainActor
final class ScrollPhaseWatch {
    var last: ScrollPhase = .idle
    var action: ((ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void)?

    /// The action to run for a layout at `phase`, if the phase changed.
    func check(_ phase: ScrollPhase, geometry: ScrollGeometry, velocity: CGSize) -> (() -> Void)? {
        let old = last
        last = phase
        guard old != phase, let action else { return nil }
        let context = ScrollPhaseChangeContext(
            geometry: geometry, velocity: phase.isScrolling ? CGVector(dx: velocity.width, dy: velocity.height) : nil)
        return { action(old, phase, context) }
    }
}

/// `onScrollPhaseChange(_:)`: adds a watch to the environment of its content.
struct ScrollPhaseChangeModifier: PrimitiveModifier {
    nonisolated(unsafe) let action: (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void

    func makeNodes(content: ModifierContentResolver, inputs: ResolveInputs) -> [ViewNode] {
        let storage = inputs.graph.storage(for: inputs.identity, typeID: ObjectIdentifier(ScrollPhaseWatch.self))
        let watch: ScrollPhaseWatch
        if let existing = storage.slots[0] as? ScrollPhaseWatch {
            watch = existing
        } else {
            watch = ScrollPhaseWatch()
            storage.slots[0] = watch
        }
        watch.action = action
        var childInputs = inputs
        childInputs.environment.scrollPhaseWatches.append(watch)
        return [
            inputs.node(CompositeContent(kindName: "onScrollPhaseChange"), children: content.resolve(childInputs))
        ]
    }
}

private struct ScrollPhaseWatchesKey: EnvironmentKey {
    static var defaultValue: [ScrollPhaseWatch] { [] }
}

extension EnvironmentValues {
    /// The `onScrollPhaseChange` modifiers around a view, outermost first.
    var scrollPhaseWatches: [ScrollPhaseWatch] {
        get { self[ScrollPhaseWatchesKey.self] }
        set { self[ScrollPhaseWatchesKey.self] = newValue }
    }
}

extension ScrollMetrics {
    /// Queues the actions of the phase watches for which this layout's phase is new.
    func report(phaseTo watches: [ScrollPhaseWatch], graph: ViewGraph) {
        guard !watches.isEmpty else { return }
        let phase = ScrollPhase(position.phase), geometry = self.geometry, velocity = position.velocity
        for watch in watches {
            if let action = watch.check(phase, geometry: geometry, velocity: velocity) {
                graph.pendingActions.append(action)
            }
        }
    }
}

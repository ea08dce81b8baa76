import Foundation

extension View {
    /// Runs `action` with the ids of the `scrollTargetLayout()` views of this scroll view that
    /// show at least `threshold` of their area, in their order, after the first layout that shows
    /// any and whenever the list changes (SwiftUI's
    /// `onScrollTargetVisibilityChange(idType:threshold:_:)`). Views are named by their `ForEach`
    /// ids or `View/id(_:)`; ids of another type than `idType` are left out.
    nonisolated public func onScrollTargetVisibilityChange<ID: Hashable>(
        idType: ID.Type, threshold: Double = 0.5, _ action: @escaping ([ID]) -> Void
    ) -> some View {
        modifier(ScrollTargetVisibilityModifier(threshold: threshold, action: action))
    }
}

/// One `onScrollTargetVisibilityChange` as the scroll views below it see it: compares each
/// layout's visible ids with the last ones (kept by the modifier's identity).
@MainActor
final class ScrollTargetVisibilityWatch {
    /// The ids last reported (`nil`: none yet).
    var last: [AnyHashable]?
    /// The action to run for a scroll view's targets, if the visible ids changed.
    var check: ((ScrollMetrics) -> (() -> Void)?)?
}

/// `onScrollTargetVisibilityChange`: adds a watch to the environment of its content.
struct ScrollTargetVisibilityModifier<ID: Hashable>: PrimitiveModifier {
    let threshold: Double
    nonisolated(unsafe) let action: ([ID]) -> Void

    func makeNodes(content: ModifierContentResolver, inputs: ResolveInputs) -> [ViewNode] {
        let storage = inputs.graph.storage(
            for: inputs.identity, typeID: ObjectIdentifier(ScrollTargetVisibilityWatch.self))
        let watch = storage.slots[0] as? ScrollTargetVisibilityWatch ?? ScrollTargetVisibilityWatch()
        storage.slots[0] = watch
        let threshold = threshold, action = action
        watch.check = { [unowned watch] metrics in
            let ids = metrics.visibleTargetIDs(threshold: threshold).filter { $0.base is ID }
            // The first report waits for a layout that shows a target; later ones are changes.
            guard ids != watch.last ?? [] else { return nil }
            watch.last = ids
            let typed = ids.compactMap { $0.base as? ID }
            return { action(typed) }
        }
        var childInputs = inputs
        childInputs.environment.scrollTargetVisibilityWatches.append(watch)
        return [
            inputs.node(
                CompositeContent(kindName: "onScrollTargetVisibilityChange"), children: content.resolve(childInputs))
        ]
    }
}

private struct ScrollTargetVisibilityWatchesKey: EnvironmentKey {
    static var defaultValue: [ScrollTargetVisibilityWatch] { [] }
}

extension EnvironmentValues {
    /// The `onScrollTargetVisibilityChange` modifiers around a view, outermost first.
    var scrollTargetVisibilityWatches: [ScrollTargetVisibilityWatch] {
        get { self[ScrollTargetVisibilityWatchesKey.self] }
        set { self[ScrollTargetVisibilityWatchesKey.self] = newValue }
    }
}

extension ScrollMetrics {
    /// The ids of the target views (`targetNodes()`) that show at least `threshold` of their
    /// area in the viewport, in order.
    func visibleTargetIDs(threshold: Double) -> [AnyHashable] {
        guard let viewport else { return [] }
        let toContent = viewport.contentToWindow.inverted()
        let offset = shownOffset(position)
        var ids: [AnyHashable] = []
        for node in targetNodes() {
            guard let id = node.scrollTargetID else { continue }
            let frame = node.bounds.applying(node.transformToWindow).applying(toContent)
                .offsetBy(dx: -offset.x, dy: -offset.y)
            if visibleFraction(of: frame, in: containerSize) >= threshold { ids.append(id) }
        }
        return ids
    }

    /// Queues the actions of the watches whose visible ids this layout changed.
    func report(targetVisibilityTo watches: [ScrollTargetVisibilityWatch], graph: ViewGraph) {
        for watch in watches {
            if let action = watch.check?(self) { graph.pendingActions.append(action) }
        }
    }
}

import Foundation

/// Where a scroll view's content is and how large it is: what
/// `View/onScrollGeometryChange(for:of:action:)` reads (SwiftUI's `ScrollGeometry`).
///
/// Offsets are in the content's space, whose origin is the content's top-leading corner inside its
/// margins: at rest at the top of content with a 20 pt top margin, `contentOffset.y` is −20.
public struct ScrollGeometry: Equatable, Sendable {
    /// The offset of the viewport's top-leading corner in the content (past the edges while the
    /// content is pulled beyond them).
    public var contentOffset: CGPoint
    /// The size of the content, without its margins.
    public var contentSize: CGSize
    /// The margins around the content (`contentMargins(_:_:for:)`).
    public var contentInsets: EdgeInsets
    /// The size of the viewport.
    public var containerSize: CGSize

    /// The part of the content the viewport shows, in the content's space.
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }

    /// The viewport's bounds in the content's space: its size at the content offset (the same
    /// rectangle as `visibleRect`, since the margins are inside the content's space here).
    public var bounds: CGRect { CGRect(origin: contentOffset, size: containerSize) }

    /// A geometry with these values (hosts and tests; scroll views make their own).
    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }
}

extension ScrollGeometry: CustomDebugStringConvertible {
    /// The four values, for logs.
    public var debugDescription: String {
        "ScrollGeometry(contentOffset: \(contentOffset), contentSize: \(contentSize), "
            + "contentInsets: \(contentInsets), containerSize: \(containerSize))"
    }
}

extension View {
    /// Runs `action` with the old and new value of `transform(geometry)` whenever a layout of a
    /// scroll view in this view (a scroll move, a fling frame, a change of size) changes it. Not
    /// run for the first value; the action runs after the commit, and state it changes is
    /// committed with it.
    nonisolated public func onScrollGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
        action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        modifier(ScrollGeometryChangeModifier(transform: transform, action: action))
    }
}

/// One `onScrollGeometryChange` as the scroll views below it see it: compares each layout's
/// value with the last one (kept by the modifier's identity) and hands back the action to run.
@MainActor
final class ScrollGeometryWatch {
    /// The value last seen, of the modifier's `T`.
    var last: Any?
    /// The action to run for `geometry`, if its value changed.
    var check: ((ScrollGeometry) -> (() -> Void)?)?
}

/// `onScrollGeometryChange(for:of:action:)`: adds a watch to the environment of its content.
struct ScrollGeometryChangeModifier<T: Equatable>: PrimitiveModifier {
    nonisolated(unsafe) let transform: (ScrollGeometry) -> T
    nonisolated(unsafe) let action: (T, T) -> Void

    func makeNodes(content: ModifierContentResolver, inputs: ResolveInputs) -> [ViewNode] {
        let storage = inputs.graph.storage(for: inputs.identity, typeID: ObjectIdentifier(ScrollGeometryWatch.self))
        let watch: ScrollGeometryWatch
        if let existing = storage.slots[0] as? ScrollGeometryWatch {
            watch = existing
        } else {
            watch = ScrollGeometryWatch()
            storage.slots[0] = watch
        }
        let transform = self.transform, action = self.action
        watch.check = { [unowned watch] geometry in
            let value = transform(geometry)
            defer { watch.last = value }
            guard let old = watch.last as? T, old != value else { return nil }
            return { action(old, value) }
        }
        var childInputs = inputs
        childInputs.environment.scrollGeometryWatches.append(watch)
        return [
            inputs.node(CompositeContent(kindName: "onScrollGeometryChange"), children: content.resolve(childInputs))
        ]
    }
}

private struct ScrollGeometryWatchesKey: EnvironmentKey {
    static var defaultValue: [ScrollGeometryWatch] { [] }
}

extension EnvironmentValues {
    /// The `onScrollGeometryChange` modifiers around a view, outermost first.
    var scrollGeometryWatches: [ScrollGeometryWatch] {
        get { self[ScrollGeometryWatchesKey.self] }
        set { self[ScrollGeometryWatchesKey.self] = newValue }
    }
}

extension ScrollMetrics {
    /// The geometry of the last layout, in `ScrollGeometry`'s terms.
    var geometry: ScrollGeometry {
        let offset = shownOffset(position)
        return ScrollGeometry(
            contentOffset: CGPoint(x: offset.x - margins.leading, y: offset.y - margins.top),
            contentSize: CGSize(
                width: max(contentSize.width - margins.leading - margins.trailing, 0),
                height: max(contentSize.height - margins.top - margins.bottom, 0)),
            contentInsets: margins, containerSize: containerSize)
    }

    /// Queues the actions of the watches whose value this layout changed.
    func report(to watches: [ScrollGeometryWatch], graph: ViewGraph) {
        guard !watches.isEmpty else { return }
        let geometry = self.geometry
        for watch in watches {
            if let action = watch.check?(geometry) { graph.pendingActions.append(action) }
        }
    }
}

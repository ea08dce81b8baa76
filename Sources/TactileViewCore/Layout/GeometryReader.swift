import Foundation
import Observation

/// A container that takes all the space offered to it and builds its content from its own size
/// and place (a ``GeometryProxy``), placing that content at its top-leading corner.
///
/// ```swift
/// GeometryReader { proxy in
///     Circle().frame(width: proxy.size.width / 2)
///         .position(x: proxy.size.width / 2, y: proxy.size.height / 2)
/// }
/// ```
///
/// The reader's size never depends on its content. Each child is proposed the reader's size and
/// keeps its own answer (several children overlap, as in a top-leading `ZStack`). Proposed no
/// size in a dimension (inside a scroll view or `fixedSize`), the reader is 10 pt in it, as in
/// SwiftUI. The reader itself is not hit-tested; its content is.
///
/// The content is built with the geometry of the last layout. After each layout the host
/// compares the reader's geometry with that, and when it changed builds the content again and lays
/// it out before its commit returns, so what is drawn always matches. The first layout of a new
/// reader builds its content twice (once with ``GeometryProxy``'s zero values).
public struct GeometryReader<Content: View>: View {
    /// Builds the content from the reader's geometry.
    nonisolated(unsafe) public var content: (GeometryProxy) -> Content

    /// A reader whose content `content` builds from its geometry.
    nonisolated public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    /// A geometry reader is primitive.
    public typealias Body = Never
}

/// The geometry a reader's content was last built with, kept by identity across rebuilds.
final class GeometryReaderState {
    var proxy = GeometryProxy.unmeasured
}

extension GeometryReader: PrimitiveView {
    package func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        let graph = inputs.graph
        let storage = graph.storage(for: inputs.identity, typeID: ObjectIdentifier(GeometryReaderState.self))
        let state: GeometryReaderState
        if let existing = storage.slots[0] as? GeometryReaderState {
            state = existing
        } else {
            state = GeometryReaderState()
            storage.slots[0] = state
        }
        let node = inputs.node(GeometryReaderContent())
        let content = self.content
        let identity = inputs.identity
        let contentInputs = inputs.child(.content)
        let build: @MainActor () -> [ViewNode] = { [unowned graph] in
            let invalidator = ViewInvalidator(queue: graph.invalidations, identity: identity)
            let view = withObservationTracking {
                content(state.proxy)
            } onChange: {
                invalidator.invalidate()
            }
            return graph.resolve(view, contentInputs)
        }
        node.rebuild = build
        node.children = build()
        graph.postLayout.observe(identity) { place in
            let measured = GeometryProxy(place)
            guard !measured.isSame(as: state.proxy) else { return }
            state.proxy = measured
            place.graph.postLayout.noteChange(identity)
            place.graph.invalidations.invalidate(identity, transaction: Transaction())
        }
        return [node]
    }
}

extension GeometryProxy {
    /// The geometry of the reader at `place`.
    @MainActor init(_ place: LayoutPlace) {
        let node = place.node
        let frame = node.bounds.applying(node.transformToWindow)
        let safe = place.window.safeRect
        func overlap(_ value: CGFloat, limit: CGFloat) -> CGFloat {
            guard value.isFinite, limit.isFinite else { return 0 }
            return min(max(0, value), max(0, limit))
        }
        let insets = EdgeInsets(
            top: overlap(safe.minY - frame.minY, limit: frame.height),
            leading: overlap(safe.minX - frame.minX, limit: frame.width),
            bottom: overlap(frame.maxY - safe.maxY, limit: frame.height),
            trailing: overlap(frame.maxX - safe.maxX, limit: frame.width))
        self.init(
            size: node.size, safeAreaInsets: insets, toWindow: node.transformToWindow, namedSpaces: place.namedSpaces)
    }
}

/// The layout of a ``GeometryReader``: all the space offered; children at the top-leading corner,
/// each at its own size for the reader's size.
package struct GeometryReaderContent: NodeContent {
    package var kindName: String { "GeometryReader" }
    package var passesTraitsThrough: Bool { false }

    package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, context: LayoutContext) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions()
        return CGSize(width: Self.clean(size.width), height: Self.clean(size.height))
    }

    /// A negative or NaN proposal is taken as zero (SwiftUI's answer for a space that cannot hold
    /// anything); an infinite one is kept, as for any view that fills what it is offered.
    package static func clean(_ value: CGFloat) -> CGFloat { value.isNaN || value < 0 ? 0 : value }

    package func placeChildren(of node: ViewNode, in size: CGSize, context: LayoutContext) {
        for child in node.children {
            child.place(at: .zero, size: child.sizeThatFits(ProposedViewSize(size), .none), .none)
        }
    }

    package func explicitAlignment(_ id: AlignmentKey, node: ViewNode, size: CGSize) -> CGFloat? { nil }
}

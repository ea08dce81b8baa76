import Foundation
import Observation

/// A view that hands its content a ``ScrollViewProxy``, with which the content scrolls the scroll
/// views inside the reader to a view it names by id: SwiftUI's `ScrollViewReader`.
///
/// ```swift
/// ScrollViewReader { proxy in
///     ScrollView {
///         ForEach(0..<100, id: \.self) { Text("Row \($0)").id($0) }
///     }
///     Button("Bottom") { withAnimation { proxy.scrollTo(99, anchor: .bottom) } }
/// }
/// ```
///
/// The reader lays out its content like a `VStack` would (one view: exactly that view). Call the
/// proxy from actions (a button, `onAppear`, a task), not while the content is being built: it
/// scrolls to where views were at the last layout.
public struct ScrollViewReader<Content: View>: View {
    /// Builds the content from the proxy.
    nonisolated(unsafe) public var content: (ScrollViewProxy) -> Content

    /// A reader whose `content` gets a proxy for the scroll views inside it.
    nonisolated public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    /// A scroll view reader is primitive.
    public typealias Body = Never
}

extension ScrollViewReader: PrimitiveView {
    package func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        let graph = inputs.graph
        let storage = graph.storage(for: inputs.identity, typeID: ObjectIdentifier(ScrollTargets.self))
        let targets: ScrollTargets
        if let existing = storage.slots[0] as? ScrollTargets {
            targets = existing
        } else {
            targets = ScrollTargets()
            storage.slots[0] = targets
        }
        targets.graph = graph
        var readerInputs = inputs.child(.content)
        readerInputs.environment.scrollTargets = targets
        let contentInputs = readerInputs
        let content = self.content
        let identity = inputs.identity
        let node = inputs.node(CompositeContent(kindName: "ScrollViewReader"))
        let build: @MainActor () -> [ViewNode] = { [unowned graph] in
            let invalidator = ViewInvalidator(queue: graph.invalidations, identity: identity)
            let view = withObservationTracking {
                content(targets.proxy)
            } onChange: {
                invalidator.invalidate()
            }
            return graph.resolve(view, contentInputs)
        }
        node.rebuild = build
        node.children = build()
        targets.reader = node
        graph.postLayout.observe(identity) { _ in targets.settle() }
        return [node]
    }
}

private struct ScrollTargetsKey: EnvironmentKey {
    static var defaultValue: ScrollTargets? { nil }
}

extension EnvironmentValues {
    /// The innermost ``ScrollViewReader``'s record of the scroll views inside it.
    var scrollTargets: ScrollTargets? {
        get { self[ScrollTargetsKey.self] }
        set { self[ScrollTargetsKey.self] = newValue }
    }
}

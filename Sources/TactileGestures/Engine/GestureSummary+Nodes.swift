import Foundation

// How a recognizer tree says what gesture it was built from (`GestureAttachment.summary`): the
// primitives name themselves, wrappers (callbacks, `map`, `updating`, an attachment) pass the
// question to the gesture they wrap, and combinators name their kind and ask both sides. Read by
// casting to these protocols, so that the nodes' classes (and their hot paths) gain nothing.

/// A node that describes the gesture it was built from on its own: the primitives' nodes.
private protocol SummarizingNode {
    var gestureSummary: GestureSummary { get }
}

/// A node that wraps one gesture and describes it as that gesture.
private protocol SummaryForwardingNode {
    var wrapped: _GestureNodeBase { get }
}

/// A combinator's node: its kind and its two sides.
private protocol CombinatorSummaryNode {
    var combinatorKind: GestureSummary.Kind { get }
    var sides: (_GestureNodeBase, _GestureNodeBase) { get }
}

extension PrimitiveNode: SummarizingNode {
    fileprivate var gestureSummary: GestureSummary {
        (gesture as? any SummarizedGesture)?.summary
            ?? GestureSummary(kind: .other, typeName: GestureTypeDescription.of(G.self))
    }
}

extension WrapperNode: SummaryForwardingNode {
    fileprivate var wrapped: _GestureNodeBase { child }
}

extension SimultaneousNode: CombinatorSummaryNode {
    fileprivate var combinatorKind: GestureSummary.Kind { .simultaneous }
    fileprivate var sides: (_GestureNodeBase, _GestureNodeBase) { (first, second) }
}

extension SequenceNode: CombinatorSummaryNode {
    fileprivate var combinatorKind: GestureSummary.Kind { .sequenced }
    fileprivate var sides: (_GestureNodeBase, _GestureNodeBase) { (first, second) }
}

extension ExclusiveNode: CombinatorSummaryNode {
    fileprivate var combinatorKind: GestureSummary.Kind { .exclusive }
    fileprivate var sides: (_GestureNodeBase, _GestureNodeBase) { (first, second) }
}

extension _GestureNodeBase {
    /// What gesture this node was built from.
    func summary() -> GestureSummary {
        if let node = self as? any SummarizingNode { return node.gestureSummary }
        if let node = self as? any SummaryForwardingNode { return node.wrapped.summary() }
        if let node = self as? any CombinatorSummaryNode {
            let (first, second) = node.sides
            return GestureSummary(kind: node.combinatorKind, parts: [first.summary(), second.summary()])
        }
        return GestureSummary(kind: .other, typeName: String(describing: type(of: self)))
    }
}

// MARK: The primitives

extension TapGesture: SummarizedGesture {
    var summary: GestureSummary { GestureSummary(kind: .tap, count: count) }
}

extension SpatialTapGesture: SummarizedGesture {
    var summary: GestureSummary { GestureSummary(kind: .spatialTap, count: count, coordinateSpace: coordinateSpace) }
}

extension LongPressGesture: SummarizedGesture {
    var summary: GestureSummary {
        GestureSummary(kind: .longPress, minimumDuration: minimumDuration, maximumDistance: maximumDistance)
    }
}

extension DragGesture: SummarizedGesture {
    var summary: GestureSummary {
        GestureSummary(kind: .drag, minimumDistance: minimumDistance, coordinateSpace: coordinateSpace)
    }
}

extension MagnifyGesture: SummarizedGesture {
    var summary: GestureSummary { GestureSummary(kind: .magnify, minimumScaleDelta: minimumScaleDelta) }
}

extension MagnificationGesture: SummarizedGesture {
    var summary: GestureSummary { GestureSummary(kind: .magnify, minimumScaleDelta: minimumScaleDelta) }
}

extension RotateGesture: SummarizedGesture {
    var summary: GestureSummary { GestureSummary(kind: .rotate, minimumAngleDelta: minimumAngleDelta) }
}

extension RotationGesture: SummarizedGesture {
    var summary: GestureSummary { GestureSummary(kind: .rotate, minimumAngleDelta: minimumAngleDelta) }
}

extension SpatialEventGesture: SummarizedGesture {
    var summary: GestureSummary { GestureSummary(kind: .spatialEvent, coordinateSpace: coordinateSpace) }
}

extension ScrollGesture: SummarizedGesture {
    var summary: GestureSummary { GestureSummary(kind: .scroll) }
}

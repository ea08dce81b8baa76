import Foundation

/// A stand-in gesture type naming the value-less nodes of the hierarchy's composition.
struct HierarchyGesture: Gesture {
    typealias Value = Void
    typealias Body = Never
    func _makeNode(_ context: _GestureBuildContext) -> _GestureNode<Void> {
        fatalError("HierarchyGesture is only a type tag")
    }
    func _updateNode(_ node: _GestureNodeBase) -> Bool { false }
}

/// What a session needs of the node of one attachment: its identity, to find it, and a way to
/// give it a re-rendered attachment.
@usableFromInline
protocol AttachedGestureNode: _GestureNode<Void> {
    /// The attachment's ``GestureAttachment/id``.
    var attachmentID: AnyHashable { get }

    /// The attachment's place on the hit path it was composed from.
    var pathIndex: Int { get }

    /// Applies a re-rendered attachment: new closures and parameters, new geometry. Returns
    /// `false` when the gesture is now of another kind (the attempt must then fail).
    func refresh(with attachment: GestureAttachment) -> Bool
}

/// The node of one attachment: its gesture, erased, and the geometry its nodes share.
///
/// Generic over the gesture's value so that it erases the value itself: one node per attachment
/// on every update rather than an attachment node above an ``ErasedNode``, five fewer nodes for a
/// view with six gestures (Docs/Decisions.md#per-event-costs).
@usableFromInline
final class AttachmentNode<Value>: ErasedNode<Value>, AttachedGestureNode {
    @usableFromInline let attachmentID: AnyHashable
    let geometry: GestureGeometryBox
    /// The attachment's place on the hit path (with its gesture's type, the prefix of the trace
    /// names of its gestures).
    @usableFromInline let pathIndex: Int
    private let gestureDescription: String
    /// The attachment's ``GestureAttachment/yieldsToScrolling``, as last given.
    private var attachmentYieldsToScrolling: Bool

    /// The node of `attachment`, `index`th on the hit path, whose gesture's node `makeChild`
    /// builds; `configuration` unless the attachment has its own.
    @usableFromInline
    init(
        _ attachment: GestureAttachment, configuration: GestureConfiguration, index: Int,
        makeChild: (_GestureBuildContext) -> _GestureNode<Value>
    ) {
        attachmentID = attachment.id
        let geometry = GestureGeometryBox(attachment.geometry)
        self.geometry = geometry
        self.pathIndex = index
        gestureDescription = attachment.gestureDescription
        attachmentYieldsToScrolling = attachment.yieldsToScrolling
        let context = _GestureBuildContext(
            configuration: attachment.configuration ?? configuration, geometry: geometry)
        super.init(child: makeChild(context))
    }

    override func assignTraceNames(prefix: String) {
        child.assignTraceNames(prefix: "\(pathIndex):\(gestureDescription)")
    }

    override var yieldsToScrolling: Bool { attachmentYieldsToScrolling }

    @usableFromInline func refresh(with attachment: GestureAttachment) -> Bool {
        geometry.replace(with: attachment.geometry)
        attachmentYieldsToScrolling = attachment.yieldsToScrolling
        return attachment.updateNode(self)
    }
}

/// Composes the gestures along a hit path the way SwiftUI's modifiers do.
///
/// Walking from the innermost attachment outwards, with `below` the composition so far:
/// - ``GesturePriority/normal``: `below.exclusively(before: gesture)`
/// - ``GesturePriority/high``: `gesture.exclusively(before: below)`
/// - ``GesturePriority/simultaneous``: `below.simultaneously(with: gesture)`
/// - a scroll container (``GestureAttachment/isScrollContainer``), whatever its priority: races
///   `below` (``ScrollContainerNode``)
///
/// A mask without ``GestureMask/gesture`` leaves the gesture out; without
/// ``GestureMask/subviews`` it leaves out everything below.
enum HierarchyComposition {
    static func compose(
        _ path: [GestureAttachment], configuration: GestureConfiguration
    ) -> (root: _GestureNode<Void>, attachments: [any AttachedGestureNode])? {
        var below: _GestureNode<Void>?
        var attachments: [any AttachedGestureNode] = []
        for (index, attachment) in path.enumerated() {
            if !attachment.mask.contains(.subviews) {
                below = nil
                attachments.removeAll()
            }
            guard attachment.mask.contains(.gesture) else { continue }
            let attached = attachment.makeNode(attachment, configuration, index)
            attachments.append(attached)
            let node: _GestureNode<Void> = attached
            guard let inner = below else {
                below = node
                continue
            }
            if attachment.isScrollContainer {
                below = ScrollContainerNode(container: node, content: inner)
                continue
            }
            switch attachment.priority {
            case .normal:
                below = ExclusiveNode<HierarchyGesture, HierarchyGesture>(
                    first: inner, second: node, traceComponent: nil
                ).erased()
            case .high:
                below = ExclusiveNode<HierarchyGesture, HierarchyGesture>(
                    first: node, second: inner, traceComponent: nil
                ).erased()
            case .simultaneous:
                below = SimultaneousNode<HierarchyGesture, HierarchyGesture>(
                    first: inner, second: node, traceComponent: nil
                ).erased()
            }
        }
        guard let below else { return nil }
        return (below, attachments)
    }
}

extension _GestureNode {
    /// This node with its values forgotten.
    func erased() -> _GestureNode<Void> {
        ErasedNode(child: self)
    }
}

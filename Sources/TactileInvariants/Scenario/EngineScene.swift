import Foundation
import TactileGestures

/// One generated gesture attached to one generated view.
struct AttachmentSpec: Sendable, CustomStringConvertible {
    /// The attachment's number in its scene: its id for the engine and its label.
    var id: Int
    var view: Int
    var gesture: GestureSpec
    var priority: GesturePriority
    var mask: GestureMask
    /// Scale of the view's local space (1 is identity; 0 collapses the view).
    var scale: Double
    /// Whether the attachment has a 100 × 100 pt bounds (else zero bounds).
    var hasBounds: Bool

    var description: String {
        "#\(id) on view \(view): \(priority) \(gesture) mask \(mask.rawValue) scale \(scale) bounds \(hasBounds)"
    }
}

/// A generated view tree for the engine alone: views with parents and gestures, no layout. A
/// pointer's hit path is the gestures of the view it lands on and of the view's ancestors.
struct EngineSceneSpec: Sendable, CustomStringConvertible {
    /// Each view's parent (an earlier view), or `nil` for a root.
    var parents: [Int?]
    var attachments: [AttachmentSpec]
    /// The engine's `maximumPointerCount`.
    var pointerLimit: Int

    var description: String {
        "views \(parents.map { $0.map(String.init) ?? "root" }), pointer limit \(pointerLimit)\n"
            + attachments.map { "  \($0)" }.joined(separator: "\n")
    }

    /// `view` and every view below it.
    func subtree(of view: Int) -> Set<Int> {
        var found: Set<Int> = [view]
        for (index, parent) in parents.enumerated() where index > view {
            if let parent, found.contains(parent) { found.insert(index) }
        }
        return found
    }

    /// The views whose parent is `view`, or the roots for `nil`.
    func children(of view: Int?) -> [Int] {
        parents.indices.filter { parents[$0] == view && $0 != view }
    }

    /// The views from `view` up to its root.
    func ancestry(of view: Int) -> [Int] {
        var path: [Int] = []
        var current: Int? = view
        while let index = current, index < parents.count, !path.contains(index) {
            path.append(index)
            current = parents[index]
        }
        return path
    }
}

/// A scene built: its attachments (with gestures and probes) ready to hand to an engine.
@MainActor
final class EngineScene {
    let spec: EngineSceneSpec
    let attachments: [GestureAttachment]
    /// Each attachment's gesture, before labelling (a view scene attaches them with modifiers).
    let gestures: [AnyGesture<Int>]
    let probes: [Probe]
    /// The trace-name keys (without hit-path index) of every named node, per attachment.
    let keysByAttachment: [Int: Set<String>]
    /// Attachments removed from the hierarchy: left out of hit paths from then on.
    var removed: Set<Int> = []

    init(spec: EngineSceneSpec, log: ProbeCallLog) {
        self.spec = spec
        var probes: [Probe] = []
        var attachments: [GestureAttachment] = []
        var gestures: [AnyGesture<Int>] = []
        var keys: [Int: Set<String>] = [:]
        for attachment in spec.attachments {
            let prefix = labelPrefix(attachment.id)
            let gesture = attachment.gesture.build(prefix: prefix, attachment: attachment.id, log: log, probes: &probes)
            gestures.append(gesture)
            let scale = CGFloat(attachment.scale)
            let geometry = GestureGeometry(
                transform: CGAffineTransform(scaleX: scale, y: scale),
                bounds: attachment.hasBounds ? CGRect(x: 0, y: 0, width: 100, height: 100) : .zero)
            attachments.append(
                withLabel(
                    attachment.id,
                    LabelledAttachment(
                        id: attachment.id, gesture: gesture, priority: attachment.priority, mask: attachment.mask,
                        geometry: geometry)))
            keys[attachment.id] = attachment.gesture.allTraceNames(prefix: prefix)
        }
        self.attachments = attachments
        self.gestures = gestures
        self.probes = probes
        self.keysByAttachment = keys
    }

    /// The attachment a trace-name key belongs to.
    func attachment(ofKey key: String) -> Int? {
        keysByAttachment.first { $0.value.contains(key) }?.key
    }

    /// The hit path of a pointer landing on `view`: innermost first, removed attachments left out.
    func hitPath(for view: Int) -> [GestureAttachment] {
        spec.ancestry(of: view).flatMap { index in
            spec.attachments.filter { $0.view == index && !removed.contains($0.id) }.map { attachments[$0.id] }
        }
    }
}

extension GestureSpec {
    /// Every named node's trace name under `prefix`.
    func allTraceNames(prefix: String) -> Set<String> {
        switch self {
        case .mapped(let base), .probed(let base, _):
            return base.allTraceNames(prefix: prefix)
        case .sequenced(let a, let b), .simultaneous(let a, let b), .exclusive(let a, let b):
            return Set([traceName(prefix: prefix)])
                .union(a.allTraceNames(prefix: prefix + "/first"))
                .union(b.allTraceNames(prefix: prefix + "/second"))
        default:
            return [traceName(prefix: prefix)]
        }
    }
}

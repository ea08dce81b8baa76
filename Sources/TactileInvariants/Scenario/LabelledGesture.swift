import Foundation
import Tactile
import TactileGestures

/// A gesture that only gives its attachment a type of its own, so that trace names (which start
/// with the attachment's gesture type) tell the attachments of one scene apart.
struct Labelled<Tag>: Gesture {
    var base: AnyGesture<Int>
    var body: AnyGesture<Int> { base }
}

enum Tag0 {}
enum Tag1 {}
enum Tag2 {}
enum Tag3 {}
enum Tag4 {}
enum Tag5 {}
enum Tag6 {}
enum Tag7 {}
enum Tag8 {}
enum Tag9 {}

/// How many attachments a scene can tell apart.
let labelCount = 10

/// `gesture` attached with a label type of its own: `Labelled<Tag\(label)>`.
func labelledAttachment(
    label: Int, id: Int, gesture: AnyGesture<Int>, priority: GesturePriority, mask: GestureMask,
    geometry: GestureGeometry
) -> GestureAttachment {
    func make<Tag>(_: Tag.Type) -> GestureAttachment {
        GestureAttachment(id: id, gesture: Labelled<Tag>(base: gesture), priority: priority, mask: mask,
                          geometry: geometry)
    }
    switch label % labelCount {
    case 0: return make(Tag0.self)
    case 1: return make(Tag1.self)
    case 2: return make(Tag2.self)
    case 3: return make(Tag3.self)
    case 4: return make(Tag4.self)
    case 5: return make(Tag5.self)
    case 6: return make(Tag6.self)
    case 7: return make(Tag7.self)
    case 8: return make(Tag8.self)
    default: return make(Tag9.self)
    }
}

/// The trace-name prefix (without the hit-path index) of the attachment labelled `label`.
func labelPrefix(_ label: Int) -> String {
    "Labelled<Tag\(label % labelCount)>"
}

/// `view` with `gesture` attached as `Labelled<Tag\(label)>` by the modifier for `priority`.
@MainActor
func attachLabelled(
    label: Int, to view: AnyView, gesture: AnyGesture<Int>, priority: GesturePriority, mask: GestureMask
) -> AnyView {
    func make<Tag>(_: Tag.Type) -> AnyView {
        let labelled = Labelled<Tag>(base: gesture)
        switch priority {
        case .normal: return AnyView(view.gesture(labelled, including: mask))
        case .high: return AnyView(view.highPriorityGesture(labelled, including: mask))
        case .simultaneous: return AnyView(view.simultaneousGesture(labelled, including: mask))
        }
    }
    switch label % labelCount {
    case 0: return make(Tag0.self)
    case 1: return make(Tag1.self)
    case 2: return make(Tag2.self)
    case 3: return make(Tag3.self)
    case 4: return make(Tag4.self)
    case 5: return make(Tag5.self)
    case 6: return make(Tag6.self)
    case 7: return make(Tag7.self)
    case 8: return make(Tag8.self)
    default: return make(Tag9.self)
    }
}

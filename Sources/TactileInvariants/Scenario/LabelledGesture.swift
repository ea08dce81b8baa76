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

/// Something made with one of the label types, chosen at run time by ``withLabel(_:_:)``.
@MainActor
protocol LabelConsumer {
    associatedtype Result
    func make<Tag>(_ tag: Tag.Type) -> Result
}

/// Calls `consumer` with the label type `Tag\(label)` (modulo ``labelCount``).
@MainActor
func withLabel<Consumer: LabelConsumer>(_ label: Int, _ consumer: Consumer) -> Consumer.Result {
    switch label % labelCount {
    case 0: consumer.make(Tag0.self)
    case 1: consumer.make(Tag1.self)
    case 2: consumer.make(Tag2.self)
    case 3: consumer.make(Tag3.self)
    case 4: consumer.make(Tag4.self)
    case 5: consumer.make(Tag5.self)
    case 6: consumer.make(Tag6.self)
    case 7: consumer.make(Tag7.self)
    case 8: consumer.make(Tag8.self)
    default: consumer.make(Tag9.self)
    }
}

/// `gesture` as a ``GestureAttachment`` for the engine, typed `Labelled<Tag…>`.
struct LabelledAttachment: LabelConsumer {
    var id: Int
    var gesture: AnyGesture<Int>
    var priority: GesturePriority
    var mask: GestureMask
    var geometry: GestureGeometry

    func make<Tag>(_: Tag.Type) -> GestureAttachment {
        GestureAttachment(
            id: id, gesture: Labelled<Tag>(base: gesture), priority: priority, mask: mask,
            geometry: geometry)
    }
}

/// A view with `gesture` attached, typed `Labelled<Tag…>`, by the modifier for `priority`.
struct LabelledModifier: LabelConsumer {
    var view: AnyView
    var gesture: AnyGesture<Int>
    var priority: GesturePriority
    var mask: GestureMask

    func make<Tag>(_: Tag.Type) -> AnyView {
        let labelled = Labelled<Tag>(base: gesture)
        switch priority {
        case .normal: return AnyView(view.gesture(labelled, including: mask))
        case .high: return AnyView(view.highPriorityGesture(labelled, including: mask))
        case .simultaneous: return AnyView(view.simultaneousGesture(labelled, including: mask))
        }
    }
}

/// The trace-name prefix (without the hit-path index) of the attachment labelled `label`.
func labelPrefix(_ label: Int) -> String {
    "Labelled<Tag\(label % labelCount)>"
}

import Foundation
import Tactile

/// Which generated views are still in the hierarchy: removing one re-renders the scene without it.
final class GeneratedSceneModel: ObservableObject {
    @Published var removed: Set<Int> = []
}

/// A generated engine scene as views: each view a square (smaller the deeper it is, offset from
/// its parent's centre so that both can be hit) holding its children, with its attachments applied
/// by `gesture`, `highPriorityGesture` or `simultaneousGesture` in order.
struct GeneratedView: View {
    let index: Int
    let scene: EngineScene
    @ObservedObject var model: GeneratedSceneModel

    var body: some View {
        let depth = scene.spec.ancestry(of: index).count - 1
        let side = ScenarioLimits.rootViewSide * pow(ScenarioLimits.nestingScale, Double(depth))
        let children = scene.spec.children(of: index).filter { !model.removed.contains($0) }
        var view = AnyView(
            ZStack {
                Color(white: 0.5).frame(width: side, height: side)
                ForEach(children, id: \.self) { child in
                    GeneratedView(index: child, scene: scene, model: model)
                        .offset(x: side * (child % 2 == 0 ? 0.2 : -0.2), y: side * 0.2)
                }
            }.accessibilityIdentifier("view-\(index)"))
        for attachment in scene.spec.attachments where attachment.view == index {
            view = withLabel(
                attachment.id,
                LabelledModifier(
                    view: view, gesture: scene.gestures[attachment.id], priority: attachment.priority,
                    mask: attachment.mask))
        }
        return view
    }
}

/// The roots of a generated scene, side by side.
struct GeneratedRoot: View {
    let scene: EngineScene
    @ObservedObject var model: GeneratedSceneModel

    var body: some View {
        VStack {
            ForEach(scene.spec.children(of: nil).filter { !model.removed.contains($0) }, id: \.self) { root in
                GeneratedView(index: root, scene: scene, model: model)
            }
        }
    }
}

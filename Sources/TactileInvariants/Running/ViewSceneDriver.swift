import Foundation
import Tactile

/// A generated scene as views in a ``GestureHost``: hit testing, layout, commits and views leaving
/// the tree are the view layer's. Removing a view drops it (and its subtree) from the model, and the
/// host tells the engine at the next commit.
@MainActor
final class ViewSceneDriver: ScenarioDriver {
    private let host: GestureHost
    private let scene: EngineScene
    private let model = GeneratedSceneModel()

    init(scene: EngineScene) {
        self.scene = scene
        var configuration = GestureConfiguration.standard
        configuration.maximumPointerCount = scene.spec.pointerLimit
        host = GestureHost(
            GeneratedRoot(scene: scene, model: model), size: ScenarioLimits.viewWindow,
            configuration: configuration)
        host.update()
    }

    var engine: GestureEngine { host.engine }

    var ignoresHover: Bool { true }

    /// Inside the view's frame (its centre region, where its children may also be), or the top-left
    /// corner of the window for a view that is not shown.
    func location(forDownOn view: Int, x: Double, y: Double) -> CGPoint {
        guard let frame = host.frame(ofAccessibilityIdentifier: "view-\(view)") else {
            return CGPoint(x: x / 40, y: y / 40)
        }
        return CGPoint(
            x: frame.minX + frame.width * x / ScenarioLimits.engineArea,
            y: frame.minY + frame.height * y / ScenarioLimits.engineArea)
    }

    func send(_ event: PointerEvent, onView view: Int) -> GestureInputResult { host.send(event) }

    func advance(to time: TimeInterval) -> GestureInputResult { host.advance(to: time) }

    func removeView(holding attachment: Int) -> Set<Int> {
        guard attachment < scene.spec.attachments.count else { return [] }
        let views = scene.spec.subtree(of: scene.spec.attachments[attachment].view)
        model.removed.formUnion(views)
        host.update()
        return Set(scene.spec.attachments.filter { views.contains($0.view) }.map(\.id))
    }

    func cancelAll() { host.cancelAll() }

    func display() -> String? { host.svg() }
}

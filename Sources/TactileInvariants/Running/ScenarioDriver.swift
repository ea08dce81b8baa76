import Foundation
import TactileGestures

/// What a generated scene runs on: an engine alone, or the same scene as views in a host. The
/// oracle makes its calls through it and observes the engine's hooks either way.
@MainActor
protocol ScenarioDriver: AnyObject {
    /// The engine whose hooks the oracle observes.
    var engine: GestureEngine { get }
    /// Whether mouse events of a pointer that is not down are hovering, ignored without a
    /// diagnostic (a host's rule).
    var ignoresHover: Bool { get }
    /// Where a down meant for `view` lands; `x` and `y` are the step's, in `0..<engineArea`.
    func location(forDownOn view: Int, x: Double, y: Double) -> CGPoint
    /// Sends an event; for a down, `view` is the view it was meant for.
    func send(_ event: PointerEvent, onView view: Int) -> GestureInputResult
    func advance(to time: TimeInterval) -> GestureInputResult
    /// Removes the view holding `attachment` from the hierarchy; returns every attachment that
    /// left with it.
    func removeView(holding attachment: Int) -> Set<Int>
    func cancelAll()
    /// What the window shows (its SVG), for a driver with a window; `nil` otherwise.
    func display() -> String?
}

/// The engine alone: hit paths come from the scene's view tree.
@MainActor
final class EngineDriver: ScenarioDriver {
    let engine: GestureEngine
    private let scene: EngineScene

    init(scene: EngineScene) {
        self.scene = scene
        var configuration = GestureConfiguration.standard
        configuration.maximumPointerCount = scene.spec.pointerLimit
        engine = GestureEngine(configuration: configuration)
    }

    var ignoresHover: Bool { false }

    func location(forDownOn view: Int, x: Double, y: Double) -> CGPoint { CGPoint(x: x, y: y) }

    func send(_ event: PointerEvent, onView view: Int) -> GestureInputResult {
        engine.send(event, hitPath: event.phase == .down ? scene.hitPath(for: view) : [])
    }

    func advance(to time: TimeInterval) -> GestureInputResult { engine.advance(to: time) }

    func removeView(holding attachment: Int) -> Set<Int> {
        engine.remove([AnyHashable(attachment)])
        return [attachment]
    }

    func cancelAll() { engine.cancelAll() }

    func display() -> String? { nil }
}

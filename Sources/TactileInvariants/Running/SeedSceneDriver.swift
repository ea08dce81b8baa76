import Foundation
import Tactile
import TactileExamples

/// A seed scene in a ``GestureHost`` at its window size. Downs land near the points of its first
/// frame that have gestures (a grid scan); the scene removes its own views.
@MainActor
final class SeedSceneDriver: ScenarioDriver {
    let example: Example
    private let host: GestureHost
    /// Points of the first frame with gestures; the window's centre if none has.
    let hotSpots: [CGPoint]

    init(example: Example) {
        self.example = example
        host = GestureHost(example.makeView(), size: example.windowSize)
        host.update()
        hotSpots = Self.hotSpots(of: example, in: host)
    }

    var engine: GestureEngine { host.engine }

    var ignoresHover: Bool { true }

    /// Near hot spot `view` (modulo their number), within half the scan spacing.
    func location(forDownOn view: Int, x: Double, y: Double) -> CGPoint {
        let spot = hotSpots[view % hotSpots.count]
        let spacing = ScenarioLimits.hotSpotSpacing
        return CGPoint(
            x: spot.x + (x / ScenarioLimits.engineArea - 0.5) * spacing,
            y: spot.y + (y / ScenarioLimits.engineArea - 0.5) * spacing)
    }

    func send(_ event: PointerEvent, onView view: Int) -> GestureInputResult { host.send(event) }

    func advance(to time: TimeInterval) -> GestureInputResult { host.advance(to: time) }

    func removeView(holding attachment: Int) -> Set<Int> { [] }

    func cancelAll() { host.cancelAll() }

    func display() -> String? { host.svg() }

    /// The scanned points of each example, by id: every fresh instance of an example shows the
    /// same first frame, and scanning it costs more than a whole run.
    private static var hotSpotCache: [String: [CGPoint]] = [:]

    private static func hotSpots(of example: Example, in host: GestureHost) -> [CGPoint] {
        if let cached = hotSpotCache[example.id] { return cached }
        let spacing = ScenarioLimits.hotSpotSpacing
        var spots: [CGPoint] = []
        var y = spacing / 2
        while y < example.windowSize.height {
            var x = spacing / 2
            while x < example.windowSize.width {
                let point = CGPoint(x: x, y: y)
                if !host.viewHost.gestureAttachments(at: point).isEmpty { spots.append(point) }
                x += spacing
            }
            y += spacing
        }
        if spots.isEmpty { spots = [CGPoint(x: example.windowSize.width / 2, y: example.windowSize.height / 2)] }
        hotSpotCache[example.id] = spots
        return spots
    }
}

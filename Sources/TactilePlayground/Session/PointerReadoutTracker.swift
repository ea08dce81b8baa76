import Foundation
import Tactile

/// Follows the pointers down in a session and reports the values a default drag (first pointer) and
/// pinch (first two pointers) would see, in window space, with the engine's velocity estimator and
/// prediction interval (``GestureConfiguration``).
struct PointerReadoutTracker {
    private struct Pointer {
        var id: PointerID
        var start: CGPoint
        var location: CGPoint
    }

    let configuration: GestureConfiguration
    private var pointers: [Pointer] = []
    private var velocity: VelocityTracker
    /// Distance and angle of the first two pointers when the second landed.
    private var pinchStart: (distance: Double, angle: Double)?
    private var lastTime: Double = 0

    init(configuration: GestureConfiguration = .standard) {
        self.configuration = configuration
        self.velocity = VelocityTracker(configuration: configuration.velocity)
    }

    mutating func record(_ event: PointerEvent) {
        lastTime = event.time
        switch event.phase {
        case .down:
            guard !pointers.contains(where: { $0.id == event.pointer }) else { return }
            pointers.append(Pointer(id: event.pointer, start: event.location, location: event.location))
            if pointers.count == 1 {
                velocity.reset()
                velocity.addSample(event.location, at: event.time)
            }
            if pointers.count == 2 { pinchStart = Self.pinch(pointers[0].location, pointers[1].location) }
        case .move:
            guard let i = pointers.firstIndex(where: { $0.id == event.pointer }) else { return }
            pointers[i].location = event.location
            if i == 0 { velocity.addSample(event.location, at: event.time) }
        case .up, .cancel:
            guard let i = pointers.firstIndex(where: { $0.id == event.pointer }) else { return }
            pointers.remove(at: i)
            if pointers.count < 2 { pinchStart = nil }
            if i == 0 {
                // The pointer a drag follows lifted (the readout ends, or follows the next one):
                // the next one's velocity starts from where it is, not from the lifted one's samples.
                velocity.reset()
                if let next = pointers.first { velocity.addSample(next.location, at: event.time) }
            }
        }
    }

    /// The current values, or `nil` with no pointer down.
    func readout(at time: Double) -> PointerReadout? {
        guard let first = pointers.first else { return nil }
        // Two samples a denormal apart (5e-324 s) give an infinite slope, which JSON cannot
        // carry; a velocity too large to be a number is shown as zero (no pointer moves so).
        var v = velocity.velocity(at: max(time, lastTime))
        if !v.dx.isFinite || !v.dy.isFinite { v = CGVector(dx: 0, dy: 0) }
        let k = configuration.predictionInterval
        var out = PointerReadout(
            pointers: pointers.count,
            startX: first.start.x, startY: first.start.y, x: first.location.x, y: first.location.y,
            translationX: first.location.x - first.start.x, translationY: first.location.y - first.start.y,
            velocityX: v.dx, velocityY: v.dy,
            predictedX: first.location.x + k * v.dx, predictedY: first.location.y + k * v.dy)
        if pointers.count >= 2, let start = pinchStart, start.distance > 0 {
            let now = Self.pinch(pointers[0].location, pointers[1].location)
            let scale = now.distance / start.distance
            out.scale = scale.isFinite ? scale : nil
            var turn = (now.angle - start.angle) * 180 / .pi
            if turn > 180 { turn -= 360 }
            if turn < -180 { turn += 360 }
            out.rotation = turn
        }
        return out
    }

    private static func pinch(_ a: CGPoint, _ b: CGPoint) -> (distance: Double, angle: Double) {
        let dx = Double(b.x - a.x), dy = Double(b.y - a.y)
        return ((dx * dx + dy * dy).squareRoot(), atan2(dy, dx))
    }
}

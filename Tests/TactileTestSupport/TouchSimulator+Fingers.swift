import Foundation
import Tactile
import TactileTesting

extension TouchSimulator {
    /// The centre of the view with this accessibility identifier (the window's origin if it is not shown).
    public func center(of identifier: String) -> CGPoint { frame(of: identifier)?.center ?? .zero }

    /// Moves pointer 0 from `start` to `end` in `steps` equal moves over `duration` (the pointer is
    /// already down at `start`).
    public func moveInSteps(from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.3, steps: Int = 10) {
        for step in 1...steps {
            advance(by: duration / Double(steps))
            let t = CGFloat(step) / CGFloat(steps)
            move(to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
        }
    }

    /// Two fingers on opposite sides of `center`, moving at once from `fromRadius` at angle 0 to
    /// `toRadius` at `angle` (clockwise on screen): a pinch and a rotation together.
    public func pinchAndRotate(
        center: CGPoint, fromRadius: CGFloat, toRadius: CGFloat, by angle: Angle,
        duration: TimeInterval = 0.3, steps: Int = 10
    ) {
        func points(_ radius: CGFloat, _ radians: Double) -> (CGPoint, CGPoint) {
            let dx = radius * CGFloat(cos(radians)), dy = radius * CGFloat(sin(radians))
            return (CGPoint(x: center.x + dx, y: center.y + dy), CGPoint(x: center.x - dx, y: center.y - dy))
        }
        let start = points(fromRadius, 0)
        down(0, at: start.0)
        down(1, at: start.1)
        for step in 1...steps {
            advance(by: duration / Double(steps))
            let t = Double(step) / Double(steps)
            let p = points(fromRadius + (toRadius - fromRadius) * CGFloat(t), angle.radians * t)
            move(0, to: p.0)
            move(1, to: p.1)
        }
        up(0)
        up(1)
    }
}

import Foundation
import Tactile
import TactileTesting

extension TouchSimulator {
    /// A drag as a user lifts an item: down at `start`, rest `hold` seconds (past the 0.5 s lift),
    /// then `steps` even moves to `end`; lifts the finger there unless `lifts` is false.
    func liftAndDrag(
        from start: CGPoint, to end: CGPoint, hold: TimeInterval = 0.6, steps: Int = 10, lifts: Bool = true
    ) {
        down(at: start)
        advance(by: hold)
        for step in 1...steps {
            let t = CGFloat(step) / CGFloat(steps)
            advance(by: 0.02)
            move(to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
        }
        if lifts { up() }
    }
}

/// The centre of `rect`.
func centre(_ rect: CGRect) -> CGPoint { CGPoint(x: rect.midX, y: rect.midY) }

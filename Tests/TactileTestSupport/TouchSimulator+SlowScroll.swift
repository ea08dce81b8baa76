import Foundation
import Tactile
import TactileTesting

extension TouchSimulator {
    /// Scrolls a vertical scroll view that fills the 400 × 800 window up by `distance` points with
    /// one finger: down at (200, 700), the 10 pt touch slop in one move, then `distance` in ten
    /// steps over half a second, held still before the lift (no fling), and a second to settle.
    /// The content moves by `distance` (a negative one scrolls down).
    public func scrollUpSlowly(by distance: CGFloat) {
        down(at: CGPoint(x: 200, y: 700))
        advance(by: 0.05)
        move(to: CGPoint(x: 200, y: 690))
        for step in 1...10 {
            advance(by: 0.05)
            move(to: CGPoint(x: 200, y: 690 - distance * CGFloat(step) / 10))
        }
        advance(by: 0.3)
        move(to: CGPoint(x: 200, y: 690 - distance))
        up()
        advance(by: 1)
    }
}

// Two ways a finger leaves the screen, shared by the component example tests: after holding
// still (the drag's velocity, and so its projection, is spent) or mid-flick (fast, so
// `predictedEndTranslation` runs well past the finger).
import Foundation
import TactileTestSupport
import TactileTesting

extension TouchSimulator {
    /// Down at `start`, a slow move to `end` over 0.6 s, a 0.3 s hold, then up.
    func dragAndHold(from start: CGPoint, to end: CGPoint) {
        down(at: start)
        moveInSteps(from: start, to: end, duration: 0.6, steps: 12)
        advance(by: 0.3)
        up()
    }

    /// Down at `start`, a quick move to `end` over 0.1 s, up at once.
    func flick(from start: CGPoint, to end: CGPoint) {
        drag(from: start, to: end, duration: 0.1, steps: 6)
    }
}

extension CGPoint {
    /// The point moved by `dx`, `dy`.
    func moved(_ dx: CGFloat, _ dy: CGFloat) -> CGPoint { CGPoint(x: x + dx, y: y + dy) }
}

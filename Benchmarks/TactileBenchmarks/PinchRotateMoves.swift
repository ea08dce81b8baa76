// Benchmark 7: two pointers pinching and turning, magnify simultaneously with rotate, engine alone.

import Foundation
import TactileGestures

/// Two fingers down on one view whose gesture is
/// `MagnifyGesture().simultaneously(with: RotateGesture())`, both with `onChanged`. Each step moves
/// one finger, the two in turn, so that the pair spreads, closes and turns about its centre.
final class PinchRotateMovesFixture: BenchmarkFixture {
    private let engine = GestureEngine()
    private var swings: [PointerSwing]
    private var nextPointer = 0
    /// What the callbacks last saw, so they have an effect the optimiser must keep.
    private var lastMagnification: CGFloat = 1
    private var lastRotation = Angle.zero
    /// How many times either callback ran: the fixture checks that moves reach them.
    private var changes = 0

    init() {
        let center = CGPoint(x: 200, y: 400)
        // The fingers sit 100 pt apart on a diagonal and swing along different directions, so
        // the distance between them and the angle of the line joining them both change.
        let first = CGPoint(x: center.x - 50, y: center.y - 50)
        let second = CGPoint(x: center.x + 50, y: center.y + 50)
        swings = [
            PointerSwing(anchor: first, direction: CGVector(dx: -0.5, dy: -0.3), time: 0),
            PointerSwing(anchor: second, direction: CGVector(dx: 0.3, dy: -0.5), time: 0),
        ]
        let pinch = MagnifyGesture()
            .onChanged { [unowned self] value in
                lastMagnification = value.magnification
                changes += 1
            }
            .simultaneously(
                with: RotateGesture().onChanged { [unowned self] value in
                    lastRotation = value.rotation
                    changes += 1
                })
        let path = [GestureAttachment(id: "photo", gesture: pinch)]
        engine.send(PointerEvent(pointer: 0, phase: .down, location: first, time: 0), hitPath: path)
        engine.send(PointerEvent(pointer: 1, phase: .down, location: second, time: 0), hitPath: path)
        for _ in 0..<SuiteConstants.swingPeriod { step() }
        precondition(changes >= SuiteConstants.swingPeriod / 2, "the pinch and the rotation should follow the moves")
    }

    func step() {
        let pointer = nextPointer
        nextPointer = 1 - pointer
        let (location, time) = swings[pointer].next()
        engine.send(PointerEvent(pointer: pointer, phase: .move, location: location, time: time))
    }
}

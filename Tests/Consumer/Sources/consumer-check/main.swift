import Foundation
import TactileGestures

// A tap on a surface the host hit-tests itself, through the engine alone: the program exits
// non-zero unless the tap ends once.
var taps = 0
let engine = GestureEngine()
let surface = [GestureAttachment(id: "surface", gesture: TapGesture().onEnded { taps += 1 })]
engine.send(PointerEvent(phase: .down, location: CGPoint(x: 10, y: 10), time: 0), hitPath: surface)
engine.send(PointerEvent(phase: .up, location: CGPoint(x: 10, y: 10), time: 0.05))
print("taps: \(taps)")
exit(taps == 1 ? 0 : 1)

// Two fingers pinching and turning through the engine, with no harness around them, for an
// instruction profiler:
//
//   swift build -c release --package-path Benchmarks --product profile-pinch-moves
//   valgrind --tool=callgrind --callgrind-out-file=pinch.callgrind \
//       Benchmarks/.build/release/profile-pinch-moves changed 200000
//
// The gesture is benchmark 7's, `MagnifyGesture().simultaneously(with: RotateGesture())`, with
// its callbacks in one of two forms (the first argument):
// - `changed`: `onChanged` on both, as benchmark 7 has: every move's value is read.
// - `ended`: `onEnded` on both: no move's value is read, so no move should build one.
// The second argument is the number of moves (default 200,000); each moves one finger, the two in
// turn, and a lift ends both gestures. The program prints what the callbacks saw: `ends 2` shows
// both gestures were recognized (a lift before that fails them).

import Foundation
import TactileGestures

/// Which callbacks read the pinch's values.
enum Readers: String {
    case changed, ended
}

/// Two fingers on one view whose gesture pinches and turns.
final class PinchedView {
    let engine = GestureEngine()
    var lastMagnification: CGFloat = 1
    var lastRotation = Angle.zero
    var changes = 0
    var ends = 0

    init(readers: Readers, first: CGPoint, second: CGPoint) {
        let path: [GestureAttachment]
        switch readers {
        case .changed:
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
            path = [GestureAttachment(id: "photo", gesture: pinch)]
        case .ended:
            let pinch = MagnifyGesture()
                .onEnded { [unowned self] value in
                    lastMagnification = value.magnification
                    ends += 1
                }
                .simultaneously(
                    with: RotateGesture().onEnded { [unowned self] value in
                        lastRotation = value.rotation
                        ends += 1
                    })
            path = [GestureAttachment(id: "photo", gesture: pinch)]
        }
        engine.send(PointerEvent(pointer: 0, phase: .down, location: first, time: 0), hitPath: path)
        engine.send(PointerEvent(pointer: 1, phase: .down, location: second, time: 0), hitPath: path)
    }
}

let arguments = CommandLine.arguments.dropFirst()
guard let readers = Readers(rawValue: arguments.first ?? "changed") else {
    print("usage: profile-pinch-moves changed|ended [moves]")
    exit(2)
}
let moves = arguments.dropFirst().first.flatMap { Int($0) }.map { max(0, $0) } ?? 200_000
let first = CGPoint(x: 150, y: 350), second = CGPoint(x: 250, y: 450)
let view = PinchedView(readers: readers, first: first, second: second)
for index in 0..<moves {
    // The fingers take turns; each swings over 50 moves along its own direction, so the distance
    // between them and the angle of the line joining them both change. 120 samples per second.
    let pointer = index % 2
    let swing = CGFloat((index / 2) % 50) * 1.2
    let location =
        pointer == 0
        ? CGPoint(x: first.x - 0.5 * swing, y: first.y - 0.3 * swing)
        : CGPoint(x: second.x + 0.3 * swing, y: second.y - 0.5 * swing)
    view.engine.send(
        PointerEvent(pointer: pointer, phase: .move, location: location, time: Double(index + 1) / 120))
}
view.engine.send(PointerEvent(pointer: 1, phase: .up, location: second, time: Double(moves + 2) / 120))
print(
    "magnification \(view.lastMagnification), rotation \(view.lastRotation.degrees)°, changes \(view.changes),",
    "ends \(view.ends)")

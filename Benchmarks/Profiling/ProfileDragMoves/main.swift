// A drag's steady moves through the engine, with no harness around them, for an instruction
// profiler (there are no hardware counters on the project's VMs):
//
//   swift build -c release --package-path Benchmarks --product profile-drag-moves
//   valgrind --tool=callgrind --callgrind-out-file=drag.callgrind \
//       Benchmarks/.build/release/profile-drag-moves 200000
//   callgrind_annotate --inclusive=yes drag.callgrind | head -60
//
// The gesture is benchmark 1's: a DragGesture with `updating` and `onChanged`. The argument is
// the number of moves (default 200,000); the program prints the last translation it saw.

import Foundation
import TactileGestures

/// The view-like owner of the drag's `@GestureState`.
final class DraggedView {
    @GestureState var offset = CGSize.zero
    var lastTranslation = CGSize.zero
    let engine = GestureEngine()

    init(at anchor: CGPoint) {
        let drag = DragGesture()
            .updating($offset) { value, state, _ in state = value.translation }
            .onChanged { [unowned self] value in lastTranslation = value.translation }
        engine.send(
            PointerEvent(phase: .down, location: anchor, time: 0),
            hitPath: [GestureAttachment(id: "view", gesture: drag)])
    }
}

let moves = CommandLine.arguments.dropFirst().first.flatMap { Int($0) }.map { max(0, $0) } ?? 200_000
let anchor = CGPoint(x: 200, y: 400)
let view = DraggedView(at: anchor)
for index in 0..<moves {
    // Back and forth over 100 pt, 120 samples per second.
    let offset = CGFloat(index % 50) * 2
    view.engine.send(
        PointerEvent(
            phase: .move, location: CGPoint(x: anchor.x + offset, y: anchor.y), time: Double(index + 1) / 120))
}
print("last translation:", view.lastTranslation)

// Benchmark 5's host frames with no harness, for an instruction profiler:
//
//   swift build -c release --package-path Benchmarks --product profile-host-frames
//   valgrind --tool=callgrind --callgrind-out-file=frames.callgrind \
//       Benchmarks/.build/release/profile-host-frames kuchi 400
//   callgrind_annotate --inclusive=yes frames.callgrind | head -60
//
// The scenes are benchmark 5's (`HostFrames.swift`): `circle`, Apple's draggable circle after its
// long press (0.55 s held), or `kuchi`, the Kuchi Learn view with 20 cards, dragging the top card.
// Each move goes through `GestureHost` and draws a new display list: callbacks, the commit, the
// bodies that changed, layout and rendering. The pointer swings 60 pt either side of the window's
// centre over 50 moves at 120 Hz, as the benchmark's does. Arguments: the scene, then the moves
// after 50 of warm-up (default 1,000). To count instructions per frame, run it at two move counts
// and divide the difference of the totals by the difference of the moves (start-up cancels out).

import Foundation
import Tactile
import TactileExamples

let arguments = Array(CommandLine.arguments.dropFirst())
let scene = arguments.first ?? "kuchi"
let moves = arguments.dropFirst().first.flatMap { Int($0) }.map { max(0, $0) } ?? 1000

MainActor.assumeIsolated {
    let host: GestureHost
    let size: CGSize
    let wait: TimeInterval
    switch scene {
    case "circle":
        guard let example = ExampleCatalog.example(id: "draggable-circle") else { fatalError("no draggable-circle") }
        size = example.windowSize
        host = GestureHost(example.makeView(), size: size)
        wait = 0.55
    case "kuchi":
        size = ExampleCatalog.defaultWindowSize
        host = GestureHost(ExampleCatalog.kuchiLearn(cardCount: 20), size: size)
        wait = 0
    default:
        fatalError("unknown scene \(scene): circle or kuchi")
    }
    let anchor = CGPoint(x: size.width / 2, y: size.height / 2)
    host.send(PointerEvent(phase: .down, location: anchor, time: 0))
    host.advance(to: wait)
    let period = 50
    let commits = host.viewHost.commitCount
    for index in 0..<(period + moves) {
        // A triangle wave: out to +60 pt, back through the anchor to −60 pt, and back.
        let phase = Double(index % period + 1) / Double(period)
        let triangle = phase < 0.25 ? phase * 4 : phase < 0.75 ? 2 - phase * 4 : phase * 4 - 4
        let location = CGPoint(x: anchor.x + 60 * triangle, y: anchor.y)
        host.send(PointerEvent(phase: .move, location: location, time: wait + Double(index + 1) / 120))
    }
    let drawn = host.viewHost.commitCount - commits
    precondition(drawn >= period + moves, "every move should draw a frame; \(drawn) did")
    print(scene, moves, "moves,", drawn, "frames,", host.displayList.items.count, "items")
}

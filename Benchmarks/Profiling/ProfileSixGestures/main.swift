// Benchmark 8's mixed stream through the six gestures, with no harness around it, for an
// instruction profiler:
//
//   swift build -c release --package-path Benchmarks --product profile-six-gestures
//   valgrind --tool=callgrind --callgrind-out-file=six.callgrind \
//       Benchmarks/.build/release/profile-six-gestures engine 100
//   callgrind_annotate --inclusive=yes six.callgrind | head -60
//
// Arguments: the route (`engine`, `composed` or `host`; see `SixGestureDriver.Route`), then the
// laps of 1,000 events to send after one lap of warm-up (default 100). Prints what the gestures
// saw. To count instructions per event, run it twice with different lap counts and divide the
// difference in total instructions by the difference in events (start-up cancels out).
//
// `drag-moves N` instead sends N moves of one drag in progress on the five attachments (benchmark
// 8's `Six gestures, engine: 1000 drag moves`): back and forth over 100 pt at 120 Hz, as
// `profile-drag-moves` moves its lone drag.

import Foundation
import SixGestureScenes
import TactileGestures

let arguments = CommandLine.arguments.dropFirst()
if arguments.first == "drag-moves" {
    let moves = arguments.dropFirst().first.flatMap { Int($0) }.map { max(0, $0) } ?? 100_000
    MainActor.assumeIsolated {
        let activity = SixGestureActivity()
        let engine = GestureEngine()
        let anchor = MixedStreamConstants.center
        engine.send(
            PointerEvent(phase: .down, location: anchor, time: 0), hitPath: SixGestures(activity: activity).attachments)
        for index in 0..<moves {
            let offset = CGFloat(index % 50) * 2
            engine.send(
                PointerEvent(
                    phase: .move, location: CGPoint(x: anchor.x + offset, y: anchor.y), time: Double(index + 1) / 120))
        }
        print("drag-moves", moves, "moves:", activity.summary)
    }
    exit(0)
}
guard let route = SixGestureDriver.Route(rawValue: arguments.first ?? "engine") else {
    print("usage: profile-six-gestures [engine|composed|host] [laps] | drag-moves [moves]")
    exit(2)
}
let laps = arguments.dropFirst().first.flatMap { Int($0) }.map { max(0, $0) } ?? 100
MainActor.assumeIsolated {
    let driver = SixGestureDriver(route)
    driver.warmUp()
    for _ in 0..<(laps * driver.stream.lap.count) { driver.step() }
    print(route.rawValue, laps, "laps:", driver.activity.summary)
}

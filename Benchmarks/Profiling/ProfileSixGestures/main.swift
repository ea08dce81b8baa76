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

import Foundation
import SixGestureScenes

let arguments = CommandLine.arguments.dropFirst()
guard let route = SixGestureDriver.Route(rawValue: arguments.first ?? "engine") else {
    print("usage: profile-six-gestures [engine|composed|host] [laps]")
    exit(2)
}
let laps = arguments.dropFirst().first.flatMap { Int($0) }.map { max(0, $0) } ?? 100
MainActor.assumeIsolated {
    let driver = SixGestureDriver(route)
    driver.warmUp()
    for _ in 0..<(laps * driver.stream.lap.count) { driver.step() }
    print(route.rawValue, laps, "laps:", driver.activity.summary)
}

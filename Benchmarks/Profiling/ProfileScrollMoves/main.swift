// Benchmark 9's scroll moves with no harness, for an instruction profiler:
//
//   swift build -c release --package-path Benchmarks --product profile-scroll-moves
//   valgrind --tool=callgrind --callgrind-out-file=scroll.callgrind \
//       Benchmarks/.build/release/profile-scroll-moves 10000 2000
//   callgrind_annotate --inclusive=yes scroll.callgrind | head -60
//
// The scene is benchmark 9's (`LazyRowsScroll.swift`): a finger scrolling a `ScrollView` of a
// `LazyVStack` of 44 pt text rows through `GestureHost`, swinging 30 points either side of a
// place 1,200 points into the list. The arguments are the number of rows (default 10,000) and of
// moves after the setup (default 2,000); the program prints the commits it made.

import Foundation
import Tactile

let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let rows = arguments.first.map { max(1, $0) } ?? 10_000
let moves = arguments.dropFirst().first.map { max(0, $0) } ?? 2000

let size = CGSize(width: 400, height: 800)
let host = GestureHost(
    ScrollView {
        LazyVStack(spacing: 0) {
            ForEach(0..<rows, id: \.self) { row in
                Text("Row \(row)").frame(maxWidth: .infinity, minHeight: 44, maxHeight: 44)
            }
        }
    }, size: size)
var time: TimeInterval = 0
var y = size.height / 2
@MainActor func move(by dy: CGFloat) {
    time += 1.0 / 120
    y += dy
    host.send(PointerEvent(phase: .move, location: CGPoint(x: 200, y: y), time: time))
}
let centre = y - min(1200, max(0, CGFloat(rows) * 44 - size.height) / 2)
host.send(PointerEvent(phase: .down, location: CGPoint(x: 200, y: y), time: time))
while y > centre { move(by: -max(1, min(6, y - centre))) }
var direction: CGFloat = -1
for _ in 0..<moves {
    if abs(y - centre) >= 30 { direction = -direction }
    move(by: 2 * direction)
}
print("commits: \(host.viewHost.commitCount)")

import Foundation
import Testing

@testable import Tactile
@testable import TactileViewCore

/// A scroll move runs again only the views that read the position (``ScrollViewState``): the
/// viewport's and the indicators' readers, not the scroll view's body with its overlay and
/// lifecycle modifiers, and none of the content's views.
@MainActor
@Suite("Scroll move bodies")
struct ScrollMoveBodyTests {
    /// A finger on a long lazy list: down in the middle, then moved up a few points at a time.
    @MainActor
    final class Finger {
        let host = GestureHost(
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<1_000, id: \.self) { row in
                        Text("Row \(row)").frame(maxWidth: .infinity, minHeight: 44, maxHeight: 44)
                    }
                }
            }, size: CGSize(width: 400, height: 800))
        private var time: TimeInterval = 0
        private var y: CGFloat = 400

        init() {
            host.send(PointerEvent(phase: .down, location: CGPoint(x: 200, y: y), time: time))
        }

        func move(by dy: CGFloat) {
            time += 1.0 / 120
            y += dy
            host.send(PointerEvent(phase: .move, location: CGPoint(x: 200, y: y), time: time))
        }

        /// The kinds of the custom views whose body ran in the last commit (rebuilt or resolved anew).
        var bodiesRunInLastCommit: [String] {
            let graph = host.viewHost.graph
            var kinds: [String] = []
            graph.root?.forEachNode { node in
                if node.rebuild != nil && node.resolvedInCommit == graph.commitCount {
                    kinds.append(node.content.kindName)
                }
            }
            return kinds.sorted()
        }
    }

    @Test("A move runs the viewport's and the indicators' readers and no other body")
    func aMoveRunsOnlyThePositionsReaders() {
        let finger = Finger()
        // Past the slop, and far enough that the lazy stack has built the rows coming into view.
        for _ in 0..<20 { finger.move(by: -6) }
        for _ in 0..<10 {
            let commits = finger.host.viewHost.commitCount
            finger.move(by: -2)
            #expect(finger.host.viewHost.commitCount == commits + 1)
            #expect(finger.bodiesRunInLastCommit == ["ScrollIndicatorsReader", "ScrollViewportReader"])
        }
    }
}

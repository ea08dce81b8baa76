import Foundation
import Tactile
import TactileTesting
import Testing

/// A drag from the leading edge of a `NavigationStack` pops its top level when it goes past half
/// the width or is released fast enough; a short one returns the level to its place.
@MainActor
@Suite("Edge swipe back")
struct EdgeSwipeBackTests {
    private struct Stack: View {
        let hidesBack: Bool
        @State private var path: [Int]
        init(depth: Int, hidesBack: Bool = false) {
            self.hidesBack = hidesBack
            _path = State(initialValue: (0..<max(depth, 0)).map { $0 + 1 })
        }
        var body: some View {
            NavigationStack(path: $path) {
                Text("Root, depth \(path.count)")
                    .navigationDestination(for: Int.self) { level in
                        Text("Level \(level), depth \(path.count)")
                            .frame(maxWidth: .infinity, maxHeight: .infinity)
                            .navigationBarBackButtonHidden(hidesBack)
                    }
            }
        }
    }

    struct Swipe: CustomTestStringConvertible, Sendable {
        let startX: CGFloat
        let distance: CGFloat
        let fling: Bool
        let pops: Bool
        var testDescription: String { "\(fling ? "fling" : "drag") of \(Int(distance)) pt from x = \(Int(startX))" }
    }

    nonisolated static let swipes = [
        // The window is 400 pt wide: past 200 pops.
        Swipe(startX: 5, distance: 260, fling: false, pops: true),
        Swipe(startX: 5, distance: 100, fling: false, pops: false),
        Swipe(startX: 5, distance: 100, fling: true, pops: true),
        // Not from the edge: nothing.
        Swipe(startX: 60, distance: 300, fling: false, pops: false),
    ]

    private func perform(_ swipe: Swipe, in sim: TouchSimulator) {
        let start = CGPoint(x: swipe.startX, y: 400)
        if swipe.fling {
            sim.fling(from: start, by: CGSize(width: swipe.distance, height: 0), velocity: 1500)
        } else {
            sim.down(at: start)
            for step in 1...10 {
                sim.move(to: CGPoint(x: start.x + swipe.distance * CGFloat(step) / 10, y: 400))
                sim.advance(by: 0.05)
            }
            sim.advance(by: 0.3)
            sim.up()
        }
        sim.advance(by: 1)
    }

    @Test("An edge swipe past half the width, or a fast one, pops the top level", arguments: swipes)
    func pops(swipe: Swipe) {
        let sim = TouchSimulator(Stack(depth: 2))
        #expect(sim.texts().contains("Level 2, depth 2"))
        perform(swipe, in: sim)
        #expect(sim.texts().contains(swipe.pops ? "Level 1, depth 1" : "Level 2, depth 2"))
    }

    @Test("The top level follows the finger; a short swipe puts it back")
    func follows() {
        let sim = TouchSimulator(Stack(depth: 1))
        let before = sim.frame(of: .text("Level 1, depth 1")) ?? .null
        sim.down(at: CGPoint(x: 5, y: 400))
        for step in 1...5 {
            sim.move(to: CGPoint(x: 5 + 20 * CGFloat(step), y: 400))
            sim.advance(by: 0.05)
        }
        let moved = sim.frame(of: .text("Level 1, depth 1")) ?? .null
        #expect(abs(moved.minX - before.minX - 100) < 1)
        sim.advance(by: 0.3)
        sim.up()
        sim.advance(by: 1)
        #expect(sim.frame(of: .text("Level 1, depth 1")) == before)
    }

    @Test("No edge swipe pops the root or a level whose back button is hidden", arguments: [0, 1])
    func noPop(depth: Int) {
        let sim = TouchSimulator(Stack(depth: depth, hidesBack: true))
        sim.missedTouches = .ignore
        perform(Swipe(startX: 5, distance: 300, fling: false, pops: true), in: sim)
        #expect(sim.texts().contains(depth == 0 ? "Root, depth 0" : "Level 1, depth 1"))
    }
}

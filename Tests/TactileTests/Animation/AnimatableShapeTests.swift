// A custom shape's `animatableData`, animated: the renderer draws the outlines of the in-between
// data on the host's time, as SwiftUI does, rather than jumping to the new outline.
import Foundation
import Tactile
import TactileTesting
import Testing

/// A bar that fills `level` of its width from the leading edge: its outline depends only on its
/// animatable data, so an in-between frame shows an in-between width.
private struct LevelBar: Shape {
    var level: Double
    var animatableData: Double {
        get { level }
        set { level = newValue }
    }
    func path(in rect: CGRect) -> Path {
        Path(CGRect(x: rect.minX, y: rect.minY, width: rect.width * level, height: rect.height))
    }
}

/// A bar whose level a button raises from 0.2 to 1, with a linear second.
private struct LevelScreen: View {
    @State private var level = 0.2
    let animation: Animation?
    var body: some View {
        VStack(spacing: 0) {
            LevelBar(level: level).fill(Color.green).frame(width: 200, height: 20)
            Button("Fill") {
                withAnimation(animation) { level = level < 1 ? 1 : 0.2 }
            }
        }
    }
}

@MainActor
@Suite("Animatable shapes")
struct AnimatableShapeTests {
    /// The width of the green bar's outline in `list`.
    private func barWidth(_ list: DisplayList) -> CGFloat? {
        for item in list.items {
            if case .shape(let path, let fill?, _) = item.kind, fill == .green { return path.boundingRect.width }
        }
        return nil
    }

    @Test(
        "An animated change of animatableData draws the in-between outlines",
        arguments: [
            (0.0, 40.0), (0.25, 80.0), (0.5, 120.0), (1.0, 200.0), (1.5, 200.0),
        ])
    func morphs(elapsed: Double, width: Double) throws {
        let sim = TouchSimulator(LevelScreen(animation: .linear(duration: 1)), size: CGSize(width: 300, height: 300))
        #expect(barWidth(sim.displayList(at: sim.now)) == 40)
        sim.tap(on: .text("Fill"))
        let start = sim.now
        let shown = try #require(barWidth(sim.displayList(at: start + elapsed)))
        #expect(abs(shown - width) < 0.5, "at \(elapsed) s: \(shown)")
    }

    @Test("Without an animation the outline jumps")
    func jumps() {
        let sim = TouchSimulator(LevelScreen(animation: nil), size: CGSize(width: 300, height: 300))
        sim.tap(on: .text("Fill"))
        #expect(barWidth(sim.displayList(at: sim.now + 0.1)) == 200)
    }

    @Test("A change mid-animation goes on from the outline shown")
    func interrupted() throws {
        let sim = TouchSimulator(LevelScreen(animation: .linear(duration: 1)), size: CGSize(width: 300, height: 300))
        sim.tap(on: .text("Fill"))
        let start = sim.now
        sim.advance(by: 0.5 - (sim.now - start))
        let before = try #require(barWidth(sim.displayList(at: sim.now)))
        sim.tap(on: .text("Fill"))
        let turn = sim.now
        let after = try #require(barWidth(sim.displayList(at: turn)))
        // The second tap starts from where the first left the bar, not from its end (200).
        #expect(after < 200 && abs(after - before) < 20, "before \(before), after \(after)")
        #expect(barWidth(sim.displayList(at: turn + 1.1)) == 40)
    }
}

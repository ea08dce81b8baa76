import Foundation
import Tactile
import TactileTesting
import Testing

/// `CustomAnimation` played by the frame animator, and custom `GeometryEffect`s.
@MainActor
@Suite("Custom animations and geometry effects")
struct CustomAnimationTests {
    /// Jumps half-way at once, then stays there until the end of its second.
    struct Step: CustomAnimation {
        func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
            time < 1 ? value.scaled(by: 0.5) : nil
        }
    }

    struct Mover: View {
        @State private var moved = false
        var body: some View {
            VStack {
                Color.red.frame(width: 50, height: 50).offset(x: moved ? 100 : 0)
                Button("Move") { withAnimation(Animation(Step())) { moved = true } }
            }
        }
    }

    @Test(
        "A custom animation's values are played on the host's time",
        arguments: [(0.2, 50.0), (0.9, 50.0), (1.1, 100.0)])
    func custom(elapsed: Double, offset: Double) throws {
        let sim = TouchSimulator(Mover(), size: CGSize(width: 300, height: 300))
        let start = try #require(sim.displayList.shapes(filledWith: .red).first).frame.minX
        sim.tap(on: .text("Move"))
        let shown = try #require(sim.displayList(at: sim.now + elapsed).shapes(filledWith: .red).first)
        #expect(abs(shown.frame.minX - start - offset) < 0.5)
    }

    @Test("A custom animation ends at its first nil and is its own base")
    func settling() {
        let animation = Animation(Step())
        #expect(abs(animation.settlingDuration - 1) < 0.02)
        #expect(animation.base as? Step == Step())
        // A built-in animation's base makes the same animation again.
        let linear = Animation.linear(duration: 1)
        #expect(Animation(linear.base) == linear)
    }

    /// Skews its view by a fixed amount.
    struct Shift: GeometryEffect {
        var x: CGFloat
        var animatableData: CGFloat {
            get { x }
            set { x = newValue }
        }
        func effectValue(size: CGSize) -> ProjectionTransform {
            ProjectionTransform(CGAffineTransform(translationX: x + size.width, y: 0))
        }
    }

    @Test("A custom geometry effect moves its view by its transform for the view's size")
    func geometryEffect() throws {
        let host = ViewHost(
            Color.red.frame(width: 40, height: 40).modifier(Shift(x: 10)).frame(width: 200, height: 200),
            size: CGSize(width: 200, height: 200))
        let plain = ViewHost(
            Color.red.frame(width: 40, height: 40).frame(width: 200, height: 200), size: CGSize(width: 200, height: 200)
        )
        let moved = try #require(host.displayList.shapes(filledWith: .red).first).frame
        let still = try #require(plain.displayList.shapes(filledWith: .red).first).frame
        #expect(moved.minX == still.minX + 50)
        #expect(moved.minY == still.minY)
    }

    @Test("A projection transform inverts and concatenates")
    func projection() {
        let t = ProjectionTransform(CGAffineTransform(a: 2, b: 0, c: 0, d: 4, tx: 10, ty: 20))
        #expect(t.isAffine && !t.isIdentity)
        #expect(t.concatenating(t.inverted()).isIdentity)
        var singular = ProjectionTransform(CGAffineTransform(scaleX: 0, y: 1))
        let inverted = singular.invert()
        #expect(!inverted)
    }
}

import Foundation
import Tactile
import TactileTesting
import Testing

/// Flings and swipes: the finger leaves the glass at the speed the test names, and the engine
/// measures that speed.
@MainActor
@Suite("Flings and swipes")
struct FlingTests {
    /// A card that reports its drag's end.
    struct Card: View {
        let ended: (DragGesture.Value) -> Void
        var body: some View {
            Color.blue.frame(width: 120, height: 120)
                .accessibilityIdentifier("card")
                .gesture(DragGesture().onEnded { ended($0) })
        }
    }

    final class Ends {
        var values: [DragGesture.Value] = []
    }

    nonisolated static let offsets: [CGSize] = [
        CGSize(width: 300, height: 0), CGSize(width: -150, height: 0), CGSize(width: 0, height: 250),
        CGSize(width: 90, height: -120),
    ]

    @Test(
        "The release velocity the engine measures is the one asked for, within 1 %",
        arguments: [150.0, 800, 2500, 9000], offsets)
    func theEngineMeasuresTheRequestedVelocity(speed: Double, offset: CGSize) throws {
        let ends = Ends()
        let sim = TouchSimulator(Card { ends.values.append($0) })
        sim.fling(.accessibilityIdentifier("card"), by: offset, velocity: CGFloat(speed))
        let value = try #require(ends.values.last)
        let length = (offset.width * offset.width + offset.height * offset.height).squareRoot()
        let expected = CGSize(width: offset.width / length * speed, height: offset.height / length * speed)
        #expect(abs(value.velocity.width - expected.width) <= 0.01 * speed)
        #expect(abs(value.velocity.height - expected.height) <= 0.01 * speed)
        #expect(abs(value.translation.width - offset.width) < 1e-6)
        #expect(abs(value.translation.height - offset.height) < 1e-6)
    }

    @Test(
        "A swipe moves the finger the named way, at the default speed and distance", arguments: SwipeDirection.allCases)
    func aSwipeGoesTheNamedWay(direction: SwipeDirection) throws {
        let ends = Ends()
        let sim = TouchSimulator(Card { ends.values.append($0) })
        sim.swipe(direction, on: .accessibilityIdentifier("card"))
        let value = try #require(ends.values.last)
        let speed = Double(TouchSimulator.swipeVelocity), distance = TouchSimulator.swipeDistance
        switch direction {
        case .left:
            #expect(abs(value.velocity.width + speed) <= 0.01 * speed && value.translation.width == -distance)
        case .right:
            #expect(abs(value.velocity.width - speed) <= 0.01 * speed && value.translation.width == distance)
        case .up:
            #expect(abs(value.velocity.height + speed) <= 0.01 * speed && value.translation.height == -distance)
        case .down:
            #expect(abs(value.velocity.height - speed) <= 0.01 * speed && value.translation.height == distance)
        }
    }

    @Test("A flick on a paged scroll view turns one page")
    func aSwipeTurnsAPage() throws {
        struct Pages: View {
            var body: some View {
                ScrollView(.horizontal) {
                    HStack(spacing: 0) {
                        ForEach(0..<4, id: \.self) { index in
                            Text("Page \(index)").frame(width: 400, height: 300).accessibilityIdentifier("page\(index)")
                        }
                    }
                    .scrollTargetLayout()
                }
                .scrollTargetBehavior(.paging)
            }
        }
        let sim = TouchSimulator(Pages())
        sim.swipe(.left, from: CGPoint(x: 300, y: 400), distance: 80)
        sim.settle()
        let second = try #require(sim.frame(of: "page1"))
        #expect(abs(second.minX) < 0.5)
    }

    @Test(
        "A velocity or offset that cannot be flung is a test issue, and nothing is sent",
        arguments: [
            (CGFloat(0), CGSize(width: 100, height: 0)), (-300, CGSize(width: 100, height: 0)),
            (.nan, CGSize(width: 100, height: 0)), (.infinity, CGSize(width: 100, height: 0)),
            (500, CGSize.zero), (500, CGSize(width: CGFloat.nan, height: 0)),
        ])
    func badFlingsAreRefused(velocity: CGFloat, offset: CGSize) {
        let ends = Ends()
        let sim = TouchSimulator(Card { ends.values.append($0) })
        withKnownIssue {
            sim.fling(from: CGPoint(x: 200, y: 400), by: offset, velocity: velocity)
        }
        #expect(ends.values.isEmpty)
        #expect(sim.callbacks.isEmpty)
        #expect(sim.now == 0)
    }
}

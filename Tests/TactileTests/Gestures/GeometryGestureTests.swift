import Tactile
import TactileTesting
import Testing

/// Gestures on and inside the geometry views: a reader's child reporting in a named space, a
/// positioned circle following a drag.
@MainActor
@Suite("Gestures in geometry views")
struct GeometryGestureTests {
    final class Log {
        var locations: [CGPoint] = []
    }

    /// A 60 × 60 square at the top-trailing corner of a reader, which sits 100 pt below the top
    /// of a space named "board", itself 40 pt below the top of the window.
    struct Board: View {
        let log: Log
        var body: some View {
            VStack(spacing: 0) {
                Color.gray.frame(height: 100)
                GeometryReader { proxy in
                    Color.green.frame(width: 60, height: 60)
                        .offset(x: proxy.size.width - 60)
                        .accessibilityIdentifier("square")
                        .gesture(
                            DragGesture(coordinateSpace: .named("board")).onEnded { log.locations.append($0.location) })
                }
            }
            .coordinateSpace(name: "board")
            .padding(.top, 40)
        }
    }

    @Test("A drag on a reader's child reports locations in a named space")
    func dragInNamedSpace() throws {
        let log = Log()
        let sim = TouchSimulator(Board(log: log), size: CGSize(width: 400, height: 800))
        let square = try #require(sim.frame(of: "square"))
        #expect(square == CGRect(x: 340, y: 140, width: 60, height: 60))
        sim.drag(from: CGPoint(x: 350, y: 150), to: CGPoint(x: 300, y: 190))
        // In the window the finger ends at (300, 190); the board starts 40 pt down.
        #expect(log.locations == [CGPoint(x: 300, y: 150)])
    }

    /// A circle placed with `position` that follows the finger.
    struct Draggable: View {
        @State private var location = CGPoint(x: 100, y: 100)
        var body: some View {
            Circle().fill(Color.blue).frame(width: 50, height: 50)
                .accessibilityIdentifier("dot")
                .position(location)
                .gesture(DragGesture().onChanged { location = $0.location })
        }
    }

    @Test("A positioned circle follows a drag")
    func positionedCircleFollowsDrag() throws {
        let sim = TouchSimulator(Draggable(), size: CGSize(width: 400, height: 800))
        #expect(sim.frame(of: "dot") == CGRect(x: 75, y: 75, width: 50, height: 50))
        sim.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 250, y: 400))
        let frame = try #require(sim.frame(of: "dot"))
        #expect(frame == CGRect(x: 225, y: 375, width: 50, height: 50))
    }
}

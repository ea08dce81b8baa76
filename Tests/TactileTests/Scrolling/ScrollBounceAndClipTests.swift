import Foundation
import Tactile
import TactileTesting
import Testing

/// `scrollBounceBehavior(_:axes:)` and `scrollClipDisabled(_:)` through `TouchSimulator`.
@MainActor
@Suite("Scroll bounce and clip")
struct ScrollBounceAndClipTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let behavior: ScrollBounceBehavior?
        let axes: Axis.Set
        let contentHeight: CGFloat
        /// How far the content follows a 100 pt pull while the finger is down.
        let expectedShift: CGFloat
        var testDescription: String { name }
    }

    /// The content follows the finger after the 10 pt slop; a pull past the top is banded, so
    /// short content moves less than the finger but moves.
    nonisolated static let cases: [Case] = [
        Case(name: "short, default", behavior: nil, axes: .vertical, contentHeight: 200, expectedShift: 1),
        Case(name: "short, automatic", behavior: .automatic, axes: .vertical, contentHeight: 200, expectedShift: 1),
        Case(name: "short, always", behavior: .always, axes: .vertical, contentHeight: 200, expectedShift: 1),
        Case(name: "short, basedOnSize", behavior: .basedOnSize, axes: .vertical, contentHeight: 200, expectedShift: 0),
        Case(
            name: "short, basedOnSize for the other axis", behavior: .basedOnSize, axes: .horizontal,
            contentHeight: 200, expectedShift: 1),
        Case(
            name: "exactly fits, basedOnSize", behavior: .basedOnSize, axes: .vertical, contentHeight: 800,
            expectedShift: 0),
        Case(name: "long, basedOnSize", behavior: .basedOnSize, axes: .vertical, contentHeight: 3000, expectedShift: 1),
    ]

    @Test("basedOnSize keeps content that fits still; other behaviours and long content move", arguments: cases)
    func bounce(_ test: Case) throws {
        let scroll = ScrollView {
            Color.green.frame(height: test.contentHeight).accessibilityIdentifier("content")
        }
        let sim = TouchSimulator(
            Group {
                if let behavior = test.behavior {
                    scroll.scrollBounceBehavior(behavior, axes: test.axes)
                } else {
                    scroll
                }
            })
        let start = CGPoint(x: 200, y: 300)
        sim.down(at: start)
        for step in 1...10 {
            sim.advance(by: 0.02)
            sim.move(to: CGPoint(x: start.x, y: start.y - 10 * CGFloat(step)))  // pull up: scrolls long content
        }
        let top = try #require(sim.frame(of: "content")).minY
        if test.expectedShift == 0 {
            #expect(top == 0)
        } else {
            #expect(top < -10, "top \(top)")
        }
        sim.up()
        sim.advance(by: 2)
    }

    @Test("scrollClipDisabled draws the content unclipped; by default it is clipped")
    func clip() throws {
        func rows(clipped: Bool) -> some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<20, id: \.self) { i in Color.blue.frame(height: 100).accessibilityIdentifier("row\(i)")
                    }
                }
            }
            .frame(height: 300)
            .scrollClipDisabled(!clipped)
        }
        let clipped = TouchSimulator(rows(clipped: true))
        let row = try #require(clipped.displayList.items(inAccessibilityIdentifier: "row1").first)
        #expect(!row.clipPaths.isEmpty)
        let unclipped = TouchSimulator(rows(clipped: false))
        let free = try #require(unclipped.displayList.items(inAccessibilityIdentifier: "row1").first)
        #expect(free.clipPaths.isEmpty)
    }
}

import Foundation
import Tactile
import TactileTesting
import Testing

/// iOS 18's `ScrollPosition` bound with `.scrollPosition(_:anchor:)`, through `TouchSimulator`:
/// each way of asking for a position moves the content, and a user scroll is written back.
@MainActor
@Suite("ScrollPosition")
struct ScrollPositionValueTests {
    /// Where a test keeps what the view last saw, and the request its bar makes when tapped.
    final class Log {
        var position: ScrollPosition?
        var request: (inout ScrollPosition) -> Void = { _ in }
    }

    /// A 100 pt bar (tapping it applies the log's request) above fifty 100 pt rows (ids 0…49, a
    /// `scrollTargetLayout()`) in a 700 pt scroll view bound to `position`.
    struct Positioned: View {
        @State var position: ScrollPosition
        let log: Log
        var body: some View {
            VStack(spacing: 0) {
                Color.green.frame(height: 100).onTapGesture { log.request(&position) }
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<50, id: \.self) { i in
                            Color.blue.frame(height: 100).accessibilityIdentifier("row\(i)")
                        }
                    }
                    .scrollTargetLayout()
                }
                .scrollPosition($position)
                .frame(height: 700)
                .onChange(of: position) { log.position = position }
            }
        }
    }

    /// The content's offset: how far row 0's top is above the viewport's (100 pt down).
    static func offset(_ sim: TouchSimulator) -> Double? { sim.frame(of: "row0").map { Double(100 - $0.minY) } }

    static func make(_ position: ScrollPosition, request: @escaping (inout ScrollPosition) -> Void = { _ in }) -> (
        TouchSimulator, Log
    ) {
        let log = Log()
        log.request = request
        return (TouchSimulator(Positioned(position: position, log: log)), log)
    }

    /// Content 5000 pt long in a 700 pt viewport rests between 0 and 4300.
    nonisolated static let initialCases: [(ScrollPosition, Double)] = [
        (ScrollPosition(edge: .bottom), 4300.0),
        (ScrollPosition(edge: .top), 0),
        (ScrollPosition(point: CGPoint(x: 0, y: 250)), 250),
        (ScrollPosition(y: 900), 900),
        (ScrollPosition(x: 40, y: 99_999), 4300),
        (ScrollPosition(id: 20, anchor: .top), 2000),
        (ScrollPosition(id: 20, anchor: .bottom), 1400),
        (ScrollPosition(idType: Int.self), 0),
    ]

    @Test(arguments: Self.initialCases)
    func anInitialPositionIsScrolledTo(position: ScrollPosition, expected: Double) {
        let (sim, _) = Self.make(position)
        #expect(Self.offset(sim) == expected)
    }

    @Test(arguments: [
        ("edge", 4300.0), ("id", 1000), ("y", 123), ("point", 77),
    ])
    func scrollToMovesTheContent(kind: String, expected: Double) {
        let (sim, _) = Self.make(ScrollPosition(idType: Int.self)) { position in
            switch kind {
            case "edge": position.scrollTo(edge: .bottom)
            case "id": position.scrollTo(id: 10, anchor: .top)
            case "y": position.scrollTo(y: 123)
            default: position.scrollTo(point: CGPoint(x: 5, y: 77))
            }
        }
        #expect(Self.offset(sim) == 0)
        sim.tap(at: CGPoint(x: 200, y: 50))
        #expect(Self.offset(sim) == expected)
    }

    @Test func aUserScrollIsWrittenBack() throws {
        let (sim, log) = Self.make(ScrollPosition(idType: Int.self, edge: .top))
        ScrollModifierTests.slowDrag(sim, from: CGPoint(x: 200, y: 600), by: -250)
        let position = try #require(log.position)
        #expect(position.isPositionedByUser)
        #expect(position.edge == nil)
        #expect(position.point == nil)
        #expect(position.viewID(type: Int.self) == 2)  // rows 2… show; the first is cut off
        #expect(position.viewID(type: String.self) == nil)
    }

    @Test func askingForTheSameEdgeAfterAUserScrollScrollsAgain() {
        let (sim, _) = Self.make(ScrollPosition(idType: Int.self, edge: .top)) { $0.scrollTo(edge: .top) }
        ScrollModifierTests.slowDrag(sim, from: CGPoint(x: 200, y: 600), by: -250)
        #expect((Self.offset(sim) ?? 0) > 200)
        sim.tap(at: CGPoint(x: 200, y: 50))
        #expect(Self.offset(sim) == 0)
    }

    @Test func valuesReadBackWhatWasAskedFor() {
        var position = ScrollPosition(id: "a", anchor: .center)
        #expect(position.viewID as? String == "a")
        #expect(position.edge == nil)
        position.scrollTo(edge: .trailing)
        #expect(position.edge == .trailing)
        #expect(position.viewID == nil)
        position.scrollTo(x: 3, y: 4)
        #expect(position.point == CGPoint(x: 3, y: 4))
        position.scrollTo(x: 3)
        #expect(position.point == nil)
        #expect(position == ScrollPosition(idType: String.self, x: 3))
        #expect(position != ScrollPosition(idType: Int.self, x: 3))
        #expect(!position.isPositionedByUser)
    }
}

import Foundation
import TactileViewCore
import Testing

/// The raw values, case lists and sets of the axis, edge and direction enums, as SwiftUI numbers
/// them (code stores and restores them by raw value).
@Suite("Edge and direction values")
struct EdgeAndDirectionValueTests {
    @Test func rawValuesRoundTrip() {
        #expect(Axis.allCases.map(\.rawValue) == [0, 1])
        #expect(Edge.allCases.map(\.rawValue) == [0, 1, 2, 3])
        #expect(Edge.allCases.compactMap { Edge(rawValue: $0.rawValue) } == Edge.allCases)
        #expect(Edge(rawValue: 4) == nil)
        #expect(HorizontalEdge.allCases.compactMap { HorizontalEdge(rawValue: $0.rawValue) } == [.leading, .trailing])
        #expect(VerticalEdge(rawValue: 1) == .bottom)
        #expect(HorizontalDirection(rawValue: 1) == .trailing)
        #expect(VerticalDirection.allCases == [.up, .down])
        #expect(VerticalDirection(rawValue: 2) == nil)
        #expect(Axis.vertical.description == "vertical")
        #expect(ContentMode.allCases == [.fit, .fill])
        #expect(LayoutDirection.allCases == [.leftToRight, .rightToLeft])
    }

    @Test func setsHoldTheirMembers() {
        #expect(HorizontalDirection.Set.all == [.leading, .trailing])
        #expect(HorizontalDirection.Set(.trailing) == .trailing)
        #expect(!HorizontalDirection.Set.leading.contains(.trailing))
        #expect(VerticalDirection.Set(.down).rawValue == 2)
        #expect(VerticalDirection.Set.all.contains(.up))
        #expect(HorizontalEdge.Set(.leading) == .leading)
        #expect(HorizontalEdge.Set.all.rawValue == 3)
        #expect(VerticalEdge.Set(.bottom) == .bottom)
        #expect(VerticalEdge.Set.all == [.top, .bottom])
    }

    @Test func directionsCodeAsTheirRawValues() throws {
        let data = try JSONEncoder().encode([HorizontalDirection.trailing])
        #expect(String(decoding: data, as: UTF8.self) == "[1]")
        #expect(try JSONDecoder().decode([VerticalEdge].self, from: Data("[1,0]".utf8)) == [.bottom, .top])
    }

    @Test func layoutDirectionBehaviorMirrorsInItsDirection() {
        #expect(LayoutDirectionBehavior.mirrors == .mirrors(in: .rightToLeft))
        #expect(LayoutDirectionBehavior.fixed != .mirrors)
        #expect(Set([LayoutDirectionBehavior.fixed, .mirrors, .mirrors(in: .rightToLeft)]).count == 2)
    }
}

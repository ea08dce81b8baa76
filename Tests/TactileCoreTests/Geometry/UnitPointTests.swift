import Foundation
import TactileCore
import Testing

@Suite("UnitPoint")
struct UnitPointTests {
    private static let rect = CGRect(x: 10, y: 20, width: 100, height: 50)

    @Test(
        "named points resolve to the expected places in a rectangle",
        arguments: [
            (UnitPoint.zero, CGPoint(x: 10, y: 20)),
            (.center, CGPoint(x: 60, y: 45)),
            (.leading, CGPoint(x: 10, y: 45)),
            (.trailing, CGPoint(x: 110, y: 45)),
            (.top, CGPoint(x: 60, y: 20)),
            (.bottom, CGPoint(x: 60, y: 70)),
            (.topLeading, CGPoint(x: 10, y: 20)),
            (.topTrailing, CGPoint(x: 110, y: 20)),
            (.bottomLeading, CGPoint(x: 10, y: 70)),
            (.bottomTrailing, CGPoint(x: 110, y: 70)),
            (UnitPoint(x: 0.25, y: 2), CGPoint(x: 35, y: 120)),
            (UnitPoint(x: -1, y: 0), CGPoint(x: -90, y: 20)),
        ])
    func resolve(unitPoint: UnitPoint, expected: CGPoint) {
        #expect(unitPoint.resolved(in: Self.rect) == expected)
        #expect(UnitPoint(expected, in: Self.rect) == unitPoint)
    }

    @Test("init() is the top-leading corner, and the named corners have their coordinates")
    func namedValues() {
        #expect(UnitPoint() == .zero)
        #expect(UnitPoint.topLeading == .zero)
        #expect(UnitPoint.bottomTrailing == UnitPoint(x: 1, y: 1))
        #expect(UnitPoint.center == UnitPoint(x: 0.5, y: 0.5))
        #expect(UnitPoint.leading != .trailing)
    }

    @Test("a point in a rectangle with no width or height stays finite: that axis is the middle")
    func degenerateRectangle() {
        let line = CGRect(x: 5, y: 5, width: 0, height: 10)
        #expect(UnitPoint(CGPoint(x: 5, y: 10), in: line) == UnitPoint(x: 0.5, y: 0.5))
        #expect(UnitPoint(CGPoint(x: 9, y: 9), in: .zero) == .center)
    }

    @Test("Codable uses x and y keys and round-trips")
    func codable() throws {
        let point = UnitPoint(x: 0.25, y: 1)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(point)
        #expect(String(decoding: data, as: UTF8.self) == #"{"x":0.25,"y":1}"#)
        #expect(try JSONDecoder().decode(UnitPoint.self, from: data) == point)
    }
}

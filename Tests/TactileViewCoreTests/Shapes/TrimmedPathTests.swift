import Foundation
import TactileViewCore
import Testing

@MainActor
@Suite("Trimmed paths and shapes")
struct TrimmedPathTests {
    /// A 100 × 100 square's outline: 400 pt long, starting at the top-left corner, clockwise.
    let square = Path(CGRect(x: 0, y: 0, width: 100, height: 100))

    @Test(
        "A square trimmed between fractions of its length",
        arguments: [
            (0.0, 0.25, "M0 0 L100 0"),
            (0.0, 0.5, "M0 0 L100 0 L100 100"),
            (0.125, 0.375, "M50 0 L100 0 L100 50"),
            (0.75, 1.0, "M0 100 L0 0"),
        ])
    func square(from: CGFloat, to: CGFloat, expected: String) {
        #expect(square.trimmedPath(from: from, to: to).svgPathData == expected)
    }

    @Test("0 to 1 is the whole path; an empty or reversed range is nothing; fractions are clamped")
    func edges() {
        #expect(square.trimmedPath(from: 0, to: 1) == square)
        #expect(square.trimmedPath(from: -1, to: 2) == square)
        #expect(square.trimmedPath(from: 0.5, to: 0.5).isEmpty)
        #expect(square.trimmedPath(from: 0.7, to: 0.2).isEmpty)
        #expect(square.trimmedPath(from: .nan, to: 0.25).svgPathData == "M0 0 L100 0")
        #expect(Path().trimmedPath(from: 0, to: 0.5).isEmpty)
    }

    @Test("Separate subpaths stay separate")
    func subpaths() {
        var path = Path()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.move(to: CGPoint(x: 0, y: 20))
        path.addLine(to: CGPoint(x: 10, y: 20))
        #expect(path.trimmedPath(from: 0.25, to: 0.75).svgPathData == "M5 0 L10 0 M0 20 L5 20")
    }

    @Test("A trimmed circle keeps its curve: points along it lie on the circle, and its length is in proportion")
    func circle() throws {
        let circle = Circle().path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        let quarter = circle.trimmedPath(from: 0, to: 0.25)
        var points: [CGPoint] = []
        for element in quarter.elements {
            switch element {
            case .move(let p), .line(let p), .quadCurve(let p, _): points.append(p)
            case .curve(let p, _, _): points.append(p)
            case .closeSubpath: break
            }
        }
        let first = try #require(points.first)
        let last = try #require(points.last)
        for point in [first, last] {
            #expect(abs(hypot(point.x - 50, point.y - 50) - 50) < 0.01)
        }
        // A quarter of the circumference apart: a right angle at the centre.
        let angle = abs(atan2(first.y - 50, first.x - 50) - atan2(last.y - 50, last.x - 50))
        #expect(abs(min(angle, 2 * .pi - angle) - .pi / 2) < 0.01)
    }

    @Test("trim(from:to:) draws the trimmed outline")
    func shape() {
        let host = ViewHost(
            Rectangle().trim(from: 0, to: 0.25).stroke(.red, lineWidth: 2), size: CGSize(width: 100, height: 100))
        #expect(host.svg().contains("d=\"M0 0 L100 0\""))
    }
}

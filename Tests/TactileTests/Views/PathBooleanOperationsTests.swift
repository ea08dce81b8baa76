import Foundation
import Tactile
import Testing

/// The area a path of straight lines fills: the sum of its closed subpaths' signed areas, which
/// the boolean operations turn so that holes subtract.
private func area(_ path: Path) -> CGFloat {
    var total: CGFloat = 0
    var first = CGPoint.zero, last = CGPoint.zero
    for element in path.elements {
        switch element {
        case .move(let p): first = p; last = p
        case .line(let p): total += last.x * p.y - p.x * last.y; last = p
        case .closeSubpath: total += last.x * first.y - first.x * last.y; last = first
        default: Issue.record("a curve in a boolean operation's result")
        }
    }
    return abs(total / 2)
}

/// The total length of a path's lines.
private func length(_ path: Path) -> CGFloat {
    var total: CGFloat = 0
    var first = CGPoint.zero, last = CGPoint.zero
    for element in path.elements {
        switch element {
        case .move(let p): first = p; last = p
        case .line(let p): total += hypot(p.x - last.x, p.y - last.y); last = p
        case .closeSubpath: total += hypot(first.x - last.x, first.y - last.y); last = first
        default: break
        }
    }
    return total
}

private func square(_ x: CGFloat, _ y: CGFloat, _ side: CGFloat) -> Path {
    Path(CGRect(x: x, y: y, width: side, height: side))
}

/// Numbers from a fixed seed, so that a failing case is the same on every run.
private struct Seeded {
    var state: UInt64
    mutating func next() -> CGFloat {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return CGFloat(state >> 11) / CGFloat(1 << 53)
    }
    mutating func point(in range: ClosedRange<CGFloat>) -> CGPoint {
        CGPoint(
            x: range.lowerBound + next() * (range.upperBound - range.lowerBound),
            y: range.lowerBound + next() * (range.upperBound - range.lowerBound))
    }
}

@Suite("Path boolean operations")
struct PathBooleanOperationsTests {
    @Test("Two overlapping squares: the areas of the four operations")
    func overlappingSquares() {
        let a = square(0, 0, 10), b = square(5, 5, 10)
        #expect(abs(area(a.union(b)) - 175) < 1e-6)
        #expect(abs(area(a.intersection(b)) - 25) < 1e-6)
        #expect(abs(area(a.subtracting(b)) - 75) < 1e-6)
        #expect(abs(area(a.symmetricDifference(b)) - 150) < 1e-6)
        #expect(a.intersection(b).contains(CGPoint(x: 7, y: 7)))
        #expect(!a.intersection(b).contains(CGPoint(x: 2, y: 2)))
        #expect(a.subtracting(b).contains(CGPoint(x: 2, y: 2)))
        #expect(!a.subtracting(b).contains(CGPoint(x: 7, y: 7)))
        #expect(!a.symmetricDifference(b).contains(CGPoint(x: 7, y: 7)))
        #expect(a.symmetricDifference(b).contains(CGPoint(x: 12, y: 12)))
    }

    @Test("Squares sharing an edge join into one four-cornered outline, and do not intersect")
    func sharedEdge() {
        let a = square(0, 0, 10), b = square(10, 0, 10)
        let union = a.union(b)
        #expect(abs(area(union) - 200) < 1e-6)
        #expect(union.elements.count == 5)  // a move, three lines and the close: one rectangle
        #expect(union.contains(CGPoint(x: 10, y: 5)))
        #expect(a.intersection(b).isEmpty)
        #expect(abs(area(a.subtracting(b)) - 100) < 1e-6)
        // The same square twice: one square, nothing left when subtracted.
        #expect(abs(area(a.union(a)) - 100) < 1e-6)
        #expect(a.subtracting(a).isEmpty)
        #expect(abs(area(a.intersection(a)) - 100) < 1e-6)
    }

    @Test("A square with a hole: subtracting, and the two fill rules of nested squares")
    func holes() {
        let outer = square(0, 0, 10), inner = square(3, 3, 4)
        let ring = outer.subtracting(inner)
        #expect(abs(area(ring) - 84) < 1e-6)
        #expect(!ring.contains(CGPoint(x: 5, y: 5)))
        #expect(ring.contains(CGPoint(x: 1, y: 5)))
        var nested = outer
        nested.addPath(inner)  // both turn the same way
        #expect(abs(area(nested.normalized(eoFill: false)) - 100) < 1e-6)
        #expect(abs(area(nested.normalized(eoFill: true)) - 84) < 1e-6)
        #expect(!nested.normalized().contains(CGPoint(x: 5, y: 5)))
        // A hole filled back in by a union.
        #expect(abs(area(ring.union(inner)) - 100) < 1e-6)
    }

    @Test("A self-crossing bow tie normalizes into two triangles")
    func bowTie() {
        var bow = Path()
        bow.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 10), CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 10)])
        bow.closeSubpath()
        let normal = bow.normalized()
        #expect(abs(area(normal) - 50) < 1e-6)
        #expect(normal.contains(CGPoint(x: 1, y: 5)))
        #expect(!normal.contains(CGPoint(x: 5, y: 1)))
    }

    @Test("Two circles: the union's area is two discs less their lens, within the flattening")
    func circles() {
        let r: CGFloat = 50, d: CGFloat = 50
        let a = Path(ellipseIn: CGRect(x: 0, y: 0, width: 2 * r, height: 2 * r))
        let b = Path(ellipseIn: CGRect(x: d, y: 0, width: 2 * r, height: 2 * r))
        let lens = 2 * r * r * acos(d / (2 * r)) - d / 2 * (4 * r * r - d * d).squareRoot()
        #expect(abs(area(a.intersection(b)) - lens) / lens < 0.005)
        #expect(abs(area(a.union(b)) - (2 * .pi * r * r - lens)) / lens < 0.01)
        #expect(a.union(b).contains(CGPoint(x: 75, y: 50)))
        #expect(!a.union(b).contains(CGPoint(x: 75, y: 1)))
    }

    @Test(
        "Random polygons: every operation contains exactly the points its rule says",
        arguments: [UInt64(1), 2, 3, 4, 5, 6, 7, 8])
    func randomPolygons(seed: UInt64) {
        var random = Seeded(state: seed)
        func polygon() -> Path {
            // Five to eight random vertices: often self-crossing.
            var path = Path()
            path.addLines((0..<(5 + Int(random.next() * 4))).map { _ in random.point(in: 0...100) })
            path.closeSubpath()
            return path
        }
        let a = polygon(), b = polygon()
        for eoFill in [false, true] {
            let operations: [(Path, (Bool, Bool) -> Bool)] = [
                (a.union(b, eoFill: eoFill), { $0 || $1 }),
                (a.intersection(b, eoFill: eoFill), { $0 && $1 }),
                (a.subtracting(b, eoFill: eoFill), { $0 && !$1 }),
                (a.symmetricDifference(b, eoFill: eoFill), { $0 != $1 }),
            ]
            for _ in 0..<150 {
                let p = random.point(in: -5...105)
                let inA = a.contains(p, eoFill: eoFill), inB = b.contains(p, eoFill: eoFill)
                for (result, rule) in operations {
                    // The result's loops wind once around what they hold: both rules agree.
                    #expect(result.contains(p) == rule(inA, inB), "seed \(seed), eoFill \(eoFill), \(p)")
                    #expect(result.contains(p, eoFill: true) == rule(inA, inB))
                }
            }
            // Inclusion and exclusion: |A ∪ B| = |A| + |B| − |A ∩ B|.
            let areaA = area(a.normalized(eoFill: eoFill)), areaB = area(b.normalized(eoFill: eoFill))
            let union = area(operations[0].0), intersection = area(operations[1].0)
            #expect(abs(union - (areaA + areaB - intersection)) < 1e-2)
            #expect(abs(area(operations[3].0) - (union - intersection)) < 1e-2)
        }
    }

    @Test("Lines cut by a square: the part inside, and the parts outside")
    func lineOperations() {
        var line = Path()
        line.move(to: CGPoint(x: -10, y: 5))
        line.addLine(to: CGPoint(x: 20, y: 5))
        let box = square(0, 0, 10)
        let inside = line.lineIntersection(box)
        #expect(abs(length(inside) - 10) < 1e-6)
        #expect(inside.boundingRect.minX == 0 && inside.boundingRect.maxX == 10)
        let outside = line.lineSubtraction(box)
        #expect(abs(length(outside) - 20) < 1e-6)
        #expect(outside.elements.filter { if case .move = $0 { true } else { false } }.count == 2)
        // A square's outline kept whole by a larger square stays closed.
        let kept = box.lineIntersection(square(-1, -1, 12))
        #expect(kept.elements.last == .closeSubpath)
        #expect(abs(length(kept) - 40) < 1e-6)
        #expect(box.lineSubtraction(square(-1, -1, 12)).isEmpty)
    }

    @Test("Stroke outlines: caps, joins and dashes cover what the stroke draws")
    func strokedPath() {
        var line = Path()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 100, y: 0))
        #expect(abs(area(line.strokedPath(StrokeStyle(lineWidth: 10))) - 1000) < 1e-6)
        #expect(abs(area(line.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .square))) - 1100) < 1e-6)
        let round = area(line.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .round)))
        #expect(abs(round - (1000 + .pi * 25)) < 1.5)  // 0.05-point chords lose about 1
        #expect(line.strokedPath(StrokeStyle(lineWidth: 10)).contains(CGPoint(x: 50, y: 4)))
        #expect(!line.strokedPath(StrokeStyle(lineWidth: 10)).contains(CGPoint(x: 50, y: 6)))
        let dashed = line.strokedPath(StrokeStyle(lineWidth: 2, dash: [10, 10]))
        #expect(abs(area(dashed) - 100) < 1e-6)
        #expect(dashed.contains(CGPoint(x: 5, y: 0)) && !dashed.contains(CGPoint(x: 15, y: 0)))

        let box = square(0, 0, 100)
        #expect(abs(area(box.strokedPath(StrokeStyle(lineWidth: 10))) - 4000) < 1e-6)
        #expect(abs(area(box.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .bevel))) - 3950) < 1e-6)
        let rounded = area(box.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .round)))
        #expect(abs(rounded - (4000 - 4 * (25 - .pi * 25 / 4))) < 1.5)
        // A miter limit below √2 cuts the square's corners to bevels.
        let cut = area(box.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .miter, miterLimit: 1.2)))
        #expect(abs(cut - 3950) < 1e-6)
        // The outline is a ring: its middle is not covered.
        #expect(!box.strokedPath(StrokeStyle(lineWidth: 10)).contains(CGPoint(x: 50, y: 50)))
        #expect(Path().strokedPath(StrokeStyle(lineWidth: 10)).isEmpty)
        #expect(box.strokedPath(StrokeStyle(lineWidth: 0)).isEmpty)

        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        let ring = area(circle.strokedPath(StrokeStyle(lineWidth: 10)))
        #expect(abs(ring - .pi * (55 * 55 - 45 * 45)) / ring < 0.005)
    }

    @Test("Shapes combine their outlines in the same rectangle")
    func shapes() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
        let moved = OffsetShape(shape: Circle(), offset: CGSize(width: 80, height: 0))
        let both = Rectangle().union(moved)
        #expect(both.path(in: rect) == Rectangle().path(in: rect).union(moved.path(in: rect)))
        #expect(both.path(in: rect).contains(CGPoint(x: 150, y: 25)))
        #expect(abs(area(Rectangle().subtracting(Ellipse()).path(in: rect)) - (5000 - .pi * 50 * 25)) < 15)
        #expect(Rectangle().intersection(Circle()).path(in: rect).contains(CGPoint(x: 50, y: 25)))
        #expect(!Rectangle().symmetricDifference(Rectangle()).path(in: rect).contains(CGPoint(x: 50, y: 25)))
        #expect(abs(length(Rectangle().lineIntersection(Circle()).path(in: rect))) < 1e-6)
        #expect(abs(length(Rectangle().lineSubtraction(Circle()).path(in: rect)) - 300) < 1e-6)
    }
}

import Foundation
import TactileTestSupport
import Testing

@testable import Tactile
@testable import TactileViewCore

/// Hit testing skips subtrees by their precomputed window bounds; these tests pin that the result is
/// exactly what walking every node with the rules gives, wherever the point is.
@MainActor
@Suite("Hit bounds")
struct HitBoundsTests {
    /// A shape whose outline reaches outside the rectangle it is given.
    struct Overhang: Shape {
        func path(in rect: CGRect) -> Path {
            Path(CGRect(x: rect.minX - 30, y: rect.minY - 10, width: rect.width + 60, height: rect.height / 2))
        }
    }

    /// Curves that bulge far past their end points through their control points.
    struct Bulge: Shape {
        func path(in rect: CGRect) -> Path {
            var path = Path()
            path.addQuadCurve(
                to: CGPoint(x: rect.maxX, y: rect.minY), control: CGPoint(x: rect.midX, y: rect.maxY + 80))
            path.addCurve(
                to: CGPoint(x: rect.minX + 10, y: rect.midY), control1: CGPoint(x: rect.maxX + 60, y: rect.maxY),
                control2: CGPoint(x: rect.minX - 40, y: rect.minY - 30))
            path.closeSubpath()
            return path
        }
    }

    enum Scene: String, CaseIterable, CustomTestStringConvertible {
        case bulgingCurves, builtInShapes, wideStacks, rotatedScaledOffset, contentShapeWiderThanContent,
            contentShapeNarrowerThanContent, overhangingShape,
            strokes, singularScale, overlapsAndFallThrough, offsetOutsideParent, hiddenTab, gestureGrid

        var testDescription: String { rawValue }

        @MainActor func host() -> ViewHost {
            let size = CGSize(width: 200, height: 200)
            switch self {
            case .bulgingCurves:
                return ViewHost(Bulge().frame(width: 60, height: 40).offset(x: 20, y: 10), size: size)
            case .wideStacks:
                // A sorted row, a row with a spacer (an empty box), and a column whose views are
                // moved out of order; touching and overlapping neighbours.
                return ViewHost(
                    VStack(spacing: 0) {
                        HStack(spacing: 0) { ForEach(0..<30) { _ in Color.red.frame(width: 6, height: 10) } }
                        HStack(spacing: -2) {
                            ForEach(0..<12) { i in Circle().frame(width: 9, height: 9).offset(y: CGFloat(i % 3)) }
                            Spacer().frame(width: 10)
                            ForEach(0..<6) { _ in Color.blue.frame(width: 4, height: 4) }
                        }
                        VStack(spacing: 1) {
                            ForEach(0..<10) { i in
                                Color.green.frame(width: 50, height: 5).offset(x: CGFloat(i) * 3, y: i == 4 ? -20 : 0)
                            }
                        }
                    }, size: size)
            case .builtInShapes:
                return ViewHost(
                    ZStack {
                        RoundedRectangle(cornerRadius: 12).stroke(lineWidth: 16).frame(width: 100, height: 60)
                        Ellipse().fill(Color.red).frame(width: 30, height: 70).rotationEffect(.degrees(20))
                        Circle().stroke(lineWidth: 0).frame(width: 40, height: 40).offset(x: 60)
                        Rectangle().stroke(lineWidth: 30).frame(width: 20, height: 20).offset(y: 70)
                    }, size: size)
            case .rotatedScaledOffset:
                return ViewHost(
                    Rectangle().frame(width: 80, height: 30).rotationEffect(.degrees(33))
                        .scaleEffect(x: 1.4, y: 0.7).offset(x: 17, y: -9).onTapGesture {}, size: size)
            case .contentShapeWiderThanContent:
                return ViewHost(
                    Circle().frame(width: 20, height: 20).frame(width: 120, height: 90)
                        .contentShape(Rectangle()).onTapGesture {}, size: size)
            case .contentShapeNarrowerThanContent:
                return ViewHost(Color.red.frame(width: 150, height: 150).contentShape(Ellipse()), size: size)
            case .overhangingShape:
                return ViewHost(
                    VStack {
                        Overhang().frame(width: 40, height: 40); Color.blue.frame(width: 10, height: 10)
                    }, size: size)
            case .strokes:
                return ViewHost(
                    ZStack {
                        Circle().stroke(lineWidth: 12).frame(width: 120, height: 120)
                        Rectangle().stroke(Color.clear, lineWidth: 20).frame(width: 60, height: 60)
                    }, size: size)
            case .singularScale:
                return ViewHost(
                    ZStack {
                        Color.green.frame(width: 100, height: 100)
                        Color.red.frame(width: 100, height: 100).scaleEffect(0)
                        Color.blue.frame(width: 50, height: 50).scaleEffect(x: 0, y: 1)
                    }, size: size)
            case .overlapsAndFallThrough:
                return ViewHost(
                    ZStack {
                        Color.blue.frame(width: 150, height: 150)
                        Color.red.frame(width: 100, height: 100).allowsHitTesting(false)
                        Color.yellow.frame(width: 80, height: 80).opacity(0)
                        Text("top").offset(x: 20, y: 20)
                    }, size: size)
            case .offsetOutsideParent:
                return ViewHost(
                    HStack(spacing: 0) {
                        Color.red.frame(width: 20, height: 20).offset(x: 70, y: 60)
                        Color.blue.frame(width: 20, height: 20)
                    }.frame(width: 40, height: 20), size: size)
            case .hiddenTab:
                return ViewHost(
                    TabView {
                        Color.red.frame(width: 100, height: 100).tabItem { Text("A") }
                        Color.blue.frame(width: 180, height: 60).tabItem { Text("B") }
                    }, size: size)
            case .gestureGrid:
                return ViewHost(
                    VStack(spacing: 1) {
                        ForEach(0..<12) { _ in
                            HStack(spacing: 0) {
                                ForEach(0..<12) { _ in
                                    Rectangle().frame(width: 7, height: 7).onTapGesture {}.gesture(DragGesture())
                                }
                            }
                        }
                    }, size: size)
            }
        }
    }

    /// The unpruned walk: every node, front to back, by its rule alone.
    static func reference(_ node: ViewNode, _ point: CGPoint) -> [ViewNode]? {
        let local = point.applying(node.transformToWindow.inverted())
        func children() -> [ViewNode]? {
            for child in node.children.reversed() {
                if var path = reference(child, point) { path.append(node); return path }
            }
            return nil
        }
        switch node.content.hitTestRule(size: node.size) {
        case .none: return nil
        case .frame: return node.bounds.contains(local) ? [node] : nil
        case .path(let path, let eo): return path.contains(local, eoFill: eo) ? [node] : nil
        case .stroke(let outer, let inner): return outer.contains(local) && !inner.contains(local) ? [node] : nil
        case .contentShape(let shape, let eo): return shape.contains(local, eoFill: eo) ? (children() ?? [node]) : nil
        case .children: return children()
        }
    }

    /// How far apart the probe points are: not a divisor of the scenes' sizes, so points fall at
    /// every offset within views. (Small enough to cross every view; large enough that the test
    /// does not hold the main actor for long in a debug build.)
    static let probeStep: CGFloat = 3.7

    /// Points every ``probeStep`` over the window and a margin around it, plus every item's
    /// corners, edges and centre (exactly and one ulp inside).
    static func probePoints(_ host: ViewHost) -> [CGPoint] {
        var points: [CGPoint] = []
        var y: CGFloat = -10
        while y <= host.size.height + 10 {
            var x: CGFloat = -10
            while x <= host.size.width + 10 { points.append(CGPoint(x: x, y: y)); x += probeStep }
            y += probeStep
        }
        for item in host.displayList.items {
            let f = item.frame
            for x in [f.minX, f.midX, f.maxX, f.maxX.nextDown, f.minX.nextUp] {
                for y in [f.minY, f.midY, f.maxY, f.maxY.nextDown, f.minY.nextUp] { points.append(CGPoint(x: x, y: y)) }
            }
        }
        return points
    }

    @Test("Pruned hit testing finds the same path as visiting every node", arguments: Scene.allCases)
    func sameAsExhaustiveWalk(scene: Scene) async throws {
        let h = scene.host()
        let root = try #require(h.graph.root)
        var hits = 0
        for (index, point) in Self.probePoints(h).enumerated() {
            // Thousands of walks in a debug build: let the main actor serve other tests (the
            // playground's real-time ones) in between.
            if index % 10 == 0 { await Task.yield() }
            let expected = Self.reference(root, point)?.map(\.identity)
            #expect(h.hitTest(point)?.path.map(\.identity) == expected, "at \(point)")
            if expected != nil { hits += 1 }
        }
        #expect(hits > 0)
    }

    @Test("Bounds follow the tree across commits: a view moved by state is hit where it is drawn")
    func boundsFollowState() {
        struct Mover: View {
            @State var x: CGFloat = 0
            var body: some View {
                Color.red.frame(width: 20, height: 20).offset(x: x).onTapGesture { x += 50 }
            }
        }
        let window = GestureHost(Mover(), size: CGSize(width: 200, height: 100))
        let h = window.viewHost
        #expect(h.hitTest(CGPoint(x: 100, y: 50)) != nil)
        #expect(h.hitTest(CGPoint(x: 150, y: 50)) == nil)
        window.send(PointerEvent(phase: .down, location: CGPoint(x: 100, y: 50), time: 0))
        window.send(PointerEvent(phase: .up, location: CGPoint(x: 100, y: 50), time: 0.05))
        #expect(h.hitTest(CGPoint(x: 100, y: 50)) == nil)
        #expect(h.hitTest(CGPoint(x: 150, y: 50)) != nil)
    }

    @Test(
        "Bounds of a mapped rectangle",
        arguments: [
            (CGAffineTransform.identity, CGRect(x: 0, y: 0, width: 10, height: 5), true),
            (CGAffineTransform(scaleX: 0, y: 1), CGRect(x: 0, y: 0, width: 10, height: 5), false),
            (CGAffineTransform(translationX: .nan, y: 0), CGRect(x: 0, y: 0, width: 10, height: 5), false),
            (CGAffineTransform.identity, CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 5), false),
        ])
    func mappedRectangle(transform: CGAffineTransform, rect: CGRect, bounded: Bool) {
        let bounds = HitBounds.mapping(rect, by: transform)
        #expect((bounds != .everywhere) == bounded)
        if bounded {
            #expect(bounds.contains(CGPoint(x: 10, y: 5)))
            #expect(!bounds.contains(CGPoint(x: 10.01, y: 5)))
            #expect(!bounds.contains(CGPoint(x: CGFloat.nan, y: 1)))
        }
    }

    static func box(_ minX: CGFloat, _ minY: CGFloat, _ maxX: CGFloat, _ maxY: CGFloat) -> HitBounds {
        HitBounds(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
    }

    @Test("Children sorted along an axis are searched as a run; others, or empty boxes, scan all")
    func childOrder() {
        let column = (0..<10).map { Self.box(0, CGFloat($0) * 10, 50, CGFloat($0) * 10 + 12) }  // overlapping rows
        let children = ChildHitBounds(boxes: column, order: ChildHitBounds.order(of: column))
        #expect(children.order == .vertical)
        #expect(children.candidates(for: CGPoint(x: 5, y: 21)) == 1..<3)
        #expect(children.candidates(for: CGPoint(x: 5, y: 500)).isEmpty)
        #expect(children.candidates(for: CGPoint(x: 5, y: -1)).isEmpty)
        #expect(children.candidates(for: CGPoint(x: 5, y: CGFloat.nan)).isEmpty)
        let row = (0..<10).map { Self.box(CGFloat($0) * 10, 0, CGFloat($0) * 10 + 10, 5) }
        #expect(ChildHitBounds.order(of: row) == .horizontal)
        var shuffled = row
        shuffled.swapAt(2, 7)
        #expect(ChildHitBounds.order(of: shuffled) == nil)
        var withEmpty = column
        withEmpty[3] = .empty
        #expect(ChildHitBounds.order(of: withEmpty) == nil)
        let unordered = ChildHitBounds(boxes: shuffled, order: nil)
        #expect(unordered.candidates(for: CGPoint(x: 1, y: 1)) == 0..<10)
        // Every box containing a point is among the candidates.
        for y in stride(from: -5.0, through: 110.0, by: 0.5) {
            let p = CGPoint(x: 10, y: y)
            let expected = column.indices.filter { column[$0].contains(p) }
            #expect(expected.allSatisfy { children.candidates(for: p).contains($0) })
        }
    }
}

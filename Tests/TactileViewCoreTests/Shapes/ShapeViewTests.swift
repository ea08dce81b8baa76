import Foundation
import TactileTestSupport
import TactileViewCore
import Testing

/// iOS 17's shape views (`FillShapeView`, `StrokeShapeView`, `StrokeBorderShapeView`), `AnyShape`,
/// a shape's own size and its mirroring in right-to-left layouts.
@MainActor
@Suite("Shape views")
struct ShapeViewTests {
    static let size = CGSize(width: 40, height: 40)

    /// The shape paths drawn, in order.
    static func paths(_ host: ViewHost) -> [Path] {
        host.displayList.items.compactMap { item in
            if case .shape(let path, _, _) = item.kind { return path }
            return nil
        }
    }

    @Test func layersDrawInTheOrderWritten() {
        let host = ViewHost(
            Circle().fill(.red).stroke(.blue, lineWidth: 2).fill(.green.opacity(0.5)), size: Self.size)
        let items = host.displayList.items
        #expect(items.count == 3)
        #expect(items.first?.fillColor == .red)
        #expect(items.dropFirst().first?.strokeColor == .blue)
        #expect(items.last?.fillColor == Color.green.opacity(0.5))
    }

    @Test func aStrokeAloneIsOneItem() {
        let host = ViewHost(
            Rectangle().stroke(.blue, style: StrokeStyle(lineWidth: 3), antialiased: false), size: Self.size)
        #expect(host.displayList.items.count == 1)
        #expect(host.displayList.items.first?.strokeColor == .blue)
    }

    @Test func strokeBorderOnAStrokeStaysInside() {
        let host = ViewHost(Rectangle().stroke(.blue, lineWidth: 2).strokeBorder(.red, lineWidth: 4), size: Self.size)
        #expect(host.svg().contains("<path d=\"M2 2 L38 2 L38 38 L2 38 Z\" fill=\"none\" stroke=\"#ff3b30\""))
    }

    @Test func shapeViewsKeepTheirParts() {
        let filled = Circle().fill(.red).fill(.blue, style: FillStyle(eoFill: true))
        #expect(
            filled.shape.path(in: CGRect(x: 0, y: 0, width: 10, height: 10))
                == Circle().path(in: CGRect(x: 0, y: 0, width: 10, height: 10)))
        #expect(filled.fillStyle.isEOFilled)
        #expect(filled.background.style == .red)
        let stroked = Capsule().strokeBorder(.red, lineWidth: 3)
        #expect(stroked.strokeStyle.lineWidth == 3)
        #expect(stroked.isAntialiased)
    }

    @Test(arguments: [true, false])
    func anyShapeDrawsTheShapeItWraps(round: Bool) {
        let shape = round ? AnyShape(Circle()) : AnyShape(Rectangle())
        let expected =
            round
            ? Circle().path(in: CGRect(origin: .zero, size: Self.size)) : Path(CGRect(origin: .zero, size: Self.size))
        #expect(Self.paths(ViewHost(shape.fill(.red), size: Self.size)) == [expected])
    }

    /// A right triangle with its right angle at the top-leading corner.
    struct Corner: Shape {
        func path(in rect: CGRect) -> Path {
            Path { path in
                path.move(to: CGPoint(x: rect.minX, y: rect.minY))
                path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
                path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                path.closeSubpath()
            }
        }
    }

    /// The same triangle, never mirrored.
    struct FixedCorner: Shape {
        func path(in rect: CGRect) -> Path { Corner().path(in: rect) }
        var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    }

    @Test func aCustomShapeMirrorsInRightToLeft() throws {
        let rtl = WindowEnvironment(layoutDirection: .rightToLeft)
        let mirrored = ViewHost(Corner().frame(width: 40, height: 40), size: Self.size, environment: rtl)
        let path = try #require(Self.paths(mirrored).first)
        // The right angle is at the top-right corner: (40, 0) is inside, near (0, 0) is not.
        #expect(path.contains(CGPoint(x: 38, y: 2)))
        #expect(!path.contains(CGPoint(x: 2, y: 30)))
        let fixed = ViewHost(FixedCorner().frame(width: 40, height: 40), size: Self.size, environment: rtl)
        #expect(try #require(Self.paths(fixed).first).contains(CGPoint(x: 2, y: 30)))
        let ltr = ViewHost(Corner().frame(width: 40, height: 40), size: Self.size)
        #expect(try #require(Self.paths(ltr).first).contains(CGPoint(x: 2, y: 30)))
    }

    @Test func builtInShapesDoNotMirror() {
        #expect(Circle().layoutDirectionBehavior == .fixed)
        #expect(Rectangle().layoutDirectionBehavior == .fixed)
        #expect(Capsule().layoutDirectionBehavior == .fixed)
        #expect(Corner().layoutDirectionBehavior == .mirrors)
        #expect(OffsetShape(shape: Corner(), offset: CGSize(width: 2, height: 0)).layoutDirectionBehavior == .mirrors)
        #expect(Circle().rotation(.degrees(10)).layoutDirectionBehavior == .fixed)
        #expect(AnyShape(Corner()).layoutDirectionBehavior == .mirrors(in: .rightToLeft))
        #expect(Corner.role == .fill)
    }

    /// A square that takes the shorter side of what it is offered.
    struct Square: Shape {
        func path(in rect: CGRect) -> Path { Path(rect) }
        func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
            let side = min(proposal.width ?? 10, proposal.height ?? 10)
            return CGSize(width: side, height: side)
        }
    }

    @Test func aShapeSizesItself() {
        let host = ViewHost(Square().accessibilityIdentifier("s"), size: CGSize(width: 100, height: 60))
        #expect(host.frame(ofAccessibilityIdentifier: "s") == CGRect(x: 20, y: 0, width: 60, height: 60))
        #expect(Circle().sizeThatFits(ProposedViewSize(width: 30, height: nil)) == CGSize(width: 30, height: 10))
    }
}

import Foundation
import TactileTestSupport
import TactileViewCore
import Testing

/// `stroke(lineWidth:)` and `stroke(style:)` without a style return a shape (SwiftUI's
/// `_StrokedShape`): its path is the stroke's outline, it can be filled and moved, and drawn alone
/// it stays a true stroke.
@MainActor
@Suite("Stroked shapes")
struct StrokedShapeTests {
    static let size = CGSize(width: 40, height: 40)

    @Test func aStrokeIsAShapeWhosePathIsTheLine() {
        let ring = Rectangle().stroke(lineWidth: 10)
        let path = ring.path(in: CGRect(origin: .zero, size: Self.size))
        #expect(path.boundingRect == CGRect(x: -5, y: -5, width: 50, height: 50))
        #expect(path.contains(CGPoint(x: 2, y: 20)))
        #expect(!path.contains(CGPoint(x: 20, y: 20)))
    }

    @Test func fillingAStrokePaintsTheLineWithTheFill() {
        let host = ViewHost(
            Rectangle().stroke(lineWidth: 4).fill(
                LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)),
            size: Self.size)
        let items = host.displayList.items
        #expect(items.count == 1)
        #expect(host.svg().contains("stroke=\"url(#"))
        #expect(host.svg().contains("stroke-width=\"4\""))
    }

    @Test func drawnAloneItIsTheForegroundStroke() {
        let host = ViewHost(
            Circle().stroke(style: StrokeStyle(lineWidth: 3, dash: [2, 1])).foregroundStyle(.red), size: Self.size)
        #expect(host.displayList.items.count == 1)
        #expect(host.displayList.items.first?.strokeColor == .red)
        #expect(host.svg().contains("stroke-dasharray=\"2 1\""))
    }

    @Test func aShapeMovedIsStillAShape() {
        let rect = CGRect(origin: .zero, size: Self.size)
        #expect(Rectangle().offset(y: 50).path(in: rect).boundingRect == CGRect(x: 0, y: 50, width: 40, height: 40))
        #expect(
            Rectangle().offset(CGSize(width: 5, height: 6)).path(in: rect).boundingRect.origin == CGPoint(x: 5, y: 6))
        #expect(Rectangle().offset(CGPoint(x: -3, y: 2)).path(in: rect).boundingRect.origin == CGPoint(x: -3, y: 2))
        // As a clip shape: the moved rectangle uncovers the top half of the content.
        let host = ViewHost(Color.red.clipShape(Rectangle().offset(y: 20)), size: Self.size)
        #expect(host.svg().contains("M0 20 L40 20 L40 60 L0 60 Z"))
    }
}

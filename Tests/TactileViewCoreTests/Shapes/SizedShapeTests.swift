import Foundation
import TactileViewCore
import Testing

@MainActor
@Suite("Shapes drawn at a fixed size")
struct SizedShapeTests {
    let rect = CGRect(x: 10, y: 10, width: 100, height: 50)

    @Test(
        "The outline is made for the size and placed at the anchor",
        arguments: [
            (UnitPoint.topLeading, CGRect(x: 10, y: 10, width: 20, height: 10)),
            (.center, CGRect(x: 50, y: 30, width: 20, height: 10)),
            (.bottomTrailing, CGRect(x: 90, y: 50, width: 20, height: 10)),
        ])
    func placed(anchor: UnitPoint, expected: CGRect) {
        #expect(Rectangle().size(CGSize(width: 20, height: 10), anchor: anchor).path(in: rect).boundingRect == expected)
        #expect(Rectangle().size(width: 20, height: 10, anchor: anchor).path(in: rect).boundingRect == expected)
    }

    @Test("The view keeps its frame; only the outline is smaller")
    func layout() {
        let host = ViewHost(
            Rectangle().size(width: 20, height: 10).fill(.red).frame(width: 100, height: 50),
            size: CGSize(width: 100, height: 50))
        #expect(host.svg().contains("M0 0 L20 0 L20 10 L0 10 Z"))
    }
}

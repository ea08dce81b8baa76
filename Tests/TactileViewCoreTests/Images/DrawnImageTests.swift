import Foundation
import TactileTestSupport
import TactileViewCore
import Testing

/// `Image(size:label:opaque:colorMode:renderer:)`: an image drawn with a graphics context.
@MainActor
@Suite("Drawn images")
struct DrawnImageTests {
    private func badge() -> Image {
        Image(size: CGSize(width: 20, height: 10), label: Text("Badge")) { context in
            context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 10)), with: .color(.red))
            context.fill(Path(ellipseIn: CGRect(x: 5, y: 0, width: 10, height: 10)), with: .color(.blue))
        }
    }

    @Test("The image is its size and draws the renderer's calls in its frame")
    func drawsAtItsSize() throws {
        let h = ViewHost(
            HStack(spacing: 0) {
                badge(); Color.green.frame(width: 5, height: 5)
            }, size: CGSize(width: 100, height: 100))
        let red = try #require(h.displayList.shapes(filledWith: .red).first)
        let blue = try #require(h.displayList.shapes(filledWith: .blue).first)
        let green = try #require(h.displayList.shapes(filledWith: .green).first)
        #expect(red.frame.size == CGSize(width: 20, height: 10))
        #expect(blue.frame.minX == red.frame.minX + 5)
        #expect(green.frame.minX == red.frame.maxX)
        #expect(h.inspectedViews().contains { $0.accessibilityLabel == "Badge" })
    }

    @Test("A resizable drawn image scales its drawing to the size it is given")
    func scales() throws {
        let h = ViewHost(badge().resizable().frame(width: 40, height: 40), size: CGSize(width: 40, height: 40))
        let red = try #require(h.displayList.shapes(filledWith: .red).first)
        expectApprox(red.frame, CGRect(x: 0, y: 0, width: 40, height: 40), tolerance: 1e-9)
        let blue = try #require(h.displayList.shapes(filledWith: .blue).first)
        expectApprox(blue.frame, CGRect(x: 10, y: 0, width: 20, height: 40), tolerance: 1e-9)
    }

    @Test("The internal symbol spellings make the same symbol")
    func internalNames() {
        #expect(Image(_internalSystemName: "star") == Image(systemName: "star"))
        #expect(Image(_internalSystemName: "star", variableValue: 0.5) == Image(systemName: "star"))
    }
}

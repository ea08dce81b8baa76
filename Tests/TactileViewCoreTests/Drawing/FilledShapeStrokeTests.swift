import Foundation
import TactileTestSupport
import TactileViewCore
import Testing

@MainActor
@Suite("A filled shape stroked too")
struct FilledShapeStrokeTests {
    @Test("`fill(…).stroke(…)` draws the fill, then the outline over it")
    func fillThenStroke() throws {
        let host = ViewHost(Circle().fill(.yellow).stroke(.orange, lineWidth: 4), size: CGSize(width: 40, height: 40))
        let items = host.displayList.items
        #expect(items.count == 2)
        #expect(items.first?.fillColor == .yellow)
        #expect(items.last?.strokeColor == .orange)
        #expect(host.svg().contains("stroke=\"#ff9500\" stroke-width=\"4\""))
    }

    @Test("`fill(…).strokeBorder(…)` keeps the outline inside the frame")
    func fillThenStrokeBorder() throws {
        let host = ViewHost(
            Rectangle().fill(.yellow).strokeBorder(.orange, lineWidth: 4), size: CGSize(width: 40, height: 40))
        #expect(
            host.svg().contains(
                "<path d=\"M2 2 L38 2 L38 38 L2 38 Z\" fill=\"none\" stroke=\"#ff9500\" stroke-width=\"4\""))
    }
}

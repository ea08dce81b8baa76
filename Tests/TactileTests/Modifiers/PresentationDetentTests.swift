import Foundation
import Tactile
import TactileTestSupport
import TactileTesting
import Testing

@MainActor
@Suite("Sheet detents, drag indicator and corner radius")
struct PresentationDetentTests {
    /// The frame of the sheet's white card in an 400 × 800 window.
    private func card<V: View>(_ sheetContent: V) throws -> CGRect {
        let h = ViewHost(
            Color.blue.sheet(isPresented: .constant(true)) { sheetContent }, size: CGSize(width: 400, height: 800))
        let white = h.displayList.items.filter { $0.fillColor == .white }
        try #require(white.count == 1)
        return white[0].frame
    }

    @Test("A sheet opens at its smallest detent, at the bottom; without detents it is full height")
    func detents() throws {
        #expect(try card(Text("x")) == CGRect(x: 0, y: 40, width: 400, height: 760))
        #expect(try card(Text("x").presentationDetents([.medium])) == CGRect(x: 0, y: 400, width: 400, height: 400))
        #expect(
            try card(Text("x").presentationDetents([.medium, .height(200), .large]))
                == CGRect(x: 0, y: 600, width: 400, height: 200))
        #expect(try card(Text("x").presentationDetents([.fraction(0.25)])).height == 200)
        #expect(try card(Text("x").presentationDetents([.height(5000)])).height == 760)
        #expect(
            try card(Text("x").presentationDetents([.medium, .large], selection: .constant(.large))).height == 760)
    }

    @Test("The drag indicator shows when asked or with several detents; the corner radius can change")
    func indicatorAndRadius() throws {
        func host(_ content: some View) -> ViewHost {
            ViewHost(Color.blue.sheet(isPresented: .constant(true)) { content }, size: CGSize(width: 400, height: 800))
        }
        let grabberColor = Color(red: 0.75, green: 0.75, blue: 0.77)
        let shown = host(Text("x").presentationDetents([.medium]).presentationDragIndicator(.visible))
        #expect(
            shown.displayList.items.first { $0.fillColor == grabberColor }?.frame
                == CGRect(x: 182, y: 405, width: 36, height: 5))
        let several = host(Text("x").presentationDetents([.medium, .large]))
        #expect(several.displayList.items.contains { $0.fillColor == grabberColor })
        let hidden = host(Text("x").presentationDetents([.medium, .large]).presentationDragIndicator(.hidden))
        #expect(!hidden.displayList.items.contains { $0.fillColor == grabberColor })
        #expect(!host(Text("x")).displayList.items.contains { $0.fillColor == grabberColor })

        let square = host(Text("x").presentationCornerRadius(0).interactiveDismissDisabled())
        let clip = try #require(square.displayList.items.first { $0.fillColor == .white }?.clipPaths.first)
        #expect(clip == Path(CGRect(x: 0, y: 40, width: 400, height: 760)))
    }
}

import Foundation
import TactileTesting
import Testing

@testable import Tactile
@testable import TactileViewCore

/// `ProgressView`: a bar filled to `value / total`, or a still activity indicator.
@MainActor
@Suite("ProgressView")
struct ProgressViewTests {
    @Test(
        "The bar is filled to value / total, clamped",
        arguments: [(0.25, 1.0, 0.25), (3.0, 4.0, 0.75), (5.0, 4.0, 1.0), (-1.0, 1.0, 0.0)])
    func determinate(value: Double, total: Double, fraction: Double) {
        let sim = TouchSimulator(
            ProgressView(value: value, total: total).tint(.red).frame(width: 200), size: CGSize(width: 300, height: 100)
        )
        let fill = sim.displayList.shapes(filledWith: .red).first?.frame ?? .null
        #expect(abs(fill.width - 200 * fraction) < 1e-9)
        #expect(fill.height == 4)
    }

    @Test("A title is drawn above the bar")
    func titled() {
        let sim = TouchSimulator(
            ProgressView("Downloading", value: 0.5).tint(.red).frame(width: 200), size: CGSize(width: 300, height: 200))
        let title = sim.displayList.texts("Downloading").first?.frame ?? .null
        let bar = sim.displayList.shapes(filledWith: .red).first?.frame ?? .null
        #expect(!title.isNull && !bar.isNull)
        #expect(title.maxY <= bar.minY)
    }

    @Test("Without a value it shows an indicator, not a bar", arguments: [0, 1, 2])
    func indeterminate(form: Int) {
        let views = [
            AnyView(ProgressView()), AnyView(ProgressView("Loading")), AnyView(ProgressView(value: Double?.none)),
        ]
        let sim = TouchSimulator(views[form].tint(.red), size: CGSize(width: 200, height: 200))
        #expect(sim.displayList.shapes(filledWith: .red).isEmpty)
        #expect(sim.displayList.shapes(filledWith: .gray).count == 8)
        #expect(sim.displayList.texts("Loading").count == (form == 1 ? 1 : 0))
    }
}

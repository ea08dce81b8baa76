import Foundation
import TactileTesting
import Testing

@testable import Tactile
@testable import TactileViewCore

/// `zIndex`: drawing and hit-testing order among siblings, not layout.
@MainActor
@Suite("zIndex")
struct ZIndexTests {
    /// The drawing position (back to front) of the first shape filled with `color`.
    private func position(of color: Color, in list: DisplayList) -> Int? {
        list.items.firstIndex { $0.fillColor == color }
    }

    @Test("A higher zIndex draws an earlier sibling in front", arguments: [1.0, 0.0, -1.0])
    func drawingOrder(index: Double) {
        let sim = TouchSimulator(
            ZStack {
                Color.red.zIndex(index)
                Color.blue
            }, size: CGSize(width: 100, height: 100))
        let red = position(of: .red, in: sim.displayList), blue = position(of: .blue, in: sim.displayList)
        #expect(red != nil && blue != nil)
        // Equal values keep the order of the code: the later view (blue) stays in front.
        #expect(((red ?? 0) > (blue ?? 0)) == (index > 0))
    }

    @Test("A negative zIndex sends a later sibling behind")
    func negative() {
        let sim = TouchSimulator(
            ZStack {
                Color.red
                Color.green.zIndex(-2)
                Color.blue.zIndex(-1)
            }, size: CGSize(width: 100, height: 100))
        let order = [Color.red, .green, .blue].map { position(of: $0, in: sim.displayList) ?? -1 }
        #expect(order[1] < order[2] && order[2] < order[0])
    }

    private struct Tappable: View {
        let frontIndex: Double
        @State private var tapped = "none"
        var body: some View {
            VStack {
                ZStack {
                    Color.red.onTapGesture { tapped = "red" }.zIndex(frontIndex)
                    Color.blue.onTapGesture { tapped = "blue" }
                }
                .frame(width: 100, height: 100)
                Text(tapped)
            }
        }
    }

    @Test("The view drawn in front is the one a tap hits", arguments: [1.0, 0.0])
    func hitTesting(index: Double) {
        let sim = TouchSimulator(Tappable(frontIndex: index), size: CGSize(width: 200, height: 200))
        let square = sim.displayList.shapes(filledWith: .blue).first?.frame ?? .null
        sim.tap(at: CGPoint(x: square.midX, y: square.midY))
        #expect(sim.displayList.texts(index > 0 ? "red" : "blue").count == 1)
    }

    @Test("Hit testing follows zIndex in a container with many children")
    func manyChildren() {
        struct Many: View {
            @State private var tapped = "none"
            var body: some View {
                VStack {
                    ZStack {
                        Color.red.onTapGesture { tapped = "first" }.zIndex(1)
                        ForEach(0..<10, id: \.self) { i in
                            Color.blue.onTapGesture { tapped = "other \(i)" }
                        }
                    }
                    .frame(width: 100, height: 100)
                    Text(tapped)
                }
            }
        }
        let sim = TouchSimulator(Many(), size: CGSize(width: 200, height: 200))
        let square = sim.displayList.shapes(filledWith: .red).first?.frame ?? .null
        sim.tap(at: CGPoint(x: square.midX, y: square.midY))
        #expect(sim.displayList.texts("first").count == 1)
    }

    @Test("zIndex does not change layout: a VStack still places children in code order")
    func layoutUnchanged() {
        let sim = TouchSimulator(
            VStack(spacing: 0) {
                Color.red.frame(width: 50, height: 50).zIndex(1)
                Color.blue.frame(width: 50, height: 50)
            }, size: CGSize(width: 100, height: 200))
        let red = sim.displayList.shapes(filledWith: .red).first?.frame ?? .null
        let blue = sim.displayList.shapes(filledWith: .blue).first?.frame ?? .null
        #expect(red.maxY <= blue.minY)
        #expect(red.height == 50)
    }
}

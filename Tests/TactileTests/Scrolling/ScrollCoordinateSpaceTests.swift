import Foundation
import Tactile
import TactileTesting
import Testing

/// The `.scrollView` coordinate spaces and `visualEffect`, the iOS 17 way to move and scale views
/// by where they are in a scroll view.
@MainActor
@Suite("Scroll view coordinate spaces and visual effects")
struct ScrollCoordinateSpaceTests {
    /// A 100 pt header above a vertical scroll view of 100 pt rows; each row shows its top in the
    /// space named `space`, read by a geometry reader.
    struct Rows: View {
        var space: NamedCoordinateSpace = .scrollView
        var body: some View {
            VStack(spacing: 0) {
                Color.gray.frame(height: 100)
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<20, id: \.self) { i in
                            GeometryReader { proxy in
                                Text("row\(i) at \(Int(proxy.frame(in: space).minY))")
                            }
                            .frame(height: 100)
                        }
                    }
                }
            }
        }
    }

    @Test func aRowsFrameInTheScrollViewIgnoresWhatIsAboveIt() {
        let sim = TouchSimulator(Rows(), size: CGSize(width: 400, height: 800))
        #expect(sim.texts().contains("row3 at 300"))
        sim.wheel(at: CGPoint(x: 200, y: 400), by: CGSize(width: 0, height: 50))
        #expect(sim.texts().contains("row3 at 250"), "\(sim.texts())")
    }

    @Test func scrollViewAxisFindsTheScrollViewAlongIt() {
        // A vertical scroll view inside a horizontal one, 30 pt from the window's leading edge:
        // `.scrollView(axis: .horizontal)` is the outer one's space, `.scrollView` the inner one's.
        let view = HStack(spacing: 0) {
            Color.gray.frame(width: 30)
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    Color.clear.frame(width: 50)
                    ScrollView {
                        GeometryReader { proxy in
                            Text("x \(Int(proxy.frame(in: .scrollView(axis: .horizontal)).minX))")
                            Text("inner x \(Int(proxy.frame(in: .scrollView).minX))")
                        }
                        .frame(width: 100, height: 100)
                    }
                    .frame(width: 100)
                }
            }
        }
        let sim = TouchSimulator(view, size: CGSize(width: 400, height: 800))
        #expect(sim.texts().contains("x 50"), "\(sim.texts())")
        #expect(sim.texts().contains("inner x 0"), "\(sim.texts())")
    }

    @Test func aVisualEffectPinsAViewToTheScrollViewsTop() {
        // The stretchy-header idiom: the header moves against the scroll, so it stays at the top.
        let view = ScrollView {
            VStack(spacing: 0) {
                Color.blue.frame(height: 100).accessibilityIdentifier("header")
                    .visualEffect { content, proxy in
                        content.offset(y: -proxy.frame(in: .scrollView).minY)
                    }
                ForEach(0..<20, id: \.self) { i in Color.green.frame(height: 100) }
            }
        }
        let sim = TouchSimulator(view, size: CGSize(width: 400, height: 800))
        #expect(sim.frame(of: "header")?.minY == 0)
        sim.wheel(at: CGPoint(x: 200, y: 400), by: CGSize(width: 0, height: 120))
        #expect(sim.frame(of: "header")?.minY == 0)
    }

    @Test func visualEffectsDoNotChangeLayout() {
        let view = VStack(spacing: 0) {
            Color.red.frame(width: 100, height: 50).accessibilityIdentifier("scaled")
                .visualEffect { content, _ in content.scaleEffect(2).opacity(0.5) }
            Color.blue.frame(width: 100, height: 50).accessibilityIdentifier("below")
        }
        let sim = TouchSimulator(view, size: CGSize(width: 400, height: 400))
        let below = sim.frame(of: "below")
        #expect(below?.minY == 200)
        #expect(sim.frame(of: "scaled")?.width == 200)
    }
}

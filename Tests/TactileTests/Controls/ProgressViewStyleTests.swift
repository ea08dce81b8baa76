import Foundation
import TactileTesting
import Testing

@testable import Tactile
@testable import TactileViewCore

/// `progressViewStyle(_:)`: `.linear` always draws a bar, `.circular` always the indicator, and a
/// custom style sees the fraction done.
@MainActor
@Suite("ProgressViewStyle")
struct ProgressViewStyleTests {
    private struct Percent: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                Text("\(Int((configuration.fractionCompleted ?? -1) * 100)) %")
                ProgressView(configuration)
            }
        }
    }

    /// (filled bars in red, indicator spokes) drawn.
    private func drawn(_ view: some View) -> (bar: Int, spokes: Int) {
        let sim = TouchSimulator(view.tint(.red).frame(width: 200), size: CGSize(width: 300, height: 200))
        return (sim.displayList.shapes(filledWith: .red).count, sim.displayList.shapes(filledWith: .gray).count)
    }

    @Test("Linear draws a bar, circular the indicator, whatever the value")
    func builtIn() {
        #expect(drawn(ProgressView(value: 0.5)) == (1, 0))
        #expect(drawn(ProgressView(value: 0.5).progressViewStyle(.automatic)) == (1, 0))
        #expect(drawn(ProgressView(value: 0.5).progressViewStyle(.linear)) == (1, 0))
        #expect(drawn(ProgressView(value: 0.5).progressViewStyle(LinearProgressViewStyle(tint: .blue))) == (0, 0))
        #expect(drawn(ProgressView(value: 0.5).progressViewStyle(.circular)) == (0, 8))
        #expect(drawn(ProgressView().progressViewStyle(.linear)).spokes == 0)
        #expect(drawn(ProgressView().progressViewStyle(.circular)) == (0, 8))
    }

    @Test("A linear bar with no value is an empty track")
    func emptyLinear() {
        let sim = TouchSimulator(
            ProgressView().progressViewStyle(.linear).tint(.red).frame(width: 200),
            size: CGSize(width: 300, height: 200))
        #expect(sim.displayList.shapes(filledWith: ControlConstants.sliderTrackColor).first?.frame.width == 200)
        #expect((sim.displayList.shapes(filledWith: .red).first?.frame.width ?? 0) == 0)
    }

    @Test("A custom style sees the fraction and can wrap the standard view")
    func custom() {
        let sim = TouchSimulator(
            ProgressView(value: 3.0, total: 4).progressViewStyle(Percent()).tint(.red).frame(width: 200),
            size: CGSize(width: 300, height: 200))
        #expect(sim.displayList.texts("75 %").count == 1)
        #expect((sim.displayList.shapes(filledWith: .red).first?.frame.width ?? -1) == 150)
    }
}

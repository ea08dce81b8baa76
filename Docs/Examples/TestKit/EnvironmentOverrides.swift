import Tactile
import TactileTesting
import Testing

struct Greeting: View {
    @Environment(\.colorScheme) private var scheme
    var body: some View {
        HStack {
            Text(scheme == .dark ? "Good night" : "Good day").font(.title)
            Circle().fill(.blue).frame(width: 20, height: 20)
        }
    }
}

@MainActor @Test func theSameViewInDarkModeRightToLeftAndLargeText() throws {
    let sim = TouchSimulator(
        Greeting(),
        environment: WindowEnvironment(
            colorScheme: .dark, dynamicTypeSize: .accessibility2, layoutDirection: .rightToLeft))
    #expect(sim.texts() == ["Good night"])
    #expect(sim.svg().contains("#0a84ff"))  // the dark system blue
    let title = try #require(sim.displayList.texts("Good night").first)
    let dot = try #require(sim.displayList.shapes(filledWith: .blue).first)
    #expect(dot.frame.maxX <= title.frame.minX)  // right to left: the first view is on the right
    sim.environment.colorScheme = .light
    #expect(sim.texts() == ["Good day"])
}

import Tactile
import TactileTesting
import Testing

struct LongList: View {
    @State private var picked = "none"
    var body: some View {
        VStack {
            Text("picked \(picked)")
            ScrollView {
                LazyVStack {
                    ForEach(0..<100) { row in
                        Button("Row \(row)") { picked = "\(row)" }.frame(height: 44)
                    }
                }
            }
        }
    }
}

@MainActor @Test func scrollsToARowFarDownAndTapsIt() {
    let sim = TouchSimulator(LongList())
    sim.scroll(until: .button("Row 80"))
    sim.tap(on: .button("Row 80"))
    #expect(sim.exists(.text("picked 80")))
}

import Foundation
import Testing
@testable import Tactile

@MainActor
@Suite("Seed views render")
struct SeedRenderingTests {
    @Test func dump() {
        let d = UserDefaults(suiteName: "dump")!
        for h in [host(Seed000DraggableCircle()), host(Seed002CounterView()), host(HomeView(), width: 390, height: 844, defaults: d),
                  host(TapGesture_Tutorials(), width: 390, height: 844), host(SequenceGesture_Tutorials(), width: 390, height: 844),
                  host(ExclusiveGesture_Tutorials(), width: 390, height: 844)] {
            print(h.treeDescription())
            print("----")
        }
    }
}

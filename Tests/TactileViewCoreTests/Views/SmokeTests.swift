import Foundation
import TactileTestSupport
import Testing

@testable import TactileViewCore

@MainActor
struct SmokeTests {
    struct Counter: View {
        @State var count = 0
        var body: some View {
            VStack {
                Text("\(count)").font(.largeTitle)
                Circle().fill(Color.blue).frame(width: 100, height: 100).accessibilityIdentifier("circle")
            }
        }
    }

    @Test func rendersACounter() {
        let h = host(Counter())
        #expect(h.texts() == ["0"])
        print(h.treeDescription())
        print(h.svg())
        #expect(h.frame(ofAccessibilityIdentifier: "circle") != nil)
    }
}

import Foundation
import Tactile
import TactileTesting
import Testing

/// Scrolling until a view is fully visible, with resting drags, and failing clearly when it never
/// is.
@MainActor
@Suite("Scrolling until visible")
struct ScrollUntilVisibleTests {
    struct Rows: View {
        @State private var tapped = "none"
        var body: some View {
            VStack(spacing: 0) {
                Text("Tapped \(tapped)").frame(height: 40)
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<100, id: \.self) { index in
                            Text("Row \(index)").frame(maxWidth: .infinity).frame(height: 44)
                                .accessibilityIdentifier("row-\(index)")
                                .onTapGesture { tapped = "\(index)" }
                        }
                    }
                }
            }
        }
    }

    @Test("A row far down is scrolled into view, fully, and can be tapped")
    func scrollsDownToARow() throws {
        let sim = TouchSimulator(Rows())
        #expect(!sim.exists(.text("Row 80")))
        #expect(sim.scroll(until: .text("Row 80")))
        let row = try #require(sim.frame(of: .text("Row 80")))
        let viewport = try #require(sim.frame(of: .scrollView))
        #expect(viewport.contains(row))
        sim.tap(on: .accessibilityIdentifier("row-80"))
        #expect(sim.exists(.text("Tapped 80")))
        // Resting drags: nothing flings on after the last one.
        let before = sim.frame(of: "row-80")
        sim.advance(by: 1)
        #expect(sim.frame(of: "row-80") == before)
    }

    @Test("Back up again, by identifier")
    func scrollsBackUp() {
        let sim = TouchSimulator(Rows())
        #expect(sim.scroll(to: "row-60"))
        #expect(!sim.exists(.text("Row 2")))
        #expect(sim.scroll(to: "row-2", towards: .top))
        #expect(sim.exists(.text("Row 2")))
    }

    @Test("A view already in sight needs no drag")
    func alreadyVisible() {
        let sim = TouchSimulator(Rows())
        #expect(sim.scroll(until: .text("Row 1")))
        #expect(sim.now == 0)
    }

    @Test("A view that never appears fails clearly: the content ends, or the drags run out")
    func neverVisible() {
        let sim = TouchSimulator(Rows())
        withKnownIssue {
            #expect(!sim.scroll(until: .text("Row 500")))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("the content ended") }
        }
        #expect(sim.exists(.text("Row 99")))
        let again = TouchSimulator(Rows())
        withKnownIssue {
            #expect(!again.scroll(until: .text("Row 99"), maxDrags: 2))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("2 drags were not enough") }
        }
    }
}

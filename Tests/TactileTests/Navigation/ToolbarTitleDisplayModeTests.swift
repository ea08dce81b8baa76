import Foundation
import Tactile
import TactileTesting
import Testing

/// `toolbarTitleDisplayMode(_:)` and `toolbarVisibility(_:for:)`, the iOS 17 and 18 spellings of
/// the bar's title mode and visibility.
@MainActor
@Suite("Toolbar title display mode")
struct ToolbarTitleDisplayModeTests {
    private struct Screen: View {
        let mode: ToolbarTitleDisplayMode
        var body: some View {
            NavigationStack {
                Color.clear.accessibilityIdentifier("content")
                    .navigationTitle("Inbox")
                    .toolbarTitleDisplayMode(mode)
            }
        }
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let mode: ToolbarTitleDisplayMode
        /// Where the content starts: below the 44 pt bar, and the 52 pt large title when there is one.
        let contentTop: CGFloat
        var testDescription: String { name }
    }

    nonisolated static let cases: [Case] = [
        Case(name: "automatic (large at the root)", mode: .automatic, contentTop: 96),
        Case(name: "large", mode: .large, contentTop: 96),
        Case(name: "inlineLarge (drawn as large)", mode: .inlineLarge, contentTop: 96),
        Case(name: "inline", mode: .inline, contentTop: 44),
    ]

    @Test("Each mode places the title as the older navigationBarTitleDisplayMode does", arguments: cases)
    func mode(_ test: Case) {
        let sim = TouchSimulator(Screen(mode: test.mode), size: CGSize(width: 390, height: 844))
        #expect(sim.frame(of: "content")?.minY == test.contentTop)
        let title = sim.frame(of: .text("Inbox")) ?? .null
        if test.contentTop == 44 {
            #expect(abs(title.midX - 195) < 1, "inline titles are centred: \(title)")
        } else {
            #expect(title.minX == 16 && title.minY >= 44, "large titles sit below the bar: \(title)")
        }
    }

    @Test("toolbarVisibility hides and shows the navigation bar", arguments: [Visibility.hidden, .visible, .automatic])
    func visibility(_ visibility: Visibility) {
        let sim = TouchSimulator(
            NavigationStack {
                Color.clear.accessibilityIdentifier("content")
                    .navigationTitle("Inbox")
                    .toolbarTitleDisplayMode(.inline)
                    .toolbarVisibility(visibility, for: .navigationBar)
            }, size: CGSize(width: 390, height: 844))
        #expect(sim.frame(of: "content")?.minY == (visibility == .hidden ? 0 : 44))
        #expect(sim.texts().contains("Inbox") == (visibility != .hidden))
    }
}

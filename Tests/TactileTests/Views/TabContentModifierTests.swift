import Foundation
import Tactile
import TactileTesting
import Testing

/// Modifiers on tab content (`badge`, `hidden`) and `TabSection` in iPhone's compact tab bar.
@MainActor
@Suite("Tab content modifiers")
struct TabContentModifierTests {
    private struct Mail: View {
        let hidesArchive: Bool
        var body: some View {
            TabView {
                Tab("Inbox", systemImage: "tray") { Text("inbox content") }
                    .badge(5)
                TabSection("Folders") {
                    Tab("Sent", systemImage: "paperplane") { Text("sent content") }
                        .badge("new")
                    Tab("Archive", systemImage: "archivebox") { Text("archive content") }
                        .hidden(hidesArchive)
                }
                .customizationID("folders")
            }
        }
    }

    @Test(
        "Badges are drawn on the tabs' items; a section's tabs are in the bar; hidden tabs are not",
        arguments: [false, true])
    func badgesSectionsHidden(hidesArchive: Bool) {
        let sim = TouchSimulator(Mail(hidesArchive: hidesArchive), size: CGSize(width: 390, height: 844))
        let inbox = sim.frame(of: .text("Inbox")) ?? .null
        let five = sim.displayList.texts("5").first?.frame ?? .null
        #expect(five.minY > 844 - 60 && abs(five.midX - inbox.maxX) < 20, "the badge is on the Inbox item: \(five)")
        #expect(sim.displayList.texts("new").count == 1)
        #expect(sim.texts().contains("Sent"))
        #expect(!sim.texts().contains("Folders"))
        #expect(sim.texts().contains("Archive") == !hidesArchive)
        sim.tap(on: .text("Sent"))
        #expect(sim.texts().contains("sent content"))
    }

    @Test("A tab view customization stores visibility and encodes it")
    func customization() throws {
        var customization = TabViewCustomization()
        #expect(customization[sidebarVisibility: "sent"] == .automatic)
        customization[sidebarVisibility: "sent"] = .hidden
        let data = try JSONEncoder().encode(customization)
        let decoded = try JSONDecoder().decode(TabViewCustomization.self, from: data)
        #expect(decoded == customization && decoded[sidebarVisibility: "sent"] == .hidden)
        customization.resetVisibility()
        #expect(customization[sidebarVisibility: "sent"] == .automatic)
        #expect(customization[sectionID: "folders"] == nil)
    }
}

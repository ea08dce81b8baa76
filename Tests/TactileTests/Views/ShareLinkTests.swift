import Foundation
import Tactile
import TactileTesting
import Testing

/// `ShareLink`: drawn as a button; on Linux a tap records the items on the window's host.
@MainActor
@Suite("Share link")
struct ShareLinkTests {
    @Test("The default label says Share; a tap records the shared URL")
    func shareURL() {
        let url = URL(string: "https://example.com/a")!
        let sim = TouchSimulator(ShareLink(item: url))
        #expect(sim.exists(.text("Share")))
        #expect(sim.host.viewHost.sharedItems.isEmpty)
        sim.tap(on: .text("Share"))
        #expect(sim.host.viewHost.sharedItems == [["https://example.com/a"]])
    }

    @Test("A titled link with several strings and a preview records them all, in order")
    func shareStrings() {
        let sim = TouchSimulator(
            ShareLink("Send", items: ["one", "two"]) { SharePreview($0) })
        sim.tap(on: .text("Send"))
        #expect(sim.host.viewHost.sharedItems == [["one", "two"]])
    }

    @Test("A link with a label of its own shows the label")
    func customLabel() {
        let sim = TouchSimulator(ShareLink(item: "note", subject: Text("Hi")) { Text("Pass it on") })
        sim.tap(on: .text("Pass it on"))
        #expect(sim.host.viewHost.sharedItems == [["note"]])
    }
}

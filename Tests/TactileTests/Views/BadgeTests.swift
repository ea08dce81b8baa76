import Foundation
import TactileTesting
import Testing

@testable import Tactile
@testable import TactileViewCore

/// `badge(_:)`: drawn on tab items (white on red) and list rows (trailing, grey); nowhere else.
@MainActor
@Suite("Badge")
struct BadgeTests {
    private let size = CGSize(width: 300, height: 400)

    @Test("A tab's badge is drawn on a red capsule at its item's top trailing corner; 0 shows none")
    func tabItem() {
        let sim = TouchSimulator(
            TabView {
                Text("Mail").tabItem { Label("Inbox", systemImage: "tray") }.badge(3)
                Text("Other").tabItem { Label("Sent", systemImage: "paperplane") }.badge(0)
            }, size: size)
        #expect(sim.displayList.texts("3").count == 1)
        #expect(sim.displayList.texts("0").isEmpty)
        let badge = sim.displayList.texts("3").first?.frame ?? .null
        let capsule = sim.displayList.shapes(filledWith: BadgeMetrics.color).first?.frame ?? .null
        let icon = sim.displayList.images(named: "tray").first?.frame ?? .null
        #expect(capsule.contains(CGPoint(x: badge.midX, y: badge.midY)))
        #expect(capsule.height == BadgeMetrics.height)
        #expect(capsule.minY < icon.minY && capsule.maxX > icon.maxX)
        #expect(sim.displayList.images(named: "paperplane").count == 1)
    }

    @Test("A list row's badge is drawn at the row's trailing edge, for static and ForEach rows")
    func listRow() {
        let sim = TouchSimulator(
            List {
                Text("Inbox").badge(5)
                ForEach(["Drafts"], id: \.self) { Text($0).badge("New") }
            }, size: size)
        for (title, badge) in [("Inbox", "5"), ("Drafts", "New")] {
            let label = sim.displayList.texts(title).first?.frame ?? .null
            let drawn = sim.displayList.texts(badge).first?.frame ?? .null
            #expect(abs(label.midY - drawn.midY) < 1)
            #expect(drawn.minX > size.width / 2)
        }
    }

    @Test("Elsewhere a badge has no effect")
    func elsewhere() {
        let sim = TouchSimulator(VStack { Text("Title").badge(2) }, size: size)
        #expect(sim.displayList.texts("Title").count == 1)
        #expect(sim.displayList.texts("2").isEmpty)
    }
}

import Foundation
import Tactile
import TactileTesting
import Testing

/// `TabView` written with `Tab` (iOS 18): the bar's labels, selection by value or by place, `if`
/// in the builder, custom `TabContent`.
@MainActor
@Suite("Tab")
struct TabTests {
    enum Mailbox: Hashable { case inbox, sent, drafts }

    private struct Mail: View {
        let showsDrafts: Bool
        @State private var selection = Mailbox.inbox
        var body: some View {
            TabView(selection: $selection) {
                Tab("Inbox", systemImage: "tray", value: .inbox) {
                    Text("inbox content, on \(String(describing: selection))")
                }
                Tab("Sent", systemImage: "paperplane", value: Mailbox.sent) {
                    Button("Back to inbox") { selection = .inbox }
                }
                if showsDrafts {
                    Tab(value: Mailbox.drafts) {
                        Text("drafts content")
                    } label: {
                        Text("Drafts")
                    }
                }
            }
        }
    }

    @Test("Labels in the bar; a tap selects by value; the binding selects from code", arguments: [false, true])
    func selectionByValue(showsDrafts: Bool) {
        let sim = TouchSimulator(Mail(showsDrafts: showsDrafts), size: CGSize(width: 390, height: 844))
        #expect(sim.texts().contains("inbox content, on inbox"))
        #expect(sim.texts().contains("Sent"))
        #expect(sim.texts().contains("Drafts") == showsDrafts)
        let inbox = sim.frame(of: .text("Inbox")) ?? .null
        #expect(inbox.minY > 844 - 49, "the label is in the tab bar: \(inbox)")
        sim.tap(on: .text("Sent"))
        #expect(sim.texts().contains("Back to inbox"))
        #expect(!sim.texts().contains { $0.hasPrefix("inbox content") })
        sim.tap(on: .text("Back to inbox"))
        #expect(sim.texts().contains("inbox content, on inbox"))
        if showsDrafts {
            sim.tap(on: .text("Drafts"))
            #expect(sim.texts().contains("drafts content"))
        }
    }

    private struct Pair: TabContent {
        var body: some TabContent<Never> {
            Tab("One", systemImage: "1.circle") { Text("first") }
            Tab("Two", systemImage: "2.circle") { Text("second") }
        }
    }

    @Test("Tabs without values are selected by place; custom TabContent groups tabs")
    func selectionByPlace() {
        let sim = TouchSimulator(TabView { Pair() }, size: CGSize(width: 390, height: 844))
        #expect(sim.texts().contains("first"))
        #expect(!sim.texts().contains("second"))
        sim.tap(on: .text("Two"))
        #expect(sim.texts().contains("second"))
        #expect(!sim.texts().contains("first"))
    }
}

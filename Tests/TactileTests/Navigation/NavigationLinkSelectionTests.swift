import Foundation
import Tactile
import TactileTesting
import Testing

/// The older `NavigationLink` forms driven by a selection (`tag:selection:`) or a binding with a
/// title (`isActive:`), and `inspector`, which is a sheet at compact width.
@MainActor
@Suite("Navigation link selections")
struct NavigationLinkSelectionTests {
    private struct Folders: View {
        @State private var selection: String?
        @State private var showsDrafts = false
        var body: some View {
            NavigationStack {
                VStack {
                    NavigationLink("Inbox", destination: Text("Inbox mail"), tag: "inbox", selection: $selection)
                    NavigationLink(tag: "sent", selection: $selection) {
                        Text("Sent mail")
                    } label: {
                        Text("Sent")
                    }
                    NavigationLink("Drafts", isActive: $showsDrafts) { Text("Draft mail") }
                    Button("Open sent") { selection = "sent" }
                    Text("selection \(selection ?? "nil"), drafts \(showsDrafts)")
                }
            }
        }
    }

    @Test("A tap selects the link's tag and pushes; Back clears the selection")
    func tapSelectsTag() {
        let sim = TouchSimulator(Folders(), size: CGSize(width: 390, height: 844))
        sim.tap(on: .text("Inbox"))
        #expect(sim.texts().contains("Inbox mail"))
        sim.tap(on: .text("Back"))
        #expect(sim.texts().contains("selection nil, drafts false"))
        sim.tap(on: .text("Drafts"))
        #expect(sim.texts().contains("Draft mail"))
        sim.tap(on: .text("Back"))
        #expect(sim.texts().contains("selection nil, drafts false"))
    }

    @Test("Setting the selection to a link's tag pushes that link's destination")
    func selectionPushes() {
        let sim = TouchSimulator(Folders(), size: CGSize(width: 390, height: 844))
        sim.tap(on: .text("Open sent"))
        #expect(sim.texts().contains("Sent mail"))
        #expect(!sim.texts().contains("Inbox mail"))
    }

    private struct Editor: View {
        @State private var showsInspector = false
        var body: some View {
            VStack {
                Button("Inspect") { showsInspector = true }
                Text("inspector \(showsInspector)")
            }
            .inspector(isPresented: $showsInspector) {
                Text("Properties")
                    .inspectorColumnWidth(min: 200, ideal: 250, max: 300)
            }
        }
    }

    @Test("An inspector is presented as a sheet; dismissing it sets its binding to false")
    func inspectorIsASheet() {
        let sim = TouchSimulator(Editor(), size: CGSize(width: 390, height: 844))
        #expect(!sim.texts().contains("Properties"))
        sim.tap(on: .text("Inspect"))
        #expect(sim.texts().contains("Properties"))
        let properties = sim.frame(of: .text("Properties")) ?? .null
        #expect(properties.minY > 40)
        sim.drag(from: CGPoint(x: 195, y: 60), to: CGPoint(x: 195, y: 800))
        sim.advance(by: 1)
        #expect(!sim.texts().contains("Properties"))
        #expect(sim.texts().contains("inspector false"))
    }
}

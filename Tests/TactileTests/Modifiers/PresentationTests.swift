import Foundation
import TactileTesting
import Testing

@testable import Tactile
@testable import TactileViewCore

/// Sheets, covers, popovers, alerts and confirmation dialogs: layers drawn over the presenting
/// view while presented, dismissed by their buttons.
@MainActor
@Suite("Presentations")
struct PresentationTests {
    private struct SheetHost: View {
        let cover: Bool
        @State private var shown = false
        @State private var dismissals = 0
        @State private var opens = 0
        var body: some View {
            let root = VStack {
                Button("Open") {
                    shown = true
                    opens += 1
                }
                Text("dismissed \(dismissals) of \(opens)")
            }
            .frame(width: 300, height: 400)
            if cover {
                root.fullScreenCover(isPresented: $shown, onDismiss: { dismissals += 1 }) { Closer() }
            } else {
                root.sheet(isPresented: $shown, onDismiss: { dismissals += 1 }) { Closer() }
            }
        }
    }

    private struct Closer: View {
        @Environment(\.dismiss) private var dismiss
        var body: some View {
            Button("Close") { dismiss() }
        }
    }

    private func center(_ text: String, _ sim: TouchSimulator) -> CGPoint {
        sim.displayList.texts(text).first?.center ?? CGPoint(x: -1, y: -1)
    }

    @Test("A sheet or cover shows while presented and its dismiss action closes it", arguments: [false, true])
    func sheet(cover: Bool) {
        let sim = TouchSimulator(SheetHost(cover: cover), size: CGSize(width: 300, height: 400))
        #expect(sim.displayList.texts("Close").isEmpty)
        sim.tap(at: center("Open", sim))
        #expect(sim.displayList.texts("Close").count == 1)
        // The layer is drawn over the presenting view (the sheet's card, or the cover, is white
        // where "Open" is) and takes the touches there.
        let open = CGPoint(x: 150, y: 185)
        let layer = sim.displayList.shapes(filledWith: .white).last?.frame ?? .null
        #expect(layer.contains(open))
        if !cover {
            sim.tap(at: open)
            #expect(sim.displayList.texts("Close").count == 1)
            #expect(sim.displayList.texts("dismissed 0 of 1").count == 1)
        }
        sim.tap(at: center("Close", sim))
        #expect(sim.displayList.texts("Close").isEmpty)
        #expect(sim.displayList.texts("dismissed 1 of 1").count == 1)
    }

    private struct AlertHost: View {
        let dialog: Bool
        @State private var shown = false
        @State private var choice = "none"
        var body: some View {
            let root = VStack {
                Button("Ask") { shown = true }
                Text("chose \(choice)")
            }
            .frame(width: 300, height: 400)
            if dialog {
                root.confirmationDialog("Delete?", isPresented: $shown, titleVisibility: .visible) {
                    Button("Delete") { choice = "delete" }
                    Button("Keep") { choice = "keep" }
                } message: {
                    Text("This cannot be undone")
                }
            } else {
                root.alert("Delete?", isPresented: $shown) {
                    Button("Delete") { choice = "delete" }
                    Button("Keep") { choice = "keep" }
                } message: {
                    Text("This cannot be undone")
                }
            }
        }
    }

    @Test("An alert or dialog shows title, message and buttons; a button runs and dismisses", arguments: [false, true])
    func alert(dialog: Bool) {
        let sim = TouchSimulator(AlertHost(dialog: dialog), size: CGSize(width: 300, height: 400))
        #expect(sim.displayList.texts("Delete?").isEmpty)
        sim.tap(at: center("Ask", sim))
        #expect(sim.displayList.texts("Delete?").count == 1)
        #expect(sim.displayList.texts("This cannot be undone").count == 1)
        sim.tap(at: center("Keep", sim))
        #expect(sim.displayList.texts("chose keep").count == 1)
        #expect(sim.displayList.texts("Delete?").isEmpty)
    }
}

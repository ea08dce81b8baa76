import Foundation
import Tactile
import TactileTesting
import Testing

/// `sheet(item:)` presents while its item is set, at window level; dismissing it clears the item.
@MainActor
@Suite("Item sheets")
struct ItemSheetTests {
    private struct Note: Identifiable {
        let id: Int
        let title: String
    }

    private struct Closer: View {
        let title: String
        @Environment(\.dismiss) private var dismiss
        var body: some View {
            VStack {
                Text(title)
                Button("Done") { dismiss() }
            }
        }
    }

    private struct Presenter: View {
        @State private var note: Note?
        @State private var dismissals = 0
        var body: some View {
            VStack {
                Button("Show") { note = Note(id: 1, title: "Settings and preferences") }
                    .frame(width: 80, height: 44)
                    .sheet(item: $note, onDismiss: { dismissals += 1 }) { note in Closer(title: note.title) }
                Text(note == nil ? "no note, \(dismissals) dismissed" : "note shown")
            }
        }
    }

    @Test("A sheet for an item shows at the window's width and its dismiss clears the item")
    func itemSheet() {
        let sim = TouchSimulator(Presenter())
        sim.tap(on: .text("Show"))
        #expect(sim.texts().contains("Settings and preferences"))
        #expect(sim.texts().contains("note shown"))
        sim.tap(on: .text("Done"))
        #expect(sim.texts().contains("no note, 1 dismissed"))
        #expect(!sim.texts().contains("Settings and preferences"))
    }
}

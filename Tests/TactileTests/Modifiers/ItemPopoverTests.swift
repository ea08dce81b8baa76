import Foundation
import Tactile
import TactileTesting
import Testing

/// `popover(item:)`: shown while the item is set, built from it, replaced with fresh state when
/// the item changes, dismissed by setting it to `nil`.
@MainActor
@Suite("Item popover")
struct ItemPopoverTests {
    private struct Note: Identifiable {
        let id: Int
    }

    private struct Host: View {
        @State private var note: Note?
        var body: some View {
            VStack {
                Button("Open 1") { note = Note(id: 1) }
                Text("item \(note?.id ?? 0)")
            }
            .frame(width: 300, height: 400)
            .popover(item: $note, arrowEdge: .bottom) { Detail(note: $0, next: $note) }
        }
    }

    private struct Detail: View {
        let note: Note
        @Binding var next: Note?
        @Environment(\.dismiss) private var dismiss
        @State private var taps = 0
        var body: some View {
            VStack {
                Text("note \(note.id) taps \(taps)")
                Button("Tap") { taps += 1 }
                Button("Next") { next = Note(id: note.id + 1) }
                Button("Close") { dismiss() }
            }
        }
    }

    @Test("Shown for the item, fresh for a new item, dismissed to nil")
    func item() {
        let sim = TouchSimulator(Host(), size: CGSize(width: 300, height: 400))
        #expect(!sim.texts().contains("Close"))
        sim.tap(on: .text("Open 1"))
        #expect(sim.texts().contains("note 1 taps 0"))
        sim.tap(on: .text("Tap"))
        #expect(sim.texts().contains("note 1 taps 1"))
        sim.tap(on: .text("Next"))
        #expect(sim.texts().contains("note 2 taps 0"))
        #expect(sim.texts().contains("item 2"))
        sim.tap(on: .text("Close"))
        #expect(!sim.texts().contains("Close"))
        #expect(sim.texts().contains("item 0"))
    }
}

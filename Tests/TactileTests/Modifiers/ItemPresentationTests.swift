import Foundation
import TactileTesting
import Testing

@testable import Tactile
@testable import TactileViewCore

/// `sheet(item:)` and `fullScreenCover(item:)`: shown while the item is set, built from it,
/// dismissed by setting it to `nil`, replaced when the item changes.
@MainActor
@Suite("ItemPresentations")
struct ItemPresentationTests {
    private struct Note: Identifiable {
        let id: Int
        var title: String { "note \(id)" }
    }

    private struct Host: View {
        let cover: Bool
        @State private var note: Note?
        @State private var dismissals = 0
        var body: some View {
            let root = VStack {
                Button("Open 1") { note = Note(id: 1) }
                Text("dismissed \(dismissals) item \(note?.id ?? 0)")
            }
            .frame(width: 300, height: 400)
            if cover {
                root.fullScreenCover(item: $note, onDismiss: { dismissals += 1 }) { Detail(note: $0, next: $note) }
            } else {
                root.sheet(item: $note, onDismiss: { dismissals += 1 }) { Detail(note: $0, next: $note) }
            }
        }
    }

    private struct Detail: View {
        let note: Note
        @Binding var next: Note?
        @Environment(\.dismiss) private var dismiss
        @State private var taps = 0
        var body: some View {
            VStack {
                Text("\(note.title) taps \(taps)")
                Button("Tap") { taps += 1 }
                Button("Next") { next = Note(id: note.id + 1) }
                Button("Close") { dismiss() }
            }
        }
    }

    private func tap(_ text: String, _ sim: TouchSimulator) {
        sim.tap(at: sim.displayList.texts(text).first?.center ?? CGPoint(x: -1, y: -1))
    }

    @Test("Shown for the item, replaced with fresh state for a new item, dismissed to nil", arguments: [false, true])
    func item(cover: Bool) {
        let sim = TouchSimulator(Host(cover: cover), size: CGSize(width: 300, height: 400))
        #expect(sim.displayList.texts("Close").isEmpty)
        tap("Open 1", sim)
        #expect(sim.displayList.texts("note 1 taps 0").count == 1)
        tap("Tap", sim)
        #expect(sim.displayList.texts("note 1 taps 1").count == 1)
        tap("Next", sim)
        #expect(sim.displayList.texts("note 2 taps 0").count == 1)
        tap("Close", sim)
        #expect(sim.displayList.texts("Close").isEmpty)
        #expect(sim.displayList.texts("dismissed 1 item 0").count == 1)
    }
}

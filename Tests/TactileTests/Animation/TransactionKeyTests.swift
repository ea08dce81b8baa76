import Foundation
import Tactile
import TactileTesting
import Testing

private struct IsUndoKey: TransactionKey { static let defaultValue = false }

private struct NotesKey: TransactionKey {
    struct Note { var text: String }
    static let defaultValue = Note(text: "")
}

extension Transaction {
    fileprivate var isUndo: Bool {
        get { self[IsUndoKey.self] }
        set { self[IsUndoKey.self] = newValue }
    }
}

/// `TransactionKey` and `Transaction`'s subscript: custom values set where a change is made reach
/// the views the change redraws.
@MainActor
@Suite("Custom transaction values")
struct TransactionKeyTests {
    @Test("A key reads its default until set; Equatable values compare, others never match")
    func storage() {
        var transaction = Transaction()
        #expect(transaction[IsUndoKey.self] == false)
        transaction.isUndo = true
        #expect(transaction[IsUndoKey.self])
        #expect(transaction != Transaction())
        var other = Transaction()
        other.isUndo = true
        #expect(transaction == other)
        var a = Transaction(), b = Transaction()
        a[NotesKey.self] = NotesKey.Note(text: "x")
        b[NotesKey.self] = NotesKey.Note(text: "x")
        #expect(a != b, "values that are not Equatable are never the same")
        #expect(a[NotesKey.self].text == "x")
    }

    @Test("withTransaction(keyPath:) puts the value in the current transaction while its body runs")
    func current() {
        let inside = withTransaction(\.isUndo, true) { Transaction.current.isUndo }
        #expect(inside)
        #expect(Transaction.current.isUndo == false)
    }

    final class Seen { var values: [Bool] = [] }

    struct Undoable: View {
        let seen: Seen
        @State private var count = 0
        var body: some View {
            VStack {
                Text("count \(count)")
                    .transaction { seen.values.append($0.isUndo) }
                Button("Undo") { withTransaction(\.isUndo, true) { count -= 1 } }
                Button("Add") { count += 1 }
            }
        }
    }

    @Test("A value set with the change reaches transaction(_:) modifiers of the views it redraws")
    func reachesViews() {
        let seen = Seen()
        let sim = TouchSimulator(Undoable(seen: seen), size: CGSize(width: 300, height: 300))
        #expect(!seen.values.contains(true))
        seen.values = []
        sim.tap(on: .text("Undo"))
        #expect(sim.texts().contains("count -1"))
        #expect(seen.values.contains(true))
        seen.values = []
        sim.tap(on: .text("Add"))
        #expect(!seen.values.isEmpty && !seen.values.contains(true))
    }
}

import Foundation
import Tactile
import Testing

/// `move(fromOffsets:toOffset:)` and `remove(atOffsets:)`, the collection edits that `onMove` and
/// `onDelete` handlers make, on arrays and on other collections.
@Suite("Offset editing")
struct OffsetEditingTests {
    /// A collection that can only swap elements in place (no insertion or removal).
    private struct Slots: MutableCollection {
        var storage: [String]
        var startIndex: Int { storage.startIndex }
        var endIndex: Int { storage.endIndex }
        func index(after i: Int) -> Int { i + 1 }
        subscript(position: Int) -> String {
            get { storage[position] }
            set { storage[position] = newValue }
        }
    }

    struct Move: Sendable, CustomTestStringConvertible {
        let source: [Int]
        let destination: Int
        let expected: String
        var testDescription: String { "\(source) → \(destination)" }
    }

    /// SwiftUI's `onMove` offsets: `destination` is the offset of the element the moved ones go
    /// before, counted before the move.
    static let moves: [Move] = [
        Move(source: [0], destination: 2, expected: "BACDE"),
        Move(source: [4], destination: 0, expected: "EABCD"),
        Move(source: [1, 3], destination: 5, expected: "ACEBD"),
        Move(source: [0, 4], destination: 2, expected: "BAECD"),
        Move(source: [2], destination: 2, expected: "ABCDE"),
        Move(source: [2], destination: 3, expected: "ABCDE"),
        Move(source: [9], destination: 0, expected: "ABCDE"),  // out of range: ignored
        Move(source: [1], destination: 99, expected: "ACDEB"),  // past the end: at the end
        Move(source: [3], destination: -4, expected: "DABCE"),  // before the start: at the start
    ]

    @Test("Moves as onMove reports it, in arrays and in-place collections", arguments: moves)
    func move(_ move: Move) {
        var array = ["A", "B", "C", "D", "E"]
        array.move(fromOffsets: IndexSet(move.source), toOffset: move.destination)
        #expect(array.joined() == move.expected)
        var slots = Slots(storage: ["A", "B", "C", "D", "E"])
        slots.move(fromOffsets: IndexSet(move.source), toOffset: move.destination)
        #expect(slots.storage.joined() == move.expected)
    }

    @Test(
        "Removes the offsets onDelete reports; offsets out of range are ignored",
        arguments: [([1, 3], "ACE"), ([0, 1, 2, 3, 4], ""), ([4, 7], "ABCD"), ([], "ABCDE")])
    func remove(offsets: [Int], expected: String) {
        var array = ["A", "B", "C", "D", "E"]
        array.remove(atOffsets: IndexSet(offsets))
        #expect(array.joined() == expected)
        var text = "ABCDE"  // a range-replaceable collection that is not random access
        text.remove(atOffsets: IndexSet(offsets))
        #expect(text == expected)
    }
}

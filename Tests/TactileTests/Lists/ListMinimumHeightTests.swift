import Foundation
import Tactile
import TactileTesting
import Testing

/// The environment's `defaultMinListRowHeight` and `defaultMinListHeaderHeight`, set on a list.
@MainActor
@Suite("List minimum heights")
struct ListMinimumHeightTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let minimum: CGFloat?
        /// The height of each row (20 pt of content with 8 pt above and below is 36 pt).
        let rowHeight: CGFloat
        var testDescription: String { minimum.map { "\($0)" } ?? "default" }
    }

    nonisolated static let cases: [Case] = [
        Case(minimum: nil, rowHeight: 44),
        Case(minimum: 60, rowHeight: 60),
        Case(minimum: 10, rowHeight: 36),  // rows are as tall as their content
        Case(minimum: -5, rowHeight: 36),  // a negative least height counts as 0
        Case(minimum: .nan, rowHeight: 36),
    ]

    @Test("Rows are at least the set height, and as tall as their content", arguments: cases)
    func rows(_ test: Case) throws {
        let list = List(0..<3) { Color.green.frame(height: 20).accessibilityIdentifier("row\($0)") }.listStyle(.plain)
        let sim = TouchSimulator(
            Group {
                if let height = test.minimum { list.environment(\.defaultMinListRowHeight, height) } else { list }
            })
        let first = try #require(sim.frame(of: "row0"))
        let second = try #require(sim.frame(of: "row1"))
        #expect(abs((second.midY - first.midY) - test.rowHeight) < 0.01, "\(first) \(second)")
    }

    @Test("A plain list's headers are at least the set height")
    func headers() throws {
        func list(_ minimum: CGFloat?) -> some View {
            List {
                Section("Fruit") { Text("Apple") }
            }
            .listStyle(.plain)
            .environment(\.defaultMinListHeaderHeight, minimum)
        }
        let standard = try #require(TouchSimulator(list(nil)).frame(of: .text("Apple")))
        let tall = try #require(TouchSimulator(list(80)).frame(of: .text("Apple")))
        // A one-line header is 34 pt (22 pt of text, 6 pt above and below); at 80 pt it pushes
        // the row down by the difference.
        #expect(abs((tall.minY - standard.minY) - (80 - 34)) < 0.01, "\(standard) \(tall)")
    }
}

import Foundation
import Tactile
import TactileTestSupport
import Testing

@testable import TactileViewCore

/// A window's state written out and put back into a new window, as the playground's reload does:
/// values match by identity path, view type, property index and value type.
@MainActor
@Suite("Carried state")
struct CarriedStateTests {
    /// A view that bumps its state when it appears, so that a first window has values that differ
    /// from the initial ones; a second window of `bump: 0` shows them only if they were carried.
    struct Counter: View {
        var bump = 0
        @State private var count = 0
        @State private var name = "a"
        @State private var action: () -> Void = {}
        var body: some View {
            Text("\(name)\(count)").onAppear {
                count += bump
                if bump > 0 { name = "b" }
            }
        }
    }

    /// Another view with the same state, to stand where ``Counter`` was.
    struct Renamed: View {
        @State private var count = 0
        @State private var name = "a"
        var body: some View { Text("\(name)\(count)") }
    }

    /// Rows keyed by id, each with its own counter.
    struct Rows: View {
        var ids: [String]
        var bump = 0
        var body: some View {
            VStack { ForEach(ids, id: \.self) { Counter(bump: bump == 0 ? 0 : bump + $0.count) } }
        }
    }

    final class Model: ObservableObject, Codable {
        @Published var taps = 0
        init() {}
        enum CodingKeys: CodingKey { case taps }
        init(from decoder: any Decoder) throws {
            taps = try decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .taps)
        }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(taps, forKey: .taps)
        }
    }

    struct ModelView: View {
        var bump = 0
        @StateObject private var model = Model()
        var body: some View { Text("taps \(model.taps)").onAppear { model.taps += bump } }
    }

    func host<V: View>(_ view: V, carrying entries: [CarriedStateEntry]) -> ViewHost {
        ViewHost(
            view, size: CGSize(width: 200, height: 200), defaults: nil, environment: WindowEnvironment(),
            carriedState: entries)
    }

    @Test("Codable @State comes back in the same view; a closure's state is counted, not carried")
    func roundTrip() {
        let old = ViewHost(Counter(bump: 5))
        #expect(old.texts() == ["b5"])
        let export = old.exportCarriedState()
        #expect(Set(export.entries.map(\.value)) == ["5", #""b""#])
        #expect(export.entries.map(\.index) == [0, 1])
        #expect(export.entries.map(\.name) == ["_count", "_name"])
        #expect(export.entries.allSatisfy { $0.viewType.hasSuffix("CarriedStateTests.Counter") })
        #expect(Set(export.entries.map(\.valueType)) == ["Swift.Int", "Swift.String"])
        #expect(export.notCarried == 1)

        let fresh = host(Counter(), carrying: [])
        #expect(fresh.texts() == ["a0"])
        let reloaded = host(Counter(), carrying: export.entries)
        #expect(reloaded.texts() == ["b5"])
        #expect(reloaded.carriedStateOutcome == CarriedStateOutcome(restored: 2, unmatched: 0))
    }

    @Test("A view of another type at the same place starts fresh")
    func changedTypeStartsFresh() {
        let export = ViewHost(Counter(bump: 5)).exportCarriedState()
        let reloaded = host(Renamed(), carrying: export.entries)
        #expect(reloaded.texts() == ["a0"])
        #expect(reloaded.carriedStateOutcome == CarriedStateOutcome(restored: 0, unmatched: 2))
    }

    /// One part of the key changed at a time: the value must not come back.
    enum Change: String, CaseIterable, Sendable {
        case path, viewType, index, name, valueType, undecodable
    }

    @Test("Every part of the key must match, and the value must decode", arguments: Change.allCases)
    func keyMustMatch(_ change: Change) throws {
        let export = ViewHost(Counter(bump: 5)).exportCarriedState()
        var entry = try #require(export.entries.first { $0.valueType == "Swift.Int" })
        switch change {
        case .path: entry.path += "/0"
        case .viewType: entry.viewType += "2"
        case .index: entry.index = 1
        case .name: entry.name = "_total"
        case .valueType: entry.valueType = "Swift.Double"
        case .undecodable: entry.value = #""five""#
        }
        let reloaded = host(Counter(), carrying: [entry])
        #expect(reloaded.texts() == ["a0"])
        #expect(reloaded.carriedStateOutcome == CarriedStateOutcome(restored: 0, unmatched: 1))
    }

    /// ``Counter`` with one more `Int` state declared above `count`: same view type name is not
    /// possible in one program, so the entries are renamed to this type to stand for the edit.
    struct CounterWithStateAbove: View {
        @State private var extra = 0
        @State private var count = 0
        @State private var name = "a"
        var body: some View { Text("\(name)\(count) \(extra)") }
    }

    @Test("A state added above others moves their index: they start fresh, none lands in the new one")
    func stateAddedAboveStartsFresh() {
        let export = ViewHost(Counter(bump: 5)).exportCarriedState()
        let edited = export.entries.map { entry in
            var entry = entry
            entry.viewType = String(reflecting: CounterWithStateAbove.self)
            return entry
        }
        let reloaded = host(CounterWithStateAbove(), carrying: edited)
        #expect(reloaded.texts() == ["a0 0"])
        #expect(reloaded.carriedStateOutcome == CarriedStateOutcome(restored: 0, unmatched: 2))
        // Without the name in the key, `count`'s 5 (index 0, an Int) would have gone into `extra`.
        var positional = edited
        positional[0].name = "_extra"
        #expect(host(CounterWithStateAbove(), carrying: positional).texts() == ["a0 5"])
    }

    @Test("Rows of a ForEach keep their own state by element id, wherever the row moved")
    func forEachRowsByID() {
        let old = ViewHost(Rows(ids: ["x", "yy"], bump: 1))
        #expect(old.texts() == ["b2", "b3"])
        let export = old.exportCarriedState()
        #expect(export.entries.contains { $0.path.contains(#"#"yy""#) })
        // "yy" moved up and "x" is gone; "z" is new.
        let reloaded = host(Rows(ids: ["yy", "z"]), carrying: export.entries)
        #expect(reloaded.texts() == ["b3", "a0"])
        #expect(reloaded.carriedStateOutcome == CarriedStateOutcome(restored: 2, unmatched: 2))
    }

    @Test("A Codable @StateObject travels as its encoded object")
    func codableStateObject() {
        let old = ViewHost(ModelView(bump: 3))
        #expect(old.texts() == ["taps 3"])
        let export = old.exportCarriedState()
        #expect(export.entries.map(\.value) == [#"{"taps":3}"#])
        let reloaded = host(ModelView(), carrying: export.entries)
        #expect(reloaded.texts() == ["taps 3"])
    }
}

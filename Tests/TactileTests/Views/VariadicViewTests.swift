import Foundation
import Tactile
import TactileTesting
import Testing

/// `_VariadicView.Tree`: the custom containers written before iOS 18's subviews API, whose root
/// lays out the views its content stands for.
@MainActor
@Suite("Variadic views")
struct VariadicViewTests {
    /// Puts a divider between the children (a multi-view root, as component libraries write it).
    struct Divided: _VariadicView.MultiViewRoot {
        func body(children: _VariadicView.Children) -> some View {
            ForEach(children) { child in
                child
                if child.id != children.last?.id {
                    Text("—")
                }
            }
        }
    }

    /// Numbers the children and says how many there are (a unary root).
    struct Numbered: _VariadicView.UnaryViewRoot {
        func body(children: _VariadicView.Children) -> some View {
            VStack {
                ForEach(Array(children.enumerated()), id: \.element.id) { offset, child in
                    HStack {
                        Text("\(offset + 1).")
                        child
                    }
                }
                Text("\(children.count) rows")
            }
        }
    }

    /// A view that keeps a count, to check a child keeps its state.
    struct Counter: View {
        @State private var count = 0
        var body: some View {
            Button("count \(count)") { count += 1 }
        }
    }

    @Test("a multi-view root gets a tuple's and a ForEach's views as separate children")
    func multiViewRoot() {
        let sim = TouchSimulator(
            VStack {
                _VariadicView.Tree(Divided()) {
                    Text("A")
                    ForEach(["B", "C"], id: \.self) { Text($0) }
                }
            })
        #expect(sim.texts() == ["A", "—", "B", "—", "C"])
    }

    @Test("a unary root counts and wraps the children, which keep their state")
    func unaryRoot() {
        let sim = TouchSimulator(
            _VariadicView.Tree(Numbered()) {
                Text("First")
                Counter()
            })
        #expect(sim.texts() == ["1.", "First", "2.", "count 0", "2 rows"])
        sim.tap(on: .text("count 0"))
        sim.tap(on: .text("count 1"))
        #expect(sim.exists(.text("count 2")))
    }

    @Test("a child made by a ForEach gives its id back by type")
    func childIDs() {
        let children = _VariadicView.Tree(Divided()) {
            ForEach([7, 9], id: \.self) { Text("\($0)") }
        }
        var ids: [Int?] = []
        let sim = TouchSimulator(
            _VariadicView.Tree(IDReader(record: { ids = $0 })) { children.content })
        _ = sim
        #expect(ids == [7, 9])
    }

    /// Records its children's ids as `Int`.
    struct IDReader: _VariadicView.MultiViewRoot {
        let record: ([Int?]) -> Void
        func body(children: _VariadicView.Children) -> some View {
            record(children.map { $0.id(as: Int.self) })
            return EmptyView()
        }
    }
}

import Foundation
import Tactile
import TactileTesting
import Testing

/// `transaction(_:)`, `animation(_:body:)` and `transaction(_:body:)`: which animation a change
/// inside takes.
@MainActor
@Suite("Transaction modifiers and scoped animations")
struct TransactionModifierTests {
    /// A square that a button moves right and fades, its changes without `withAnimation`.
    struct Mover: View {
        enum Form { case transaction, scoped, none }
        let form: Form
        @State private var moved = false
        var body: some View {
            VStack {
                square
                Button("Move") { moved.toggle() }
            }
        }

        @ViewBuilder private var square: some View {
            let base = Color.red.frame(width: 50, height: 50)
            switch form {
            case .transaction:
                base.offset(x: moved ? 100 : 0).opacity(moved ? 0.2 : 1)
                    .transaction { $0.animation = .linear(duration: 1) }
            case .scoped:
                // Only the opacity is in the scope; the offset is outside it.
                base.offset(x: moved ? 100 : 0)
                    .animation(.linear(duration: 1)) { $0.opacity(moved ? 0.2 : 1) }
            case .none:
                base.offset(x: moved ? 100 : 0).opacity(moved ? 0.2 : 1)
            }
        }
    }

    private func square(_ list: DisplayList) -> DisplayItem? { list.shapes(filledWith: .red).first }

    @Test("transaction(_:) gives the changes inside its animation")
    func transaction() throws {
        let sim = TouchSimulator(Mover(form: .transaction), size: CGSize(width: 300, height: 300))
        let start = try #require(square(sim.displayList)).frame.minX
        sim.tap(on: .text("Move"))
        let half = try #require(square(sim.displayList(at: sim.now + 0.5)))
        #expect(abs(half.frame.minX - start - 50) < 1)
        #expect(abs(half.opacity - 0.6) < 0.01)
    }

    @Test("Without one, the changes are made at once")
    func none() throws {
        let sim = TouchSimulator(Mover(form: .none), size: CGSize(width: 300, height: 300))
        let start = try #require(square(sim.displayList)).frame.minX
        sim.tap(on: .text("Move"))
        let half = try #require(square(sim.displayList(at: sim.now + 0.5)))
        #expect(half.frame.minX == start + 100 && half.opacity == 0.2)
    }

    @Test("animation(_:body:) animates the modifiers in its body, not those outside")
    func scoped() throws {
        let sim = TouchSimulator(Mover(form: .scoped), size: CGSize(width: 300, height: 300))
        let start = try #require(square(sim.displayList)).frame.minX
        sim.tap(on: .text("Move"))
        let half = try #require(square(sim.displayList(at: sim.now + 0.5)))
        #expect(abs(half.opacity - 0.6) < 0.01)
        #expect(half.frame.minX == start + 100)
    }
}

import Foundation
import TactileTesting
import Testing

@testable import Tactile
@testable import TactileViewCore

/// `contentShape(_:_:eoFill:)`: the `.interaction` kind changes where touches land; the other
/// kinds leave hit testing as it was.
@MainActor
@Suite("Content shape kinds")
struct ContentShapeKindsTests {
    /// A 100 pt square that counts taps, with a circular content shape of `kinds`.
    struct Tappable: View {
        let kinds: ContentShapeKinds
        @State private var taps = 0
        var body: some View {
            Color.blue.frame(width: 100, height: 100)
                .contentShape(kinds, Circle())
                .onTapGesture { taps += 1 }
                .overlay(alignment: .bottom) { Text("\(taps)").allowsHitTesting(false).offset(y: 40) }
        }
    }

    /// Taps the square's corner, then its centre, and reads the count.
    static func corner(then center: Bool, _ kinds: ContentShapeKinds) -> [String] {
        let sim = TouchSimulator(Tappable(kinds: kinds), size: CGSize(width: 100, height: 200))
        sim.tap(at: CGPoint(x: 3, y: 53))  // the square spans y 50…150
        if center { sim.tap(at: CGPoint(x: 50, y: 100)) }
        return sim.texts()
    }

    /// Each set of kinds with what a tap in the corner counts.
    nonisolated static let cases: [(ContentShapeKinds, [String])] = [
        (.interaction, ["0"]),
        ([.interaction, .dragPreview], ["0"]),
        (.dragPreview, ["1"]),
        ([.contextMenuPreview, .hoverEffect, .accessibility], ["1"]),
    ]

    @Test(arguments: Self.cases)
    func onlyInteractionChangesTheHitArea(kinds: ContentShapeKinds, expected: [String]) {
        #expect(Self.corner(then: false, kinds) == expected)
    }

    @Test func theShapeStillCatchesTouchesInside() {
        #expect(Self.corner(then: true, .interaction) == ["1"])
    }
}

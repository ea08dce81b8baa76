import Foundation
import TactileTestSupport
import TactileViewCore
import Testing

/// `symbolVariant(_:)` picks the filled, slashed or enclosed form of a symbol; symbol effects,
/// variable values and dynamic ranges are accepted and draw the symbol as it is.
@MainActor
@Suite("Symbol variants and effects")
struct SymbolVariantTests {
    private func drawnName<V: View>(_ view: V) -> String? {
        let svg = ViewHost(view, size: CGSize(width: 100, height: 100)).svg()
        guard let start = svg.range(of: "data-image=\"symbol:") else { return nil }
        return String(svg[start.upperBound...].prefix { $0 != "\"" })
    }

    /// A written name, the variants set around it, and the name drawn.
    nonisolated static let cases: [(String, SymbolVariants, String)] = [
        ("heart", .fill, "heart.fill"),
        ("heart", .none, "heart"),
        ("plus", .circle, "plus.circle"),
        ("plus", .circle.fill, "plus.circle.fill"),
        ("xmark", .square.fill, "xmark.square.fill"),
        ("heart.fill", .fill, "heart.fill"),
        // No drawing of a slashed heart: the slash is dropped first, the fill kept.
        ("heart", .slash.fill, "heart.fill"),
        // No drawing of anything like it: the name as written.
        ("no.such.symbol", .fill, "no.such.symbol"),
    ]

    @Test("symbolVariant(_:) draws the fullest form that has a drawing", arguments: cases)
    func variant(name: String, variants: SymbolVariants, drawn: String) {
        #expect(drawnName(Image(systemName: name).symbolVariant(variants)) == drawn)
    }

    @Test("Variants set on outer views add up; an inner container replaces an outer one")
    func composing() {
        #expect(drawnName(Image(systemName: "plus").symbolVariant(.fill).symbolVariant(.circle)) == "plus.circle.fill")
        #expect(drawnName(Image(systemName: "plus").symbolVariant(.circle).symbolVariant(.square)) == "plus.circle")
    }

    @Test("contains(_:) tells which variants a set has")
    func contains() {
        let set = SymbolVariants.circle.fill
        #expect(set.contains(.fill))
        #expect(set.contains(.circle))
        #expect(!set.contains(.square))
        #expect(!set.contains(.slash))
        #expect(SymbolVariants.none.contains(.none))
    }

    @Test("Symbol effects, variable values and dynamic ranges draw the symbol unchanged")
    func acceptedEffects() {
        let plain = ViewHost(Image(systemName: "wifi"), size: CGSize(width: 100, height: 100)).svg()
        let effects = ViewHost(
            Image(systemName: "wifi", variableValue: 0.5)
                .symbolEffect(.variableColor.iterative.reversing, options: .repeat(3).speed(2), isActive: true)
                .symbolEffect(.bounce.up.byLayer, value: 1)
                .symbolEffect(.pulse)
                .symbolEffect(.wiggle.custom(angle: .degrees(30)), options: .repeating, value: "x")
                .symbolEffectsRemoved()
                .allowedDynamicRange(.high),
            size: CGSize(width: 100, height: 100)
        ).svg()
        #expect(effects == plain)
    }

    @Test("Image(_:bundle:label:) is read by its label")
    func labelledImage() {
        let h = ViewHost(Image("photo-of-cat", label: Text("A cat")), size: CGSize(width: 100, height: 100))
        #expect(h.inspectedViews().contains { $0.accessibilityLabel == "A cat" })
    }
}

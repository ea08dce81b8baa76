import Foundation
import Tactile
import TactileTestSupport
import TactileTesting
import Testing

extension ContainerValues {
    /// Whether a subview asks its container to feature it (declared with `@Entry`).
    @Entry var isFeatured: Bool = false
    /// A subview's rank for its container (declared with `@Entry`, an optional without a default).
    @Entry var rank: Int?
}

/// `containerValue(_:_:)` and `ContainerValues`: what a view gives the container it is a subview
/// of, read through `Subview`, `SectionConfiguration` and a custom `Layout`'s subviews.
@MainActor
@Suite("Container values")
struct ContainerValuesTests {
    /// Lists its subviews' container values as texts.
    private struct Describing<Content: View>: View {
        @ViewBuilder let content: Content
        var body: some View {
            VStack {
                ForEach(subviews: content) { subview in
                    let values = subview.containerValues
                    Text(
                        "featured \(values.isFeatured) rank \(values.rank ?? -1) tag \(values.tag(for: String.self) ?? "-")"
                    )
                }
            }
        }
    }

    @Test("A subview's container values come from its containerValue modifiers; others keep the defaults")
    func subviewValues() {
        let sim = TouchSimulator(
            Describing {
                Text("a").containerValue(\.isFeatured, true)
                Text("b").containerValue(\.rank, 2).padding()
                Text("c").tag("third")
            })
        #expect(sim.exists(.text("featured true rank -1 tag -")))
        #expect(sim.exists(.text("featured false rank 2 tag -")))
        #expect(sim.exists(.text("featured false rank -1 tag third")))
    }

    @Test("The outer containerValue of a key wins over an inner one")
    func outerWins() {
        let sim = TouchSimulator(Describing { Text("a").containerValue(\.rank, 1).containerValue(\.rank, 5) })
        #expect(sim.exists(.text("featured false rank 5 tag -")))
    }

    @Test("tag(for:) reads a tag of the asked type; hasTag compares it")
    func tags() {
        let sim = TouchSimulator(
            Group(
                subviews: Group {
                    Text("x").tag(7); Text("y").tag("why")
                }
            ) { subviews in
                VStack {
                    ForEach(subviews) { subview in
                        let values = subview.containerValues
                        let number = values.tag(for: Int.self).map(String.init) ?? "nil"
                        Text("tag \(number) \(values.hasTag(7)) \(values.hasTag("why"))")
                    }
                }
            })
        #expect(sim.exists(.text("tag 7 true false")))
        #expect(sim.exists(.text("tag nil false true")))
    }

    @Test("A section's container values are those set on the Section")
    func sectionValues() {
        let sim = TouchSimulator(
            Group(
                sections: Group {
                    Section("One") { Text("1") }.containerValue(\.rank, 1)
                    Section("Two") { Text("2") }
                }
            ) { sections in
                VStack {
                    ForEach(sections) { section in
                        Text("section rank \(section.containerValues.rank ?? 0)")
                    }
                }
            })
        #expect(sim.exists(.text("section rank 1")))
        #expect(sim.exists(.text("section rank 0")))
    }

    /// Puts featured subviews on the right half, the others on the left, one under the other.
    private struct FeaturedRight: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            proposal.replacingUnspecifiedDimensions()
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for (index, subview) in subviews.enumerated() {
                let x = subview.containerValues.isFeatured ? bounds.midX : bounds.minX
                subview.place(
                    at: CGPoint(x: x, y: bounds.minY + CGFloat(index) * 50),
                    proposal: ProposedViewSize(width: 40, height: 40))
            }
        }
    }

    /// A view whose body sets a container value: a layout sees it through the body.
    private struct FeaturedTile: View {
        var body: some View { Color.blue.containerValue(\.isFeatured, true) }
    }

    @Test("A custom Layout reads its subviews' container values, also those set inside a custom view's body")
    func layoutSubviewValues() {
        let h = host(
            FeaturedRight {
                Color.red.accessibilityIdentifier("plain")
                Color.green.containerValue(\.isFeatured, true).accessibilityIdentifier("featured")
                FeaturedTile().accessibilityIdentifier("tile")
            }, width: 200, height: 200)
        #expect(h.rect("plain").minX == 0)
        #expect(h.rect("featured").minX == 100)
        #expect(h.rect("tile").minX == 100)
    }
}

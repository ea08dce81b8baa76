import Foundation
import Tactile
import TactileTestSupport
import TactileTesting
import Testing

/// The smaller layout values: alignment keys and combined guides, `ViewDimensions` equality,
/// UIKit conversions, `TextAlignment.allCases`, `LayoutSubviews.layoutDirection`,
/// `AnyLayout.animatableData`, `scenePadding`, and the list row separator guides.
@MainActor
@Suite("Layout values")
struct LayoutValueAPITests {
    private enum Custom: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
    }

    @Test("Alignment keys name a guide and its axis, and sort horizontal ones first")
    func alignmentKeys() {
        #expect(HorizontalAlignment.leading.key == HorizontalAlignment.leading.key)
        #expect(HorizontalAlignment.leading.key != HorizontalAlignment.trailing.key)
        #expect(HorizontalAlignment(Custom.self).key != VerticalAlignment(Custom.self).key)
        #expect(HorizontalAlignment(Custom.self).key < VerticalAlignment(Custom.self).key)
        #expect(!(VerticalAlignment(Custom.self).key < HorizontalAlignment(Custom.self).key))
        #expect(Set([HorizontalAlignment.center.key, HorizontalAlignment.center.key]).count == 1)
    }

    @Test("combineExplicit is the mean of the values set, nil when none is")
    func combineExplicit() {
        #expect(HorizontalAlignment.center.combineExplicit([10, nil, 20]) == 15)
        #expect(VerticalAlignment.top.combineExplicit([nil, 6]) == 6)
        #expect(VerticalAlignment.top.combineExplicit([CGFloat?]([nil, nil])) == nil)
    }

    @Test("Dimensions are equal when their sizes and explicit guides are")
    func dimensionsEquality() {
        var seen: [ViewDimensions] = []
        let h = host(
            VStack(alignment: .leading) {
                Color.red.frame(width: 20, height: 10).alignmentGuide(.leading) { d in
                    seen.append(d); return 0
                }
                Color.red.frame(width: 20, height: 10).alignmentGuide(.leading) { d in
                    seen.append(d); return 0
                }
                Color.red.frame(width: 30, height: 10).alignmentGuide(.leading) { d in
                    seen.append(d); return 0
                }
            }, width: 100, height: 100)
        _ = h.svg()
        let sizes = Dictionary(grouping: seen, by: \.width)
        let twenty = sizes[20] ?? [], thirty = sizes[30] ?? []
        #expect(twenty.count >= 2 && thirty.count >= 1)
        #expect(twenty[0] == twenty[1])
        #expect(twenty[0] != thirty[0])
    }

    @Test("UIKit's directional insets and layout direction convert")
    func uiKitConversions() {
        let insets = EdgeInsets(NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(insets == EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(LayoutDirection(UITraitEnvironmentLayoutDirection.rightToLeft) == .rightToLeft)
        #expect(LayoutDirection(UITraitEnvironmentLayoutDirection.leftToRight) == .leftToRight)
        #expect(LayoutDirection(UITraitEnvironmentLayoutDirection.unspecified) == nil)
        #expect(TextAlignment.allCases == [.leading, .center, .trailing])
    }

    /// Places its one subview at its leading edge, read from the layout direction.
    private struct LeadingEdge: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            proposal.replacingUnspecifiedDimensions()
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            let rightToLeft = subviews.layoutDirection == .rightToLeft
            for subview in subviews {
                subview.place(
                    at: CGPoint(x: rightToLeft ? bounds.maxX : bounds.minX, y: bounds.minY),
                    anchor: rightToLeft ? .topTrailing : .topLeading, proposal: ProposedViewSize(width: 10, height: 10))
            }
        }
    }

    @Test("A layout's subviews carry the environment's layout direction")
    func layoutDirection() {
        var directions: [LayoutDirection] = []
        struct Recording: Layout {
            let record: (LayoutDirection) -> Void
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                record(subviews.layoutDirection)
                return CGSize(width: 10, height: 10)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        let recording = Recording { directions.append($0) }
        let left = host(recording { Color.red }, width: 100, height: 100)
        _ = left.svg()
        let right = host(recording { Color.red }.environment(\.layoutDirection, .rightToLeft), width: 100, height: 100)
        _ = right.svg()
        #expect(directions.contains(.leftToRight) && directions.contains(.rightToLeft))
        let placed = host(
            LeadingEdge { Color.red.accessibilityIdentifier("edge") }.environment(\.layoutDirection, .rightToLeft),
            width: 100, height: 100)
        #expect(placed.rect("edge").width == 10)
    }

    @Test("AnyLayout has no animated data of its own")
    func anyLayoutAnimatableData() {
        var layout = AnyLayout(VStackLayout())
        layout.animatableData = EmptyAnimatableData()
        #expect(layout.animatableData == EmptyAnimatableData())
    }

    @Test("scenePadding pads the edges asked for by iOS's default padding")
    func scenePadding() {
        let h = host(
            VStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10).scenePadding().accessibilityIdentifier("all")
                Color.red.frame(width: 10, height: 10).scenePadding(.minimum, edges: .leading)
                    .accessibilityIdentifier("leading")
            }, width: 200, height: 200)
        #expect(h.rect("all").size == CGSize(width: 42, height: 42))
        #expect(h.rect("leading").size == CGSize(width: 26, height: 10))
        #expect(ScenePadding.minimum == .minimum)
    }

    /// Where the separator line under the first row of a two-row plain list whose first row's
    /// content is `first` is drawn, and the first row's text frame.
    private func separator(_ first: some View) -> (line: CGRect, text: CGRect)? {
        let sim = TouchSimulator(
            List {
                first; Text("Two")
            }.listStyle(.plain))
        let separators = sim.displayList.shapes(filledWith: ListLayoutTests.separator).map(ListLayoutTests.drawnRect)
        guard let line = separators.min(by: { $0.minY < $1.minY }), let text = sim.frame(of: .text("One")) else {
            return nil
        }
        return (line, text)
    }

    @Test("The list row separator guides move where a row's separator starts and ends")
    func listRowSeparatorGuides() throws {
        let plain = try #require(separator(Text("One")))
        let moved = try #require(
            separator(Text("One").alignmentGuide(.listRowSeparatorLeading) { d in d[.leading] - 10 }))
        expectApprox(moved.line.minX, plain.line.minX - 10)
        expectApprox(moved.line.maxX, plain.line.maxX)
        let ended = try #require(
            separator(Text("One").alignmentGuide(.listRowSeparatorTrailing) { d in d[.trailing] }))
        expectApprox(ended.line.maxX, ended.text.maxX)
        expectApprox(ended.line.minX, plain.line.minX)
    }
}

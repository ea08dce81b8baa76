import Foundation
import TactileTestSupport
import TactileViewCore
import Testing

/// Custom layouts through SwiftUI's `Layout` protocol, as component code writes them.
@MainActor
@Suite("Layout protocol")
struct CustomLayoutTests {
    /// Each subview below and after the one before.
    struct Diagonal: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            subviews.map { $0.sizeThatFits(.unspecified) }.reduce(CGSize.zero) {
                CGSize(width: $0.width + $1.width, height: $0.height + $1.height)
            }
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var point = bounds.origin
            for subview in subviews {
                let size = subview.sizeThatFits(.unspecified)
                subview.place(at: point, proposal: .unspecified)
                point.x += size.width
                point.y += size.height
            }
        }
    }

    struct Rank: LayoutValueKey { static let defaultValue = 0 }

    /// A row ordered by each subview's rank, spaced by the subviews' preferred spacing; counts
    /// how often its cache is made.
    struct RankedRow: Layout {
        final class Counter { var caches = 0 }
        let counter: Counter

        func makeCache(subviews: Subviews) -> [Int] {
            counter.caches += 1
            return subviews.indices.sorted { subviews[$0][Rank.self] < subviews[$1][Rank.self] }
        }

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout [Int]) -> CGSize {
            let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
            let gaps =
                CGFloat(max(subviews.count - 1, 0)) * ViewSpacing().distance(to: ViewSpacing(), along: .horizontal)
            return CGSize(width: sizes.map(\.width).reduce(0, +) + gaps, height: sizes.map(\.height).max() ?? 0)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout [Int]) {
            var x = bounds.minX
            for index in cache {
                let size = subviews[index].sizeThatFits(.unspecified)
                subviews[index].place(at: CGPoint(x: x, y: bounds.midY), anchor: .leading, proposal: .unspecified)
                x += size.width + 8
            }
        }
    }

    /// Places nothing.
    struct Lazy: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: 100, height: 100)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }

    @Test("A layout sizes itself and places its subviews where it says")
    func diagonal() {
        let h = ViewHost(
            Diagonal {
                Color.red.frame(width: 20, height: 10)
                Color.blue.frame(width: 30, height: 20)
            }, size: CGSize(width: 200, height: 200))
        #expect(
            h.displayList.items.map(\.frame) == [
                CGRect(x: 75, y: 85, width: 20, height: 10), CGRect(x: 95, y: 95, width: 30, height: 20),
            ])
        #expect(h.hitTest(CGPoint(x: 100, y: 100)) != nil)
        #expect(h.hitTest(CGPoint(x: 80, y: 110)) == nil)
    }

    @Test("Subviews' layout values, anchors and spacing reach the layout; the cache is made once a commit")
    func rankedRow() {
        let counter = RankedRow.Counter()
        let h = ViewHost(
            RankedRow(counter: counter) {
                Color.red.frame(width: 20, height: 10).layoutValue(key: Rank.self, value: 2)
                Color.blue.frame(width: 30, height: 20)
                Color.green.frame(width: 10, height: 10).layoutValue(key: Rank.self, value: 1)
            }, size: CGSize(width: 200, height: 100))
        // Width 20 + 30 + 10 + 2 × 8 = 76, centred: x from 62; blue, green, red by rank.
        #expect(
            h.displayList.items.map(\.frame) == [
                CGRect(x: 118, y: 45, width: 20, height: 10), CGRect(x: 62, y: 40, width: 30, height: 20),
                CGRect(x: 100, y: 45, width: 10, height: 10),
            ])
        #expect(counter.caches == 1)
    }

    @Test("A subview the layout leaves unplaced sits at the centre of its bounds")
    func unplaced() {
        let h = ViewHost(Lazy { Color.red.frame(width: 20, height: 10) }, size: CGSize(width: 100, height: 100))
        #expect(h.displayList.items.first?.frame == CGRect(x: 40, y: 45, width: 20, height: 10))
    }
}

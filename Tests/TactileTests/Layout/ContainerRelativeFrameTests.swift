import Foundation
import Tactile
import TactileTestSupport
import Testing

/// `containerRelativeFrame`: views sized from the window, or from the scroll view they are in.
@MainActor
@Suite("containerRelativeFrame")
struct ContainerRelativeFrameTests {
    @Test func theWindowIsTheOutermostContainer() {
        let view = VStack {
            Color.red.containerRelativeFrame(.horizontal).frame(height: 20).accessibilityIdentifier("wide")
            Color.blue.containerRelativeFrame(.vertical) { length, _ in length / 4 }.frame(width: 20)
                .accessibilityIdentifier("quarter")
        }
        let host = host(view, width: 400, height: 600)
        #expect(host.rect("wide").width == 400)
        #expect(host.rect("quarter").height == 150)
    }

    @Test func cardsInAHorizontalScrollViewTakeItsWidth() {
        let view = ScrollView(.horizontal) {
            LazyHStack(spacing: 0) {
                ForEach(0..<5, id: \.self) { i in
                    Color.green.containerRelativeFrame(.horizontal).accessibilityIdentifier("card\(i)")
                }
            }
        }
        .frame(width: 300, height: 200)
        let host = host(view, width: 400, height: 400)
        #expect(host.rect("card0").width == 300)
        #expect(host.rect("card0").height == 200)
        #expect(host.rect("card0").minX == 50)
    }

    @Test func contentMarginsNarrowTheContainer() {
        let view = ScrollView(.horizontal) {
            HStack(spacing: 0) {
                Color.green.containerRelativeFrame(.horizontal).accessibilityIdentifier("card")
            }
        }
        .contentMargins(.horizontal, 20)
        .frame(width: 300, height: 100)
        let host = host(view, width: 400, height: 400)
        #expect(host.rect("card").width == 260)
    }

    struct Columns: Sendable {
        let count: Int
        let span: Int
        let spacing: CGFloat
        let width: CGFloat
    }

    /// `(container − spacing × (count − 1)) / count × span + spacing × (span − 1)`, in a 310 pt wide
    /// scroll view; counts and spans below 1 count as 1.
    @Test(arguments: [
        Columns(count: 3, span: 1, spacing: 10, width: 290.0 / 3),
        Columns(count: 3, span: 2, spacing: 10, width: 290.0 / 3 * 2 + 10),
        Columns(count: 2, span: 1, spacing: 10, width: 150),
        Columns(count: 0, span: 0, spacing: 10, width: 310),
        Columns(count: 1, span: 1, spacing: 0, width: 310),
    ])
    func countAndSpanDivideTheContainer(_ c: Columns) {
        let view = ScrollView(.horizontal) {
            HStack(spacing: 0) {
                Color.green.containerRelativeFrame(.horizontal, count: c.count, span: c.span, spacing: c.spacing)
                    .accessibilityIdentifier("cell")
            }
        }
        .frame(width: 310, height: 100)
        let host = host(view, width: 400, height: 400)
        #expect(abs(host.rect("cell").width - c.width) < 0.001)
    }
}

import Foundation
import Tactile
import Testing

/// Text styles take iOS's point size for each Dynamic Type size (Apple's published table), and
/// `@ScaledMetric` scales with them.
@MainActor
@Suite("Dynamic Type")
struct DynamicTypeTests {
    /// iOS's sizes of each style, xSmall … xxxLarge, then accessibility1 … accessibility5 (Human
    /// Interface Guidelines, "Typography": "iOS, iPadOS Dynamic Type sizes" and "larger
    /// accessibility type sizes"), written out here again so that the test checks the table
    /// rather than reading it back.
    nonisolated static let published: [(Font.TextStyle, [CGFloat])] = [
        (.largeTitle, [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]),
        (.title, [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]),
        (.title2, [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]),
        (.title3, [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]),
        (.headline, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
        (.body, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
        (.callout, [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]),
        (.subheadline, [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]),
        (.footnote, [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]),
        (.caption, [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]),
        (.caption2, [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]),
    ]

    /// The font a `Text` in `style` is drawn with at `size`.
    private func drawnFont(_ style: Font.TextStyle, at size: DynamicTypeSize) throws -> Font {
        let host = ViewHost(Text("Aa").font(.system(style)), environment: WindowEnvironment(dynamicTypeSize: size))
        let item = try #require(host.displayList.items.first)
        guard case .text(_, let font, _) = item.kind else { throw CancellationError() }
        return font
    }

    @Test("Every text style is drawn at iOS's size for every Dynamic Type size", arguments: published)
    func styleSizes(style: Font.TextStyle, sizes: [CGFloat]) throws {
        for (size, expected) in zip(DynamicTypeSize.allCases, sizes) {
            #expect(try drawnFont(style, at: size).size == expected, "\(style) at \(size)")
        }
    }

    @Test("Line heights grow with the size, rounded up")
    func lineHeights() throws {
        // Body: 22 pt lines at 17 pt; at 53 pt, 22 × 53 / 17 = 68.6, so 69.
        #expect(try drawnFont(.body, at: .accessibility5).lineHeight == 69)
        #expect(try drawnFont(.body, at: .large).lineHeight == 22)
    }

    @Test("dynamicTypeSize(_:) inside a view overrides the window's size")
    func modifierOverridesWindow() throws {
        let host = ViewHost(
            Text("Aa").font(.body).dynamicTypeSize(.xSmall),
            environment: WindowEnvironment(dynamicTypeSize: .accessibility3))
        guard case .text(_, let font, _)? = host.displayList.items.first?.kind else {
            Issue.record("no text drawn")
            return
        }
        #expect(font.size == 14)
    }

    struct Badge: View {
        @ScaledMetric(relativeTo: .body) var side: CGFloat = 34
        @ScaledMetric var spacing: CGFloat = 17
        var body: some View {
            Color.red.frame(width: side, height: spacing)
        }
    }

    @Test(
        "@ScaledMetric scales its value as its text style scales",
        arguments: [
            (DynamicTypeSize.large, CGFloat(34), CGFloat(17)), (.xSmall, 28, 14), (.accessibility5, 106, 53),
        ])
    func scaledMetric(size: DynamicTypeSize, side: CGFloat, spacing: CGFloat) {
        let host = ViewHost(
            Badge(), size: CGSize(width: 300, height: 300), environment: WindowEnvironment(dynamicTypeSize: size))
        let frame = host.displayList.items.first?.frame ?? .zero
        // The ratio of two sizes need not be exact in binary (14 / 17): within a billionth.
        #expect(abs(frame.width - side) < 1e-9)
        #expect(abs(frame.height - spacing) < 1e-9)
    }
}

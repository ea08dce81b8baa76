import Foundation
import TactileTestSupport
import Testing

@testable import Tactile
@testable import TactileViewCore

@MainActor
@Suite("Layout")
struct LayoutTests {
    @Test("The root view is proposed the window and centred in it")
    func rootIsCentred() {
        let h = host(Rectangle().frame(width: 100, height: 50).accessibilityIdentifier("r"))
        #expect(h.rect("r") == CGRect(x: 150, y: 175, width: 100, height: 50))
    }

    @Test("A shape alone fills the window")
    func shapeFillsWindow() {
        let h = host(Circle().accessibilityIdentifier("c"), width: 300, height: 200)
        #expect(h.rect("c") == CGRect(x: 0, y: 0, width: 300, height: 200))
    }

    @Test("HStack offers space to the least flexible child first")
    func hstackDistributesByFlexibility() {
        let h = host(
            HStack {
                Rectangle().accessibilityIdentifier("flex")
                Rectangle().frame(width: 50).accessibilityIdentifier("fixed")
            }, width: 400, height: 100)
        #expect(h.rect("fixed").width == 50)
        expectApprox(h.rect("flex").width, 400 - 8 - 50)
        expectApprox(h.rect("fixed").minX, h.rect("flex").maxX + 8)
    }

    @Test("Equally flexible children share the space equally", arguments: [2, 3, 4])
    func equalShares(count: Int) {
        let h = host(
            HStack(spacing: 10) {
                ForEach(0..<count) { i in Rectangle().accessibilityIdentifier("r\(i)") }
            }, width: 400, height: 100)
        let expected = (400 - CGFloat(count - 1) * 10) / CGFloat(count)
        for i in 0..<count { expectApprox(h.rect("r\(i)").width, expected) }
    }

    @Test(
        "Stack spacing: default 8, or as given", arguments: [(nil, 8.0), (0, 0.0), (20, 20.0)] as [(CGFloat?, CGFloat)])
    func vstackSpacing(spacing: CGFloat?, expected: CGFloat) {
        let h = host(
            VStack(spacing: spacing) {
                Rectangle().frame(width: 10, height: 10).accessibilityIdentifier("a")
                Rectangle().frame(width: 10, height: 10).accessibilityIdentifier("b")
            })
        #expect(h.rect("b").minY - h.rect("a").maxY == expected)
    }

    @Test("A Spacer pushes stack elements apart to the edges of the proposal")
    func spacerExpands() {
        let h = host(
            VStack {
                Text("A").accessibilityIdentifier("a")
                Spacer()
                Text("B").accessibilityIdentifier("b")
            }, width: 400, height: 400)
        #expect(h.rect("a").minY == 0)
        #expect(h.rect("b").maxY == 400)
    }

    @Test(
        "Stack alignment places elements on the guide",
        arguments: [
            (HorizontalAlignment.leading, 0.0), (.center, 25.0), (.trailing, 50.0),
        ])
    func vstackAlignment(alignment: HorizontalAlignment, offset: CGFloat) {
        let h = host(
            VStack(alignment: alignment) {
                Rectangle().frame(width: 100, height: 10).accessibilityIdentifier("wide")
                Rectangle().frame(width: 50, height: 10).accessibilityIdentifier("narrow")
            })
        #expect(h.rect("narrow").minX - h.rect("wide").minX == offset)
    }

    @Test("padding() adds 16 on every edge; padding(edges, length) only where asked")
    func padding() {
        let h = host(
            VStack {
                Rectangle().frame(width: 10, height: 10).padding().accessibilityIdentifier("all")
                Rectangle().frame(width: 10, height: 10).padding(.horizontal, 5).accessibilityIdentifier("h")
                Rectangle().frame(width: 10, height: 10).padding(3).accessibilityIdentifier("three")
            })
        #expect(h.rect("all").size == CGSize(width: 42, height: 42))
        #expect(h.rect("h").size == CGSize(width: 20, height: 10))
        #expect(h.rect("three").size == CGSize(width: 16, height: 16))
    }

    @Test("frame(maxWidth: .infinity) takes the offered width; the child is centred in it")
    func flexibleFrameFills() {
        let h = host(
            VStack {
                Rectangle().frame(width: 20, height: 20).accessibilityIdentifier("inner")
                    .frame(maxWidth: .infinity).accessibilityIdentifier("outer")
            }, width: 300, height: 300)
        #expect(h.rect("outer").width == 300)
        #expect(h.rect("inner").minX == 140)
    }

    @Test("frame(minWidth:) grows a small child; frame(maxWidth:) caps a large proposal")
    func flexibleFrameMinMax() {
        let h = host(
            VStack {
                Text("x").frame(minWidth: 100).accessibilityIdentifier("min")
                Rectangle().frame(maxWidth: 50, maxHeight: 30).accessibilityIdentifier("max")
            })
        #expect(h.rect("min").width == 100)
        #expect(h.rect("max").size == CGSize(width: 50, height: 30))
    }

    @Test(
        "A fixed frame aligns its content",
        arguments: [
            (Alignment.topLeading, CGPoint(x: 0, y: 0)), (.center, CGPoint(x: 40, y: 40)),
            (.bottomTrailing, CGPoint(x: 80, y: 80)),
        ])
    func fixedFrameAlignment(alignment: Alignment, origin: CGPoint) {
        let h = host(
            Rectangle().frame(width: 20, height: 20).accessibilityIdentifier("in")
                .frame(width: 100, height: 100, alignment: alignment).accessibilityIdentifier("out"))
        let outer = h.rect("out"), inner = h.rect("in")
        #expect(CGPoint(x: inner.minX - outer.minX, y: inner.minY - outer.minY) == origin)
    }

    @Test("ZStack is as large as its largest child and aligns the others")
    func zstack() {
        let h = host(
            ZStack(alignment: .topLeading) {
                Rectangle().frame(width: 100, height: 80).accessibilityIdentifier("big")
                Rectangle().frame(width: 20, height: 20).accessibilityIdentifier("small")
            }.accessibilityIdentifier("z"))
        #expect(h.rect("z").size == CGSize(width: 100, height: 80))
        #expect(h.rect("small").origin == h.rect("big").origin)
    }

    @Test("Overlays and backgrounds take their base's size")
    func overlayBackground() {
        let h = host(
            Text("Hi").padding()
                .background(Color.red.accessibilityIdentifier("bg"))
                .overlay(Circle().accessibilityIdentifier("ov"), alignment: .center)
                .accessibilityIdentifier("base"))
        #expect(h.rect("bg") == h.rect("base"))
        #expect(h.rect("ov") == h.rect("base"))
    }

    @Test("Text is measured with the documented metrics")
    func textMetrics() {
        let h = host(
            VStack(spacing: 0) {
                Text("Hello").accessibilityIdentifier("body")
                Text("Hi").font(.largeTitle).accessibilityIdentifier("large")
                Text("AB").font(.system(size: 100)).accessibilityIdentifier("sized")
            })
        // H, e, o: 0.55 em; l: 0.3 em. Body: 17 pt, 22 pt lines.
        expectApprox(h.rect("body").width, 17 * (0.55 * 3 + 0.3 * 2))
        #expect(h.rect("body").height == 22)
        #expect(h.rect("large").height == 41)
        #expect(h.rect("sized").height == 120)
        expectApprox(h.rect("sized").width, 110)
    }

    @Test("Text wraps at spaces when offered less width")
    func textWraps() {
        let h = host(Text("aaaa bbbb cccc").frame(width: 90).accessibilityIdentifier("t"))
        #expect(h.texts() == ["aaaa bbbb\ncccc"])
        #expect(h.displayList.items[0].bounds.height == 44)
    }

    @Test("Resizable images fit their frame keeping their aspect ratio")
    func imageFit() {
        ImageAssets.register("wide-test", size: CGSize(width: 200, height: 100))
        let h = host(
            Image("wide-test").resizable().aspectRatio(contentMode: .fit).accessibilityIdentifier("img")
                .frame(width: 100, height: 100).accessibilityIdentifier("frame"))
        let frame = h.rect("frame")
        #expect(h.rect("img") == CGRect(x: frame.minX, y: frame.minY + 25, width: 100, height: 50))
    }

    @Test("Symbol images take the font's point size")
    func symbolSize() {
        let h = host(Image(systemName: "plus.circle").font(.system(size: 100)).padding().accessibilityIdentifier("p"))
        #expect(h.rect("p").size == CGSize(width: 132, height: 132))
    }

    @Test("layoutPriority wins space first")
    func layoutPriority() {
        let h = host(
            HStack(spacing: 0) {
                Text("a long line of text here").accessibilityIdentifier("low")
                Text("another long line of text").layoutPriority(1).accessibilityIdentifier("high")
            }, width: 250, height: 100)
        #expect(h.rect("high").height == 22)
        #expect(h.rect("low").height > 22)
    }

    @Test("The tab view shows the selected tab above a 49 pt bar")
    func tabView() {
        let h = host(
            TabView {
                Color.red.accessibilityIdentifier("first").tabItem { Text("One") }
                Color.blue.accessibilityIdentifier("second").tabItem { Text("Two") }
            }, width: 390, height: 844)
        #expect(h.rect("first") == CGRect(x: 0, y: 0, width: 390, height: 795))
        #expect(h.frame(ofAccessibilityIdentifier: "second") == nil)
        #expect(h.texts() == ["One", "Two"])
    }
}

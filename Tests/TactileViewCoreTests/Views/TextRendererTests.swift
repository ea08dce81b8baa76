import Foundation
import TactileTestSupport
import TactileViewCore
import Testing

// Body text: 17 pt, 22 pt lines, letters advance 9.35, spaces 5.1, baseline at 16.1.
// "aaaa bbbb cccc" is 122.4 wide; "aaaa bbbb" 79.9; "cccc" 37.4.

private struct Highlight: TextAttribute { var level: Int }

/// Draws each run twice: a faded copy 2 points down, then the run; a highlighted run gets a red
/// bar behind it.
private struct Doubled: TextRenderer {
    func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
        for line in layout {
            for run in line {
                if run[Highlight.self] != nil {
                    ctx.fill(Path(run.typographicBounds.rect), with: .color(.red))
                }
                var copy = ctx
                copy.translateBy(x: 0, y: 2)
                copy.opacity = 0.5
                copy.draw(run)
                ctx.draw(run)
            }
        }
    }
}

/// Draws every glyph on its own and asks for 10 more points of height and room to draw in.
private struct Spread: TextRenderer {
    func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
        for line in layout { for run in line { for glyph in run { ctx.draw(glyph) } } }
    }
    func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize {
        let size = text.sizeThatFits(proposal)
        return CGSize(width: size.width, height: size.height + 10)
    }
    var displayPadding: EdgeInsets { EdgeInsets(top: 4, leading: 0, bottom: 0, trailing: 0) }
}

@MainActor
@Suite("Text.Layout, TextRenderer and custom text attributes")
struct TextRendererTests {
    private let long = "aaaa bbbb cccc"

    final class Layouts { var value: [Text.LayoutKey.AnchoredLayout] = [] }

    private func layouts<V: View>(_ view: V, width: CGFloat = 300) -> [Text.LayoutKey.AnchoredLayout] {
        let seen = Layouts()
        _ = ViewHost(
            view.onPreferenceChange(Text.LayoutKey.self) { seen.value = $0 }, size: CGSize(width: width, height: 300))
        return seen.value
    }

    @Test("Text.LayoutKey gives each text's lines, runs, baselines and character indices")
    func layoutKey() throws {
        let found = layouts(
            VStack {
                Text(long).frame(width: 90)
                Text("x")
            })
        #expect(found.count == 2)
        let layout = try #require(found.first).layout
        #expect(layout.count == 2)
        #expect(!layout.isTruncated)
        expectApprox(layout[0].origin, CGPoint(x: 0, y: 16.1), tolerance: 1e-9)
        expectApprox(layout[1].origin, CGPoint(x: 0, y: 38.1), tolerance: 1e-9)
        let second = try #require(layout[1].first)
        #expect(second.characterIndices.map { layout[0][0].characterIndices[0].distance(to: $0) } == [10, 11, 12, 13])
        #expect(abs(second.typographicBounds.width - 37.4) < 1e-9)
        #expect(abs(layout[0].typographicBounds.width - 79.9) < 1e-9)
        expectApprox(layout[1].typographicBounds.rect, CGRect(x: 0, y: 22, width: 37.4, height: 22), tolerance: 1e-9)
        #expect(second.count == 4)
        let slice = second[1..<3]
        #expect(abs(slice.typographicBounds.origin.x - 9.35) < 1e-9)
        #expect(slice.characterIndices.count == 2)
        #expect(second.layoutDirection == .leftToRight)
    }

    @Test("A truncated layout says so; its ellipsis stands for the first character it hides")
    func truncated() throws {
        let layout = try #require(layouts(Text(long).lineLimit(1).frame(width: 60)).first).layout
        #expect(layout.isTruncated)
        #expect(layout.count == 1)
        let run = try #require(layout[0].first)
        let indices = run.characterIndices.map { run.characterIndices[0].distance(to: $0) }
        #expect(Array(indices.prefix(4)) == [0, 1, 2, 3])
        #expect(indices.last == 5, "the ellipsis replaces \"bbbb…\", from index 5")
    }

    @Test("A renderer draws the lines through the graphics context, in the text's frame")
    func rendererDraws() throws {
        let host = ViewHost(
            Text("Hi there").textRenderer(Doubled()).frame(width: 200, height: 50, alignment: .topLeading),
            size: CGSize(width: 200, height: 50))
        let drawn = host.displayList.texts("Hi there")
        #expect(drawn.count == 2)
        #expect(drawn.map(\.opacity) == [0.5, 1])
        #expect(drawn[0].frame.minY == drawn[1].frame.minY + 2)
        #expect(drawn[1].frame.minX == 0 && drawn[1].frame.height == 22)
        #expect(host.svg().contains("Hi there"))
        #expect(host.displayList.shapes(filledWith: .red).isEmpty)
    }

    @Test("Custom attributes mark the runs of the characters they were set on")
    func customAttributes() throws {
        let text = Text("ab") + Text("cd").customAttribute(Highlight(level: 2))
        let layout = try #require(layouts(text).first).layout
        #expect(layout[0].count == 2)
        #expect(layout[0][0][Highlight.self] == nil)
        #expect(layout[0][1][Highlight.self] == Highlight(level: 2))
        #expect(layout[0][1][0][Highlight.self]?.level == 2)
        let host = ViewHost(
            text.textRenderer(Doubled()).frame(width: 100, height: 30, alignment: .topLeading),
            size: CGSize(width: 100, height: 30))
        let bar = try #require(host.displayList.shapes(filledWith: .red).first)
        expectApprox(bar.frame, CGRect(x: 18.7, y: 0, width: 18.7, height: 22), tolerance: 1e-9)
        #expect(host.displayList.texts("cd").count == 2)
    }

    @Test("A renderer's size answers layout; its display padding bounds what it draws")
    func sizeAndPadding() throws {
        let host = ViewHost(
            VStack(spacing: 0) {
                Text("ab").textRenderer(Spread())
                Color.blue.frame(width: 10, height: 10)
            }
            .frame(width: 100, height: 100, alignment: .topLeading), size: CGSize(width: 100, height: 100))
        let glyphs = host.displayList.items.filter { $0.text != nil }
        #expect(glyphs.compactMap(\.text) == ["a", "b"])
        #expect(abs(glyphs[1].frame.minX - glyphs[0].frame.minX - 9.35) < 1e-9)
        let blue = try #require(host.displayList.shapes(filledWith: .blue).first)
        #expect(blue.frame.minY == 32, "22 points of text and the 10 the renderer asked for")
        let clip = try #require(glyphs[0].clipPaths.first).boundingRect
        #expect(clip.height == 36 && clip.minY == glyphs[0].frame.minY - 4)
    }

    @Test("Kerning carries over to the runs a renderer draws")
    func kerning() throws {
        let host = ViewHost(Text("ab").kerning(2).textRenderer(Doubled()), size: CGSize(width: 100, height: 30))
        let item = try #require(host.displayList.texts("ab").last)
        #expect(item.textPlacement?.kerning == 2)
        #expect(abs(item.frame.width - (18.7 + 4)) < 1e-9)
    }
}

import Foundation
import TactileViewCore
import Testing

@MainActor
@Suite("Font variants: italics and leading")
struct FontVariantTests {
    @Test("An italic font draws slanted text; italic(false) on the text wins over it")
    func italic() {
        let slanted = ViewHost(Text("Hi").font(.body.italic()), size: CGSize(width: 100, height: 40))
        #expect(slanted.svg().contains("font-style=\"italic\""))
        let upright = ViewHost(Text("Hi").font(.body.italic()).italic(false), size: CGSize(width: 100, height: 40))
        #expect(!upright.svg().contains("font-style"))
        let modifier = ViewHost(Text("Hi").italic(), size: CGSize(width: 100, height: 40))
        #expect(modifier.svg().contains("font-style=\"italic\""))
        #expect(Font.body.italic() != .body)
        #expect(Font.body.italic().bold().weight == .bold)
    }

    @Test(
        "Leading moves the line height by a step of the size",
        arguments: [(Font.Leading.standard, 0.0), (.tight, -2.0), (.loose, 2.0)])
    func leading(leading: Font.Leading, change: Double) {
        let font = Font.body.leading(leading)
        #expect(abs(font.lineHeight - (Font.body.lineHeight + CGFloat(change))) < 1e-9)
        // Set again, it replaces the earlier setting rather than adding to it.
        #expect(abs(Font.body.leading(.loose).leading(leading).lineHeight - font.lineHeight) < 1e-9)
    }

    @Test("Looser leading makes wrapped text taller")
    func leadingInLayout() {
        let text = "one two three four five six seven"
        let standard = ViewHost(Text(text).font(.body).frame(width: 60), size: CGSize(width: 60, height: 400))
        let loose = ViewHost(
            Text(text).font(.body.leading(.loose)).frame(width: 60), size: CGSize(width: 60, height: 400))
        let tight = ViewHost(
            Text(text).font(.body.leading(.tight)).frame(width: 60), size: CGSize(width: 60, height: 400))
        let heights = [tight, standard, loose].map { host in
            host.displayList.items.first { if case .text = $0.kind { true } else { false } }?.bounds.height ?? 0
        }
        #expect(heights[0] < heights[1] && heights[1] < heights[2])
    }
}

import Foundation
import TactileTestSupport
import TactileViewCore
import Testing

/// `Image(systemName:)` draws Tactile's own symbol drawings.
@MainActor
@Suite("Symbol images")
struct SymbolImageTests {
    /// Names public SwiftUI code uses most (a list we made by reading code, not a measurement).
    nonisolated static let common = [
        "plus", "minus", "xmark", "checkmark", "heart", "heart.fill", "star", "star.fill", "trash", "trash.fill",
        "pencil", "gear", "gearshape", "gearshape.fill", "person", "person.fill", "person.circle", "person.crop.circle",
        "house", "house.fill", "magnifyingglass", "square.and.arrow.up", "ellipsis", "ellipsis.circle",
        "plus.circle", "plus.circle.fill", "minus.circle", "xmark.circle", "xmark.circle.fill", "checkmark.circle",
        "checkmark.circle.fill", "info.circle", "exclamationmark.triangle", "exclamationmark.triangle.fill", "bell",
        "bell.fill", "envelope", "paperplane", "paperplane.fill", "calendar", "clock", "photo", "camera", "mic",
        "play.fill", "pause.fill", "stop.fill", "forward.fill", "backward.fill", "arrow.left", "arrow.right",
        "arrow.up", "arrow.down", "arrow.clockwise", "arrow.counterclockwise", "chevron.left", "chevron.right",
        "chevron.up", "chevron.down", "bookmark", "flag", "cart", "bag", "lock", "lock.open", "eye", "eye.slash",
        "hand.thumbsup", "cloud", "sun.max", "moon", "bolt", "globe", "link", "doc", "doc.text", "folder", "tray",
        "map", "location", "mappin", "phone", "message", "bubble.left", "list.bullet", "line.3.horizontal",
        "slider.horizontal.3", "square.grid.2x2", "circle", "circle.fill", "square", "play.circle.fill", "wifi",
        "square.and.pencil", "hand.tap", "plus.magnifyingglass", "arrow.up.left.and.arrow.down.right",
    ]

    @Test("At least 60 common names have a drawing; each draws paths, not a placeholder", arguments: common)
    func drawn(name: String) throws {
        let glyph = try #require(SymbolGlyph.named(name), "no drawing for \(name)")
        #expect(!glyph.layers.isEmpty)
        let svg = ViewHost(Image(systemName: name), size: CGSize(width: 100, height: 100)).svg()
        #expect(svg.contains("data-image=\"symbol:\(name)\""))
        #expect(svg.contains("<path d=\"M"))
        #expect(!svg.contains(">symbol:\(name)</text>"), "drawn, not a placeholder")
    }

    @Test func theListIsLongEnough() {
        #expect(Self.common.count >= 60)
        #expect(SymbolGlyph.knownNames.count >= 100)
        #expect(SymbolGlyph.knownNames.contains("plus.circle.fill"))
    }

    @Test("Every layer of every known drawing stays on the 24-point grid (a little margin for round caps)")
    func onTheGrid() throws {
        for name in SymbolGlyph.knownNames {
            let glyph = try #require(SymbolGlyph.named(name))
            for layer in glyph.layers {
                let box = layer.path.boundingRect
                #expect(box.minX >= -1 && box.minY >= -1 && box.maxX <= 25 && box.maxY <= 25, "\(name): \(box)")
            }
        }
    }

    @Test("An unknown name keeps a labelled placeholder")
    func unknown() {
        #expect(SymbolGlyph.named("no.such.symbol") == nil)
        #expect(SymbolGlyph.named("no.such.circle.fill") == nil)
        let svg = ViewHost(Image(systemName: "no.such.symbol"), size: CGSize(width: 100, height: 100)).svg()
        #expect(svg.contains(">symbol:no.such.symbol</text>"))
    }

    @Test("A symbol is a square of the font's size, scaled by imageScale")
    func size() throws {
        let list = ViewHost(
            VStack(spacing: 0) {
                Image(systemName: "heart").font(.system(size: 40))
                Image(systemName: "star").font(.system(size: 40)).imageScale(.large)
            }, size: CGSize(width: 200, height: 200)
        ).displayList
        let heart = try #require(list.images(named: "heart").first)
        #expect(heart.frame.size == CGSize(width: 40, height: 40))
        let star = try #require(list.images(named: "star").first)
        #expect(abs(star.frame.width - 52) < 0.01)
    }

    @Test("Bolder fonts stroke thicker", arguments: [(Font.Weight.ultraLight, 1.0), (.regular, 1.9), (.black, 3.4)])
    func weight(weight: Font.Weight, lineWidth: Double) throws {
        let list = ViewHost(
            Image(systemName: "plus").font(.system(size: 24, weight: weight)), size: CGSize(width: 100, height: 100)
        ).displayList
        guard case .symbol(_, let paint)? = try #require(list.images(named: "plus").first).imageDrawing else {
            Issue.record("no symbol drawing")
            return
        }
        #expect(abs(paint.lineWidth - lineWidth) < 0.001)
    }

    @Test("Monochrome cuts the mark out of plus.circle.fill; palette paints two styles; hierarchical fades")
    func renderingModes() throws {
        func paint(_ view: some View) throws -> (SymbolPaint, String) {
            let host = ViewHost(view, size: CGSize(width: 100, height: 100))
            guard case .symbol(_, let paint)? = try #require(host.displayList.items.first).imageDrawing else {
                throw CancellationError()
            }
            return (paint, host.svg())
        }
        let (mono, monoSVG) = try paint(Image(systemName: "plus.circle.fill").foregroundStyle(.blue))
        #expect(mono.cutsOut && mono.primary == .blue && mono.secondary == .blue)
        #expect(monoSVG.contains("<mask id=\"cut"))
        let (palette, paletteSVG) = try paint(
            Image(systemName: "plus.circle.fill").symbolRenderingMode(.palette).foregroundStyle(.white, .blue))
        #expect(!palette.cutsOut && palette.primary == .white && palette.secondary == .blue)
        #expect(!paletteSVG.contains("<mask"))
        let (faded, _) = try paint(
            Image(systemName: "plus.circle.fill").foregroundStyle(.red).symbolRenderingMode(.hierarchical))
        #expect(faded.primary == .red && faded.secondary == Color.red.opacity(0.5))
    }
}

// The scrolling scenes: carousels in a list, paging photos, zoomable images in a
// scroll view, driven through the simulator as a person would.
import Foundation
import Tactile
import TactileExamples
import TactileTestSupport
import TactileTesting
import Testing

@MainActor
@Suite("Scrolling scenes")
struct ScrollScenesTests {
    init() { ExampleAssets.register() }

    func frame(_ sim: TouchSimulator, _ id: String) throws -> CGRect {
        try #require(sim.frame(of: .accessibilityIdentifier(id)))
    }

    @Test("Carousels: a sideways drag moves only its shelf; the page stays put")
    func sidewaysMovesOneShelf() throws {
        let sim = TouchSimulator(CarouselList())
        let rivers = try frame(sim, "Rivers-1"), mountains = try frame(sim, "Mountains-1")
        sim.drag(.accessibilityIdentifier("Rivers-1"), by: CGSize(width: -160, height: 0), duration: 0.4)
        sim.advance(by: 3)
        let movedRivers = try frame(sim, "Rivers-1")
        #expect(movedRivers.minX < rivers.minX - 120)
        expectApprox(movedRivers.minY, rivers.minY, tolerance: 0.5)
        #expect(try frame(sim, "Mountains-1") == mountains)
        #expect(sim.texts().contains("Tap a card"), "a drag is not a tap")
    }

    @Test("Carousels: an up-and-down drag on a card scrolls the page, not the shelf")
    func verticalScrollsThePage() throws {
        let sim = TouchSimulator(CarouselList())
        let rivers = try frame(sim, "Rivers-2")
        sim.drag(.accessibilityIdentifier("Rivers-2"), by: CGSize(width: 0, height: -200), duration: 0.4)
        sim.advance(by: 3)
        let moved = try frame(sim, "Rivers-2")
        #expect(moved.minY < rivers.minY - 100, "the page scrolls to its end (about 136 points)")
        expectApprox(moved.minX, rivers.minX, tolerance: 0.5)
    }

    @Test("Carousels: the page scrolls to its last shelf and no further, by finger and by wheel")
    func pageEndsAtTheLastShelf() throws {
        for byWheel in [false, true] {
            let sim = TouchSimulator(CarouselList())
            // Each shelf's cards sit right under its name: the carousels are as tall as their cards.
            for shelf in CarouselList.shelves {
                let name = try #require(sim.frame(of: .text(shelf)))
                let card = try frame(sim, "\(shelf)-1")
                expectApprox(card.minY, name.maxY + 12, tolerance: 0.5)
                expectApprox(card.height, 96, tolerance: 0.01)
            }
            if byWheel {
                sim.wheel(at: CGPoint(x: 200, y: 400), by: CGSize(width: 0, height: 2000), steps: 10, duration: 0.2)
            } else {
                sim.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 100), duration: 0.1, steps: 10)
            }
            sim.advance(by: 6)
            // At the end of the range the last shelf's cards end the content's 8 pt padding above
            // the window's bottom edge.
            expectApprox(try frame(sim, "Deserts-1").maxY, 800 - 8, tolerance: 0.5)
        }
    }

    @Test("Carousels: a tap on a card opens it")
    func tapOpens() {
        let sim = TouchSimulator(CarouselList())
        sim.tap(on: .accessibilityIdentifier("Rivers-2"))
        #expect(sim.texts().contains("Opened Rivers 2"))
    }

    @Test(
        "Paging: a flick turns one page; a slow short drag comes back; the caption follows",
        arguments: [
            (-220.0, 0.15, "Lighthouse · 2 of 5", 1), (-60.0, 1.0, "Harbour · 1 of 5", 0),
            (-330.0, 1.2, "Lighthouse · 2 of 5", 1),
        ])
    func paging(dx: Double, duration: Double, caption: String, page: Int) throws {
        let sim = TouchSimulator(PagingPhotos())
        sim.drag(.accessibilityIdentifier("photo-0"), by: CGSize(width: dx, height: 0), duration: duration)
        sim.advance(by: 3)
        #expect(sim.texts().contains(caption), "\(sim.texts())")
        expectApprox(try frame(sim, "photo-\(page)").minX, 0, tolerance: 0.5)
    }

    @Test("Shelves: a hard flick moves the aligned shelf one card, the grid shelf rests on its grid")
    func snappingShelves() throws {
        let sim = TouchSimulator(SnappingShelves())
        let card0 = try frame(sim, "aligned-card-0")
        sim.drag(.accessibilityIdentifier("aligned-card-1"), by: CGSize(width: -250, height: 0), duration: 0.1)
        sim.advance(by: 3)
        #expect(sim.texts().contains("Card 2 of 10"), "\(sim.texts())")
        expectApprox(try frame(sim, "aligned-card-1").minX, card0.minX, tolerance: 0.5)

        // A slow drag by 130 pt (120 past the slop), held still before the lift: no fling.
        let tile0 = try frame(sim, "grid-tile-0")
        let start = try frame(sim, "grid-tile-2").center
        sim.down(at: start)
        for step in 1...10 {
            sim.advance(by: 0.05)
            sim.move(to: CGPoint(x: start.x - 13 * CGFloat(step), y: start.y))
        }
        sim.advance(by: 0.3)
        sim.move(to: CGPoint(x: start.x - 130, y: start.y))
        sim.up()
        sim.advance(by: 3)
        let offset = tile0.minX - (try frame(sim, "grid-tile-0").minX)
        expectApprox(offset, 100, tolerance: 0.5)
        #expect(sim.texts().contains("Offset 100 pt"), "\(sim.texts())")
    }

    @Test("Gallery: one finger up and down scrolls the gallery; the photo is not zoomed")
    func galleryScrolls() throws {
        let sim = TouchSimulator(ZoomableGallery())
        let before = try frame(sim, "photo-1")
        sim.drag(.accessibilityIdentifier("photo-1"), by: CGSize(width: 0, height: -180), duration: 0.4)
        sim.advance(by: 3)
        #expect(try frame(sim, "photo-1").minY < before.minY - 120)
        #expect(!sim.texts().contains { $0.hasSuffix("×") })
    }

    @Test("Gallery: a pinch zooms the image under the fingers and does not scroll")
    func galleryPinches() throws {
        let sim = TouchSimulator(ZoomableGallery())
        let before = try frame(sim, "photo-0")
        sim.pinch(on: .accessibilityIdentifier("photo-0"), scale: 2)
        sim.advance(by: 1)
        #expect(sim.texts().contains { $0.hasSuffix("×") }, "\(sim.texts())")
        expectApprox(try frame(sim, "photo-0").minY, before.minY, tolerance: 0.5)
    }

    @Test("Gallery: a double tap zooms in")
    func galleryDoubleTaps() {
        let sim = TouchSimulator(ZoomableGallery())
        sim.doubleTap(on: .accessibilityIdentifier("photo-0"))
        sim.advance(by: 1)
        #expect(sim.texts().contains("2.5×"), "\(sim.texts())")
    }
}

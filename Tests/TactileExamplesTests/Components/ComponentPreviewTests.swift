// The component examples' `#Preview`s are found by the registry, each in its component's file,
// and each draws its component.
import Foundation
import Tactile
import TactileTesting
import Testing

@testable import TactileExamples

@MainActor
@Suite("Component example previews")
struct ComponentPreviewTests {
    let previews = PreviewRegistry.previews(inModule: "TactileExamples")

    @Test("Every component and scene has its #Preview, in its own file, and nothing else has one")
    func listed() throws {
        let listed = previews.map { "\($0.source?.fileName ?? "?"): \($0.name)" }
        #expect(
            listed == [
                "BottomSheet.swift: Bottom sheet",
                "CardStack.swift: Card stack",
                "CarouselList.swift: Carousels in a list",
                "PagingPhotos.swift: Paging photos",
                "RangeSlider.swift: Range slider",
                "SnappingShelves.swift: Snapping shelves",
                "StageShowcase.swift: Stage",
                "SwipeList.swift: Swipe list",
                "SwipeToRevealRow.swift: Swipe to reveal",
                "ZoomableGallery.swift: Zoomable gallery",
                "ZoomableImage.swift: Zoomable image",
                "ZoomableImage.swift: Zoomable image, up to 8×",
            ])
    }

    @Test(
        "Each preview draws its component",
        arguments: [
            ("Bottom sheet", "Sheet: medium"), ("Card stack", "3 left"), ("Range slider", "20"),
            ("Swipe to reveal", "Swipe me to the left"), ("Swipe list", "Lunch on Friday?"),
        ])
    func draws(name: String, text: String) throws {
        let preview = try #require(previews.first { $0.name == name })
        #expect(preview.makeHost().texts().contains(text))
    }

    @Test("The zoomable image previews draw the registered photo, fitted")
    func photo() throws {
        for preview in previews where preview.name.hasPrefix("Zoomable image") {
            let sim = TouchSimulator(preview.makeView(), size: PreviewStage.deviceSize)
            let photo = try #require(sim.displayList.images(named: ExampleAssets.photoName).first)
            #expect(abs(photo.frame.width / photo.frame.height - 1.5) < 0.01, "\(photo.frame)")
        }
    }

    @Test("A preview's state is its own: the range slider preview's thumb moves its values")
    func rangeSliderPreviewIsLive() throws {
        let preview = try #require(previews.first { $0.name == "Range slider" })
        let sim = TouchSimulator(preview.makeView(), size: PreviewStage.deviceSize)
        let upper = try #require(sim.frame(of: "RangeSlider.upper")).center
        sim.drag(from: upper, to: CGPoint(x: upper.x + 400, y: upper.y))
        #expect(sim.texts() == ["20", "100"])
    }
}

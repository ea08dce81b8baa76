// The catalogue the playground shows: every example is listed once, with its seed source, and
// renders in its window.
import Foundation
import Tactile
import TactileTestSupport
import TactileTesting
import Testing

@testable import TactileExamples

@MainActor
@Suite("ExampleCatalog")
struct ExampleCatalogTests {
    @Test("The ids are unique and include every seed example and every added one")
    func ids() {
        let ids = ExampleCatalog.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        for id in [
            "draggable-circle", "tap-shape", "long-press-counter", "kuchi-learn", "tap-counter",
            "long-press-blur", "drag-offset", "drag-offset-state", "magnification", "rotation",
            "sequence", "simultaneous", "exclusive", "drag-values", "zoomable-image", "swipe-to-reveal",
            "range-slider", "bottom-sheet", "card-stack", "stage", "carousel-list", "paging-photos",
            "zoomable-gallery", "swipe-list", "snapping-shelves",
        ] {
            #expect(ExampleCatalog.example(id: id) != nil, "\(id)")
        }
        for example in ExampleCatalog.all {
            #expect(!example.title.isEmpty)
            #expect(example.source.hasPrefix("00") || example.source.hasPrefix("Added"), "\(example.id)")
        }
    }

    @Test("Every example renders something in its window", arguments: ExampleCatalog.all.map(\.id))
    func renders(id: String) throws {
        let example = try #require(ExampleCatalog.example(id: id))
        let sim = TouchSimulator(example.makeView(), size: example.windowSize)
        #expect(!sim.displayList.items.isEmpty)
    }

    @Test(
        "The logo examples draw the registered square logo at 200 × 200",
        arguments: ["long-press-blur", "magnification", "rotation", "simultaneous", "exclusive"])
    func logo(id: String) throws {
        let example = try #require(ExampleCatalog.example(id: id))
        let sim = TouchSimulator(example.makeView(), size: example.windowSize)
        let logo = try #require(sim.displayList.images(named: "swiftui-logo").first)
        expectApprox(logo.frame.width, 200, tolerance: 0.5)
        expectApprox(logo.frame.height, 200, tolerance: 0.5)
    }
}

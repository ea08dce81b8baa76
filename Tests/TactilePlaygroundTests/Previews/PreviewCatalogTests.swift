import Foundation
import Tactile
import Testing

@testable import TactilePlayground

@MainActor struct PreviewCatalogTests {
    let catalog = PreviewCatalog(
        modules: ["TactilePlaygroundTests"],
        sourceDirectories: ["TactilePlaygroundTests": (#filePath as NSString).deletingLastPathComponent])

    @Test func listsTheModulesPreviewsByFileAndNameWithStableIDs() {
        let scenes = catalog.scenes()
        let file = "TactilePlaygroundTests/PreviewCatalogFixtures.swift"
        #expect(
            scenes.map(\.id) == [
                "\(file):Preview", "\(file):Preview:2", "\(file):Measured",
                "TactilePlaygroundTests.CatalogFixture_Previews[0]",
            ])
        #expect(scenes.map(\.title) == ["Preview", "Preview", "Measured", "Provided"])
        // The provider's file is found by its declaration.
        #expect(scenes.map(\.source) == [file, file, file, file])
        #expect(scenes[0].width == 390 && scenes[0].height == 844)
    }

    @Test func otherModulesPreviewsAreLeftOut() {
        #expect(PreviewCatalog(modules: ["NoSuchModule"]).scenes().isEmpty)
    }

    @Test func buildsAPreviewByIDMeasuringASizeThatFitsOne() throws {
        let file = "TactilePlaygroundTests/PreviewCatalogFixtures.swift"
        let measured = try #require(catalog.example(id: "\(file):Measured"))
        #expect(measured.windowSize == CGSize(width: 30, height: 20))
        let second = try #require(catalog.example(id: "\(file):Preview:2"))
        let host = ViewHost(second.makeView(), size: second.windowSize)
        #expect(host.svg().contains("Second"))
        #expect(catalog.example(id: "\(file):Missing") == nil)
    }
}

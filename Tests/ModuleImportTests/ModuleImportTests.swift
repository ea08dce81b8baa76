import Foundation
import Tactile
import Testing

/// The SwiftUI-style code of SwiftUIStyleCode.swift, which writes `import Combine` and
/// `import CoreGraphics`, compiled and working.
struct ModuleImportTests {
    @Test func publishedPropertiesAndSubjectsWork() {
        let model = TickModel()
        var changes = 0
        let watch = model.objectWillChange.sink { changes += 1 }
        model.ticks = 4
        model.offset = CGSize(width: 3, height: 4)
        #expect(changes == 2)
        model.resets.send()
        #expect(model.ticks == 0)
        watch.cancel()
    }

    @Test func justDeliversItsValue() {
        #expect(doubledThroughJust(2.5) == [5])
    }

    @Test func timerPublishAutoconnectTicksOnARunLoop() {
        #expect(timerTicks(count: 2, limit: 5) >= 2)
    }

    @Test func coreGraphicsTransformsAndVectorsWork() {
        #expect(movedAndDoubled(CGPoint(x: 1, y: 1)) == CGPoint(x: 12, y: 2))
        #expect(length(of: CGVector(dx: 3, dy: 4)) == 5)
    }

    @MainActor
    @Test func aViewObservesTheModel() {
        let model = TickModel()
        let host = ViewHost(TickView(model: model))
        #expect(host.texts() == ["Ticks 0"])
        model.ticks = 7
        host.update()
        #expect(host.texts() == ["Ticks 7"])
    }

    @Test func itemProvidersHoldAndLoadWhatAppsPutInThem() {
        let (types, text, url) = itemProviderRoundTrip()
        #expect(types == ["public.utf8-plain-text"])
        #expect(text == "tile-7")
        #expect(url == URL(string: "https://example.com/a"))
    }

    @MainActor
    @Test func aReorderableGridWithDropTargetsShows() {
        let host = ViewHost(ReorderableTileGrid())
        #expect(host.texts() == ["a", "b", "c", "Drag me"])
    }

    @MainActor
    @Test func uikitTypeIdentifiersAndLegacyConstantsCome() {
        let host = ViewHost(ScreenWideCard())
        #expect(host.frame(ofAccessibilityIdentifier: "card")?.width == ViewHost.defaultSize.width - 32)
        #expect(acceptedDropTypes.allSatisfy { $0.conforms(to: .data) })
        #expect(legacyPlainTextIdentifier == "public.utf8-plain-text")
    }
}

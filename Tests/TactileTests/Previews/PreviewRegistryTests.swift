import Foundation
import Tactile
import TactileTesting
import Testing

/// The previews of PreviewFixtures.swift, found by the registry with no registration call.
@MainActor
struct PreviewRegistryTests {
    let previews = PreviewRegistry.previews(inModule: "TactileTests")

    private func macroPreview(named name: String) throws -> RegisteredPreview {
        try #require(previews.first { $0.origin == .macro && $0.name == name })
    }

    /// The source line a preview's location points at.
    private func sourceLine(of preview: RegisteredPreview) throws -> String {
        let source = try #require(preview.source)
        let text = try String(contentsOfFile: source.filePath, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return String(lines[source.line - 1])
    }

    @Test func everyPreviewMacroIsListedWithItsFileLineAndName() throws {
        let macros = previews.filter { $0.origin == .macro }
        #expect(macros.map(\.name) == ["Preview", "Statements", "Row", "Preview", "Counter"])
        for preview in macros {
            let source = try #require(preview.source)
            #expect(source.fileID == "TactileTests/PreviewFixtures.swift")
            #expect(source.fileName == "PreviewFixtures.swift")
            #expect(source.column == 1)
            #expect(try sourceLine(of: preview).hasPrefix("#Preview"))
            #expect(preview.moduleName == "TactileTests")
        }
        #expect(
            try sourceLine(of: macroPreview(named: "Row"))
                == #"#Preview("Row", traits: .sizeThatFitsLayout, .landscapeLeft) {"#)
        let lines = macros.compactMap(\.source?.line)
        #expect(lines == lines.sorted())
    }

    @Test func aPreviewMacroRendersItsBody() throws {
        let host = try macroPreview(named: "Preview").makeHost()
        #expect(host.texts() == ["Plain preview"])
        #expect(host.size == PreviewStage.deviceSize)
    }

    @Test func aBodyMayBeStatementsWithAReturn() throws {
        #expect(try macroPreview(named: "Statements").makeHost().texts() == ["Hello, previews"])
    }

    @Test func traitsSetTheLayoutAndOrientation() throws {
        let row = try macroPreview(named: "Row")
        #expect(row.settings.layout == .sizeThatFits)
        #expect(row.settings.orientation == .landscapeLeft)
        let host = row.makeHost()
        #expect(host.texts() == ["Left", "Right"])
        // Sized to the row itself, not the (landscape) device window.
        let ideal = ViewHost(
            HStack {
                Text("Left"); Text("Right")
            }.fixedSize()
        ).displayList.items.reduce(CGRect.null) {
            $0.union($1.frame)
        }
        #expect(host.size.width == ideal.width.rounded(.up))
        #expect(host.size.height == ideal.height.rounded(.up))
        #expect(host.size.width < PreviewStage.deviceSize.width)
    }

    @Test func aFixedLayoutTraitSizesTheWindow() throws {
        let fixed = try #require(previews.first { $0.makeHost().texts() == ["Fixed"] })
        #expect(fixed.name == "Preview")
        #expect(fixed.settings.layout == .fixed(width: 200, height: 100))
        #expect(fixed.makeHost().size == CGSize(width: 200, height: 100))
    }

    @Test func previewableStateIsOwnedByThePreviewAndChangesWithInput() throws {
        let counter = try macroPreview(named: "Counter")
        let simulator = TouchSimulator(counter.makeView(), size: PreviewStage.deviceSize)
        #expect(simulator.texts() == ["Count 3"])
        let button = try #require(simulator.frame(of: "counter"))
        simulator.tap(at: CGPoint(x: button.midX, y: button.midY))
        simulator.tap(at: CGPoint(x: button.midX, y: button.midY))
        #expect(simulator.texts() == ["Count 5"])
        // Each instance starts from the declared value.
        #expect(counter.makeHost().texts() == ["Count 3"])
    }

    @Test func aProviderGivesOnePreviewPerTopLevelView() throws {
        let card = previews.filter {
            if case .provider(let typeName, _) = $0.origin { return typeName == "TactileTests.FixtureCard_Previews" }
            return false
        }
        #expect(card.map(\.name) == ["First", "FixtureCard_Previews"])
        #expect(card.map(\.id) == ["TactileTests.FixtureCard_Previews[0]", "TactileTests.FixtureCard_Previews[1]"])
        #expect(card.allSatisfy { $0.source == nil && $0.moduleName == "TactileTests" })
        #expect(card[0].makeHost().texts() == ["Provider first"])
        #expect(card[0].settings.layout == .device)

        let second = card[1].settings
        #expect(second.layout == .fixed(width: 120, height: 80))
        #expect(second.device == "iPhone 15")
        #expect(second.orientation == .landscapeRight)
        let host = card[1].makeHost()
        #expect(host.texts() == ["Second"])
        #expect(host.size == CGSize(width: 120, height: 80))
    }

    @Test func aGroupAtTheTopOfAProviderSplitsIntoPreviews() throws {
        let grouped = previews.filter { $0.id.hasPrefix("TactileTests.GroupedFixture_Previews") }
        #expect(grouped.map { $0.makeHost().texts() } == [["Grouped A"], ["Grouped B"]])
        #expect(grouped.allSatisfy { $0.settings.platform == .iOS })
    }

    @Test func aPreviewIsFoundAgainByItsIdentifier() throws {
        for preview in previews {
            #expect(PreviewRegistry.preview(id: preview.id)?.name == preview.name)
        }
        #expect(PreviewRegistry.preview(id: "NoSuchModule/None.swift:1:1") == nil)
        #expect(PreviewRegistry.previews(inModule: "NoSuchModule").isEmpty)
    }

    @Test func previewModifiersDrawNothingOfTheirOwn() {
        let plain = ViewHost(Text("Same"))
        let modified = ViewHost(
            Text("Same").previewDisplayName("Name").previewLayout(.sizeThatFits).previewDevice("iPad")
                .previewInterfaceOrientation(.portraitUpsideDown))
        #expect(modified.svg() == plain.svg())
    }

    @Test func aFixedLayoutThatIsNotASizeFallsBackToTheDevice() {
        let stage = PreviewStage(PreviewSettings(layout: .fixed(width: .nan, height: -5)))
        #expect(stage.windowSize == PreviewStage.deviceSize)
        let landscape = PreviewStage(PreviewSettings(layout: .device, orientation: .landscapeRight))
        #expect(landscape.windowSize == CGSize(width: 844, height: 390))
    }
}

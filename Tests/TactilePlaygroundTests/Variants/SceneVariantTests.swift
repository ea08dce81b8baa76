import Foundation
import Tactile
import TactileExamples
import Testing

@testable import TactilePlayground

/// Shows the environment values a variant sets, as text.
struct EnvironmentReadout: View {
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.layoutDirection) private var layoutDirection

    var body: some View {
        Text("\(colorScheme) \(dynamicTypeSize) \(layoutDirection)")
    }
}

@MainActor
struct SceneVariantTests {
    static let readout = Example(
        id: "readout", title: "Readout", source: "test", windowSize: CGSize(width: 400, height: 800)
    ) { AnyView(EnvironmentReadout()) }

    /// The text the variant's first frame shows, and its window.
    func firstFrame(_ tokens: String) throws -> (text: String, width: Double, height: Double) {
        let example = try SceneVariant(tokens: tokens).apply(to: Self.readout)
        let outbox = Outbox()
        let session = PlaygroundSession(example: example) { outbox.append($0) }
        defer { session.close() }
        guard case .hello(let scene, _) = outbox.all.first else { throw SceneVariant.Problem(description: "no hello") }
        let svg = try #require(outbox.frames.first?.svg)
        // The text's lines are `<tspan>`s inside its `<text>` (the largest sizes wrap at the spaces).
        let text = try #require(svg.firstMatch(of: /<text[^>]*>(.*?)<\/text>/)?.1)
        let lines = String(text).replacing(/<\/tspan><tspan[^>]*>/, with: " ")
        return (lines.replacing(/<[^>]+>/, with: ""), scene.width, scene.height)
    }

    @Test(arguments: [
        ("", "light large leftToRight", 400.0, 800.0),
        ("dark", "dark large leftToRight", 400, 800),
        ("type-xSmall", "light xSmall leftToRight", 400, 800),
        ("type-accessibility5", "light accessibility5 leftToRight", 400, 800),
        ("rtl", "light large rightToLeft", 400, 800),
        ("small-phone", "light large leftToRight", 375, 667),
        ("large-phone", "light large leftToRight", 430, 932),
        ("tablet", "light large leftToRight", 820, 1180),
        ("landscape", "light large leftToRight", 800, 400),
        ("large-phone,landscape,dark,rtl", "dark large rightToLeft", 932, 430),
        ("size-320x480", "light large leftToRight", 320, 480),
    ])
    func setsTheEnvironmentOnTheRootAndTheWindow(tokens: String, text: String, width: Double, height: Double) throws {
        let frame = try firstFrame(tokens)
        #expect(frame.text == text)
        #expect(frame.width == width && frame.height == height)
    }

    @Test(arguments: [
        ("purple", #"unknown variant "purple"; known: light, dark"#),
        ("type-huge", #"unknown variant "type-huge""#),
        ("size-0x10", #""size-0x10" is not a window size"#),
        ("size-5000x10", #""size-5000x10" is not a window size"#),
        ("size-axb", #""size-axb" is not a window size"#),
        ("dark,dark,dark,dark,dark,dark,dark,dark,dark", "a variant has at most 8 tokens, this one 9"),
    ])
    func refusesWhatItDoesNotKnowAndSaysWhy(tokens: String, message: String) {
        do {
            _ = try SceneVariant(tokens: tokens)
            Issue.record("\(tokens) was accepted")
        } catch {
            #expect(String(describing: error).hasPrefix(message), "\(error)")
        }
    }

    @Test func everyVariantOfThePageIsUnderstood() throws {
        // The page's sets (Public/app.js, VARIANT_SETS): each token must be one the server reads.
        let script = try #require(StaticFiles.shared.files["app.js"]).data
        let text = String(decoding: script, as: UTF8.self)
        let sets = try #require(text.firstMatch(of: /const VARIANT_SETS = \{([\s\S]*?)\n\};/)?.1)
        var tokens = sets.matches(of: /"([a-zA-Z0-9-]+)"/).map { String($0.1) }
        tokens = tokens.flatMap { token in
            DynamicTypeSize.allCases.map { "\($0)" }.contains(token) ? ["type-" + token] : [token]
        }.filter { $0 != "type-" }
        #expect(tokens.count == 20, "\(tokens)")
        for token in tokens { #expect(throws: Never.self) { try SceneVariant(tokens: token) } }
    }
}

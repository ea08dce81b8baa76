import Foundation
import Tactile
import TactileExamples
import TactileTraceFormat
import Testing

@testable import TactilePlayground

/// "Download as a test": a session becomes a Swift Testing file that replays its
/// trace on `TouchSimulator` and expects what the stage showed at the end.
@MainActor
@Suite(.serialized) struct SessionTestTests {
    /// Where the test that `committedFileIsWhatTheWriterWrites` checks lives: compiled and run by
    /// the TactileExamplesTests target, so a downloaded test is known to compile and pass.
    static let generatedFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../TactileExamplesTests/Generated").standardizedFileURL
    static let fixedDate = Date(timeIntervalSince1970: 1_795_000_000)

    /// A session on the stage: two taps on the heart, the second one released late.
    func likedTwice() -> PlaygroundSession {
        let (session, _) = openSession("stage")
        _ = session.receive(input(1, [touch(.down, 200, 558, at: 0), touch(.up, 200, 558, at: 0.05)]))
        _ = session.receive(input(2, [touch(.down, 202, 556, at: 0.8), touch(.up, 202, 556, at: 1.3)]))
        return session
    }

    @Test func theTestExpectsTheTextsAndIdentifiedFramesAtTheEnd() throws {
        let session = likedTwice()
        defer { session.close() }
        let test = session.sessionTest(date: Self.fixedDate)
        #expect(test.fileName == "PlaygroundSessionStage20261118110640Tests.swift")
        #expect(test.source.contains("import TactileExamples"))
        #expect(test.source.contains("ExampleCatalog.example(id: \"stage\")"))
        #expect(test.source.contains("\"Likes: 2\","))
        #expect(test.source.contains("sim.frame(of: \"like\")"))
        #expect(test.source.contains("\"format\": \"tactile-trace\""))
        #expect(!test.source.contains("Likes: 0"))
    }

    /// The stage's `#Preview`, as `--package` serves a package's previews: the test finds it by
    /// module, file and name. Also committed (and so compiled and run) beside the example's.
    @Test func aPreviewSessionFindsThePreviewByFileAndName() throws {
        let catalog = PreviewCatalog(modules: ["TactileExamples"])
        let id = "TactileExamples/StageShowcase.swift:Stage"
        let example = try #require(catalog.example(id: id))
        let subject = try #require(catalog.testSubject(id: id))
        let session = PlaygroundSession(example: example, testSubject: subject) { _ in }
        defer { session.close() }
        let heart = try #require(session.host.frame(ofAccessibilityIdentifier: "like"))
        let (x, y) = (Double(heart.midX), Double(heart.midY))
        _ = session.receive(input(1, [touch(.down, x, y, at: 0), touch(.up, x, y, at: 0.05)]))
        let test = session.sessionTest(date: Self.fixedDate)
        #expect(test.source.contains("import TactileExamples"))
        #expect(test.source.contains(#"PreviewRegistry.previews(inModule: "TactileExamples").first {"#))
        #expect(test.source.contains(#"$0.source?.fileName == "StageShowcase.swift" && $0.name == "Stage""#))
        #expect(test.source.contains("\"Likes: 1\","))
        let url = Self.generatedFolder.appendingPathComponent(test.fileName)
        if ProcessInfo.processInfo.environment["TACTILE_RECORD"] == "1" {
            try Data(test.source.utf8).write(to: url)
        }
        #expect(try String(contentsOf: url, encoding: .utf8) == test.source)
    }

    /// A variant's session (dark, right to left, a larger text size): the test sets the same
    /// settings on its `TouchSimulator`, or it would replay in another window than the stage's.
    /// Also committed (and so compiled and run) beside the others.
    @Test func aVariantSessionSetsTheVariantsEnvironment() throws {
        let variant = try SceneVariant(tokens: "dark,rtl,type-xxLarge,small-phone")
        let example = variant.apply(to: try #require(ExampleCatalog.example(id: "stage")))
        let session = PlaygroundSession(
            example: example, limits: .standard, testSubject: nil, variant: variant, carried: nil
        ) { _ in }
        defer { session.close() }
        let heart = try #require(session.host.frame(ofAccessibilityIdentifier: "like"))
        let (x, y) = (Double(heart.midX), Double(heart.midY))
        _ = session.receive(input(1, [touch(.down, x, y, at: 0), touch(.up, x, y, at: 0.05)]))
        let test = session.sessionTest(date: Self.fixedDate.addingTimeInterval(1))
        #expect(
            test.source.contains(
                "    let environment = WindowEnvironment(colorScheme: .dark, dynamicTypeSize: .xxLarge, "
                    + "layoutDirection: .rightToLeft)\n"))
        #expect(
            test.source.contains(
                "TouchSimulator(example.makeView(), size: CGSize(width: 375, height: 667), environment: environment)"))
        #expect(test.source.contains("\"Likes: 1\","))
        let url = Self.generatedFolder.appendingPathComponent(test.fileName)
        if ProcessInfo.processInfo.environment["TACTILE_RECORD"] == "1" {
            try Data(test.source.utf8).write(to: url)
        }
        #expect(try String(contentsOf: url, encoding: .utf8) == test.source)
    }

    @Test(
        "A variant's settings as Swift: only what differs from a window's defaults",
        arguments: [
            ("dark", "WindowEnvironment(colorScheme: .dark)"),
            ("rtl", "WindowEnvironment(layoutDirection: .rightToLeft)"),
            ("type-accessibility3,light", "WindowEnvironment(dynamicTypeSize: .accessibility3)"),
        ])
    func environmentLiterals(tokens: String, literal: String) throws {
        let environment = try #require(try SceneVariant(tokens: tokens).windowEnvironment)
        #expect(SessionTestWriter.environmentLiteral(environment) == literal)
    }

    @Test func aWindowSizeAloneSetsNoEnvironment() throws {
        #expect(try SceneVariant(tokens: "tablet,landscape").windowEnvironment == nil)
        let test = SessionTestWriter.write(
            subject: .app(module: "GalleryApp", type: "GalleryApp"), title: "GalleryApp", traceJSON: "{}",
            size: CGSize(width: 400, height: 800), environment: WindowEnvironment(colorScheme: .dark),
            outcome: SessionOutcome(texts: [], frames: []), date: Self.fixedDate)
        #expect(test.source.contains("    let environment = WindowEnvironment(colorScheme: .dark)\n"))
        #expect(test.source.contains("    sim.environment = environment\n"))
        let long = SessionTestWriter.environmentDeclaration(
            WindowEnvironment(colorScheme: .dark, dynamicTypeSize: .accessibility5, layoutDirection: .rightToLeft))
        #expect(
            long == [
                "    let environment = WindowEnvironment(",
                "        colorScheme: .dark, dynamicTypeSize: .accessibility5, layoutDirection: .rightToLeft)",
            ])
    }

    @Test func aProviderPreviewIsFoundByItsRegistryID() {
        let test = SessionTestWriter.write(
            subject: .preview(
                module: "Gallery", file: nil, name: "HoldToConfirm", registryID: "Gallery.Hold_Previews[0]"),
            title: "HoldToConfirm", traceJSON: "{}", size: CGSize(width: 400, height: 800),
            outcome: SessionOutcome(texts: [], frames: []), date: Self.fixedDate)
        #expect(test.source.contains(#"PreviewRegistry.preview(id: "Gallery.Hold_Previews[0]"),"#))
        #expect(test.source.contains("import Gallery"))
        #expect(test.source.contains("#expect(sim.texts().isEmpty)"))
    }

    @Test func theMessageAnswersWithTheFile() throws {
        let (session, outbox) = openSession("tap-counter")
        defer { session.close() }
        _ = session.receive(input(1, [touch(.down, 270, 554, at: 0), touch(.up, 270, 554, at: 0.05)]))
        #expect(session.receive(#"{"type": "test", "seq": 7}"#) == nil)
        let answer = try #require(outbox.tests.last)
        #expect(answer.ack == 7)
        #expect(answer.fileName.hasSuffix("Tests.swift"))
        #expect(answer.source.contains("ExampleCatalog.example(id: \"tap-counter\")"))
    }

    @Test("The expectations come from a replay from the start, with every pending deadline fired")
    func pendingDeadlinesAreFired() throws {
        // A single tap on the double-tap-first counter: when the page asks, the double tap's window
        // is still open and the stage still says 0; the test settles, so it expects the single tap.
        let (session, _) = openSession("tap-counter-double-single")
        defer { session.close() }
        _ = session.receive(input(1, [touch(.down, 270, 554, at: 0), touch(.up, 270, 554, at: 0.05)]))
        let test = session.sessionTest(date: Self.fixedDate)
        let live = session.host.texts()
        let settled = SessionOutcome.replaying(
            [touch(.down, 270, 554, at: 0), touch(.up, 270, 554, at: 0.05)],
            on: ExampleCatalog.example(id: "tap-counter-double-single")!.makeView(),
            size: CGSize(width: 400, height: 800), defaults: nil)
        #expect(live != settled.texts, "the live stage has not decided the tap yet")
        for text in settled.texts { #expect(test.source.contains(SwiftLiteral.string(text))) }
    }

    @Test("The same input on a view that behaves differently ends elsewhere, so the test would fail")
    func aBehaviourChangeIsCaught() throws {
        let session = likedTwice()
        defer { session.close() }
        let events = [
            touch(.down, 200, 558, at: 0), touch(.up, 200, 558, at: 0.05), touch(.down, 202, 556, at: 0.8),
            touch(.up, 202, 556, at: 1.3),
        ]
        let size = CGSize(width: 400, height: 800)
        let original = SessionOutcome.replaying(events, on: AnyView(StageShowcase()), size: size, defaults: nil)
        let changed = SessionOutcome.replaying(
            events, on: AnyView(StageShowcase().environment(\.isEnabled, false)), size: size, defaults: nil)
        #expect(original.texts.contains("Likes: 2"))
        #expect(changed.texts.contains("Likes: 0"))
        #expect(original != changed)
    }

    @Test(
        "Strings and names are written as Swift source",
        arguments: [
            ("Likes: 2", #""Likes: 2""#), ("a \"quoted\" \\ path", #""a \"quoted\" \\ path""#),
            ("two\nlines\ttab", #""two\nlines\ttab""#), ("こんにちは 👋", #""こんにちは 👋""#),
            ("bell\u{7}", #""bell\u{7}""#),
        ])
    func literals(text: String, literal: String) {
        #expect(SwiftLiteral.string(text) == literal)
    }

    @Test(
        "Identifiers",
        arguments: [
            ("Like button", "LikeButton"), ("Drag the badge!", "DragTheBadge"), ("3 cards", "V3Cards"), ("—", "View"),
            ("swipe-to-reveal", "SwipeToReveal"),
        ])
    func identifiers(text: String, identifier: String) {
        #expect(SessionTestWriter.identifier(text) == identifier)
    }

    @Test func rawStringsOutlastTheirContent() {
        #expect(SessionTestWriter.rawDelimiterLength(#"{"a": 1}"#) == 1)
        #expect(SessionTestWriter.rawDelimiterLength(##"say "#hi"##) == 2)
    }

    @Test("The committed generated test (Tests/TactileExamplesTests/Generated) is what the writer writes")
    func committedFileIsWhatTheWriterWrites() throws {
        let session = likedTwice()
        defer { session.close() }
        let test = session.sessionTest(date: Self.fixedDate)
        let url = Self.generatedFolder.appendingPathComponent(test.fileName)
        if ProcessInfo.processInfo.environment["TACTILE_RECORD"] == "1" {
            try Data(test.source.utf8).write(to: url)
        }
        let committed = try String(contentsOf: url, encoding: .utf8)
        #expect(committed == test.source, "regenerate with TACTILE_RECORD=1 swift test --filter SessionTestTests")
    }
}

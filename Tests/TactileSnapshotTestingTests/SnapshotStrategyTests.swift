#if Snapshots
import Foundation
import SnapshotTesting
import Tactile
import TactileSnapshotTesting
import TactileTesting
import Testing

/// The strategies as users call them, `assertSnapshot(of:as:)` from Swift Testing, against the
/// snapshots recorded in `__Snapshots__` beside this file.
@MainActor
@Suite("Snapshot strategies")
struct SnapshotStrategyTests {
    struct Card: View {
        let title: String
        var body: some View {
            VStack(spacing: 8) {
                Text(title).font(.headline)
                Circle().fill(Color.blue).frame(width: 40, height: 40)
                Text("secondary").foregroundStyle(.secondary)
            }
            .padding()
            .background(.background)
        }
    }

    private let cardSize = CGSize(width: 200, height: 140)

    @Test("A simulator's window as SVG")
    func simulatorSVG() {
        let sim = TouchSimulator(Card(title: "Hello"), size: cardSize)
        assertSnapshot(of: sim, as: .svg)
    }

    @Test("A view as SVG in dark mode, right to left, at a large text size")
    func viewSVGWithEnvironment() {
        let environment = WindowEnvironment(
            colorScheme: .dark, dynamicTypeSize: .accessibility1, layoutDirection: .rightToLeft)
        assertSnapshot(of: Card(title: "Dark"), as: .svg(size: cardSize, environment: environment))
    }

    @Test("A simulator's display list as text, after a tap changed it")
    func simulatorDisplayList() {
        struct Counter: View {
            @State private var count = 0
            var body: some View { Button("Count \(count)") { count += 1 } }
        }
        let sim = TouchSimulator(Counter(), size: cardSize)
        sim.tap(on: .button("Count 0"))
        assertSnapshot(of: sim, as: .displayList)
    }

    @Test("A view's display list as text")
    func viewDisplayList() {
        assertSnapshot(of: Card(title: "Text"), as: .displayList(size: cardSize))
    }

    @Test("Identical frames give identical files")
    func identicalFramesIdenticalFiles() {
        let first = CanonicalSVG.canonical(TouchSimulator(Card(title: "Same"), size: cardSize).svg())
        let second = CanonicalSVG.canonical(TouchSimulator(Card(title: "Same"), size: cardSize).svg())
        #expect(first == second)
        #expect(first != CanonicalSVG.canonical(TouchSimulator(Card(title: "Other"), size: cardSize).svg()))
    }

    @Test("Canonical SVG renumbers ids in order of appearance, references included, and ends in a newline")
    func canonicalIDs() {
        let svg =
            "<svg>\r\n<defs>\r\n<linearGradient id=\"g7\"/>\r\n<filter id=\"f3\"/>\r\n</defs>\r\n"
            + "<path fill=\"url(#g7)\" filter=\"url(#f3)\"/>\r\n<use href=\"#g7\"/>\r\n</svg>"
        #expect(
            CanonicalSVG.canonical(svg)
                == "<svg>\n<defs>\n<linearGradient id=\"d1\"/>\n<filter id=\"d2\"/>\n</defs>\n"
                + "<path fill=\"url(#d1)\" filter=\"url(#d2)\"/>\n<use href=\"#d1\"/>\n</svg>\n")
    }

    @Test("A mismatch fails with the diff and writes expected and actual side by side as HTML")
    func mismatchWritesPage() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("tactile-snapshot-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let recorded = verifySnapshot(
            of: Card(title: "Original"), as: .svg(size: cardSize), named: "card", record: .missing,
            snapshotDirectory: directory)
        #expect(recorded?.contains("No reference was found on disk") == true)
        let failure = try #require(
            verifySnapshot(
                of: Card(title: "Changed"), as: .svg(size: cardSize), named: "card", record: .never,
                snapshotDirectory: directory))
        #expect(failure.contains("Original"))
        #expect(failure.contains("Changed"))
        let marker = "Expected and actual side by side: "
        let line = try #require(failure.split(separator: "\n").first { $0.hasPrefix(marker) })
        let page = try String(contentsOfFile: String(line.dropFirst(marker.count)), encoding: .utf8)
        #expect(page.contains("Expected (recorded)"))
        #expect(page.contains(">Original</tspan>") && page.contains(">Changed</tspan>"))
        #expect(page.hasPrefix("<!doctype html>"))
    }

    @Test("The display list text names each item's kind, frame, paint and text")
    func displayListTextFormat() {
        let host = TouchSimulator(
            Color.blue.frame(width: 10, height: 20).opacity(0.5), size: CGSize(width: 30, height: 40),
            environment: WindowEnvironment(colorScheme: .dark))
        #expect(
            DisplayListText.describe(host.displayList)
                == "window 30×40\n0 shape frame=(10 10 10 20) fill=#0A84FF path=M0 0 L10 0 L10 20 L0 20 Z opacity=0.5\n"
        )
    }
}
#endif

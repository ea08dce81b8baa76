// The timeline's SVG: well-formed, and with the structure the picture promises.
import Foundation
import TactileExamples
import TactileTestSupport
import Testing

@testable import TactileTraces

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Collects elements with their attributes.
final class SVGCollector: NSObject, XMLParserDelegate {
    var elements: [(name: String, attributes: [String: String])] = []
    var texts: [String] = []
    private var inText = false

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        elements.append((name, attributes))
        if name == "text" { inText = true; texts.append("") }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "text" { inText = false }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if inText { texts[texts.count - 1] += string }
    }

    func count(_ cssClass: String) -> Int {
        elements.filter { $0.attributes["class"] == cssClass }.count
    }
}

@MainActor
@Suite("Timeline")
struct TimelineTests {
    func outcome(_ fixture: String) throws -> ReplayOutcome {
        let url = Fixtures.root.appendingPathComponent(fixture + ".trace.json")
        let trace = try InputTrace.load(from: url)
        let scene = try #require(trace.scene)
        return TraceReplayer.replay(trace, scene: scene, on: try #require(ExampleCatalog.example(id: scene)).makeView())
    }

    func parse(_ svg: String) throws -> SVGCollector {
        let collector = SVGCollector()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = collector
        #expect(parser.parse(), "the SVG is not well-formed: \(parser.parserError.map { "\($0)" } ?? "")")
        return collector
    }

    @Test("One lane per gesture, in order of first appearance, each labelled")
    func lanes() throws {
        let outcome = try outcome("draggable-circle/press-then-drag")
        let svg = try parse(TimelineRenderer().svg(for: outcome))
        let lanes = svg.elements.filter { $0.attributes["class"] == "lane" }.compactMap {
            $0.attributes["data-gesture"]
        }
        #expect(lanes == outcome.gestures)
        #expect(lanes.count == 3)
        for short in ["SequenceGesture", "LongPressGesture", "DragGesture"] {
            #expect(svg.texts.contains(short))
        }
    }

    @Test("Phases are spans, terminal phases are marked, every callback is a mark")
    func spansAndMarks() throws {
        let outcome = try outcome("kuchi-card/swipe-left")
        let svg = try parse(TimelineRenderer().svg(for: outcome))
        let log = outcome.log
        #expect(svg.count("span active") == log.filter { $0.to == .active }.count)
        #expect(svg.count("span possible") == log.filter { $0.to == .possible }.count)
        #expect(svg.count("terminal ended") == log.filter { $0.to == .ended }.count)
        #expect(svg.count("terminal failed") == log.filter { $0.to == .failed }.count)
        for kind in ["updating", "changed", "ended", "failed"] {
            #expect(svg.count("mark \(kind)") == log.filter { $0.callback?.rawValue == kind }.count, "\(kind)")
        }
        #expect(svg.texts.contains("failed: movedTooFar"))
    }

    @Test("One pointer track per pointer, a tick per move sample, down and up marked")
    func pointerTracks() throws {
        let outcome = try outcome("magnification/pinch-out")
        let svg = try parse(TimelineRenderer().svg(for: outcome))
        let pointers = svg.elements.filter { $0.attributes["class"] == "pointer" }.compactMap {
            $0.attributes["data-pointer"]
        }
        #expect(pointers == ["0", "1"])
        #expect(svg.count("sample") == outcome.log.filter { $0.phase == .move }.count)
        #expect(svg.count("down") == 2 && svg.count("up") == 2)
        #expect(svg.count("distance") == 2)
    }

    @Test("The axis has increasing, labelled ticks; a legend explains the marks")
    func axisAndLegend() throws {
        let svg = try parse(TimelineRenderer().svg(for: outcome("tap-counter-double-single/tap-plus")))
        let ticks = svg.elements.indices.filter { svg.elements[$0].attributes["class"] == "tick" }
        let positions = ticks.compactMap { Double(svg.elements[$0].attributes["x"] ?? "") }
        #expect(positions.count >= 5)
        #expect(zip(positions, positions.dropFirst()).allSatisfy { $0 < $1 })
        #expect(svg.texts.contains("0 s") || svg.texts.contains("0.00 s"))
        #expect(svg.count("legend") == 1)
        for label in ["possible", "active", "ended", "updating", "onChanged", "onEnded", "onFailed", "rejected input"] {
            #expect(svg.texts.contains(label), "\(label)")
        }
    }

    @Test("Rejected inputs appear on the axis")
    func diagnosticsShown() throws {
        let trace = InputTrace(
            scene: "tap-shape", window: TraceSize(width: 400, height: 800),
            events: [
                InputEvent(time: 0, pointer: 1, phase: .move, x: 1, y: 1),
                InputEvent(time: 0.2, pointer: 0, phase: .down, x: 200, y: 400),
                InputEvent(time: 0.25, pointer: 0, phase: .up, x: 200, y: 400),
            ])
        let outcome = TraceReplayer.replay(
            trace, scene: "tap-shape", on: ExampleCatalog.example(id: "tap-shape")!.makeView())
        let svg = try parse(TimelineRenderer().svg(for: outcome))
        #expect(svg.count("diagnostic") == 1)
    }

    @Test("The same outcome always draws the same bytes")
    func deterministic() throws {
        let outcome = try outcome("rotation/rotate-90")
        #expect(TimelineRenderer().svg(for: outcome) == TimelineRenderer().svg(for: outcome))
    }
}

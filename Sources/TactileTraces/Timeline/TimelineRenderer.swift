import Foundation
import Tactile
import TactileGestures

/// Draws a ``ReplayOutcome`` as an SVG timeline: what `tactile timeline` writes.
///
/// ```
///  title, counts
///  time axis ─────┬──────────┬──────────┬───────
///  LongPressGesture  [possible][■■ active ■■]◆ ended
///  DragGesture                 [possible]──■■■■■■■■■■■■■◆ ended
///                                ·  ·  ·  ·  ·  (callbacks)
///  Pointers
///  touch 0  ●━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━○  (distance from the down point)
///  legend
/// ```
///
/// - One lane per gesture, in order of first appearance; phases are coloured spans (possible,
///   active), a terminal phase is a flag (ended) or a cross with its reason (failed).
/// - Callbacks are marks under the spans: dots for `updating`/`onChanged`, diamonds for
///   `onEnded`/`onFailed`; each has a `<title>` with its argument (a tooltip in browsers).
/// - One track per pointer: down (filled dot) to up (ring) or cancel (cross), a tick per sample,
///   and a line of the distance from the down point, its maximum labelled.
/// - Rejected inputs are red triangles on the time axis; wheel events (a touchpad's two-finger
///   scroll, a mouse wheel) are arrows below it, pointing the way the content scrolls, each with
///   a `<title>` giving its delta and place.
///
/// The output is deterministic (numbers with at most two decimals) and structured for tests:
/// lanes are `<g class="lane" data-gesture="…">`, spans `<rect class="span active" …>`, marks
/// `class="mark changed"` and so on, pointer tracks `<g class="pointer" data-pointer="0">`.
public struct TimelineRenderer {
    /// Total width of the picture, in pixels.
    public var width: Double = 1100
    /// Width of the label column on the left.
    public var labelWidth: Double = 250
    /// A title for the picture; the scene id when `nil`.
    public var title: String?

    /// Creates a renderer with the default size.
    public init(title: String? = nil) {
        self.title = title
    }

    // Layout constants, in pixels.
    private let rightMargin = 36.0
    private let laneHeight = 40.0
    private let pointerLaneHeight = 46.0
    private let top = 78.0

    /// Phase colours (fill) and terminal colours.
    enum Palette {
        static let possible = "#cbd5e1"
        static let active = "#2563eb"
        static let ended = "#16a34a"
        static let failed = "#dc2626"
        static let callback = "#7c3aed"
        static let pointer = "#0f766e"
        static let distance = "#f59e0b"
        static let grid = "#e5e7eb"
        static let text = "#111827"
        static let muted = "#6b7280"
        static let laneShade = "#f8fafc"
    }

    /// The SVG document for `outcome`.
    public func svg(for outcome: ReplayOutcome) -> String {
        let gestures = outcome.gestures
        let names = GestureNames(gestures)
        let inputs = outcome.log.filter { $0.type == .input }
        let pointerIDs = Array(Set(inputs.compactMap(\.pointer))).sorted()

        let times = outcome.log.map(\.time)
        let start = times.min() ?? 0
        var end = times.max() ?? 0
        end = max(end, start + 0.1)
        let span = end - start
        let plotLeft = labelWidth
        let plotWidth = width - labelWidth - rightMargin
        let paddedSpan = span * 1.06
        func x(_ time: Double) -> Double { plotLeft + (time - start) / paddedSpan * plotWidth }
        let plotRight = x(start + paddedSpan)

        let gesturesTop = top + 14
        let pointersTitleY = gesturesTop + Double(gestures.count) * laneHeight + 26
        let pointersTop = pointersTitleY + 10
        let legendTop = pointersTop + Double(pointerIDs.count) * pointerLaneHeight + 24
        let height = legendTop + 56

        var svg = SVGBuilder(width: width, height: height)
        svg.raw("<rect width=\"\(n(width))\" height=\"\(n(height))\" fill=\"#ffffff\"/>")

        // Title.
        let counts = Dictionary(grouping: outcome.log, by: \.type).mapValues(\.count)
        svg.text(x: 20, y: 30, title ?? outcome.scene, size: 18, weight: "bold")
        svg.text(
            x: 20, y: 50,
            "\(gestures.count) gesture\(gestures.count == 1 ? "" : "s") · \(counts[.phase] ?? 0) phase changes · "
                + "\(counts[.callback] ?? 0) callback\((counts[.callback] ?? 0) == 1 ? "" : "s") · \(inputs.count) input\(inputs.count == 1 ? "" : "s") over \(String(format: "%.3f", span)) s"
                + ((counts[.diagnostic] ?? 0) > 0 ? " · \(counts[.diagnostic]!) rejected" : "")
                + ((counts[.wheel] ?? 0) > 0 ? " · \(counts[.wheel]!) wheel events" : ""),
            size: 12, fill: Palette.muted)

        // Axis and grid.
        let step = Self.tickStep(for: paddedSpan)
        let gridBottom = legendTop - 14
        svg.open("g", ["class": "axis"])
        svg.raw(
            "<line x1=\"\(n(plotLeft))\" y1=\"\(n(top))\" x2=\"\(n(plotRight))\" y2=\"\(n(top))\" stroke=\"\(Palette.muted)\" stroke-width=\"1\"/>"
        )
        var tick = (start / step).rounded(.up) * step
        while tick <= start + paddedSpan + step * 1e-9 {
            let tx = x(tick)
            svg.raw(
                "<line x1=\"\(n(tx))\" y1=\"\(n(top))\" x2=\"\(n(tx))\" y2=\"\(n(gridBottom))\" stroke=\"\(Palette.grid)\" stroke-width=\"1\"/>"
            )
            svg.raw(
                "<line x1=\"\(n(tx))\" y1=\"\(n(top - 5))\" x2=\"\(n(tx))\" y2=\"\(n(top))\" stroke=\"\(Palette.muted)\" stroke-width=\"1\"/>"
            )
            svg.text(
                x: tx, y: top - 9, Self.formatTick(tick, step: step), size: 11, fill: Palette.muted, anchor: "middle",
                cssClass: "tick")
            tick += step
        }
        for record in outcome.log where record.type == .diagnostic {
            let dx = x(record.time)
            svg.open(
                "path", ["class": "diagnostic", "d": "M\(n(dx)) \(n(top + 1))l-5 9h10z", "fill": Palette.failed],
                selfClosing: false)
            svg.raw(
                "<title>\(SVGText.escape("rejected at \(String(format: "%.3f", record.time)) s: \(record.message ?? "")"))</title>"
            )
            svg.close("path")
        }
        for record in outcome.log where record.type == .wheel {
            drawWheel(&svg, record, x: x(record.time), y: top + 6)
        }
        svg.close("g")

        // Gesture lanes.
        for (index, gesture) in gestures.enumerated() {
            let laneTop = gesturesTop + Double(index) * laneHeight
            let mid = laneTop + 15
            svg.open("g", ["class": "lane", "data-gesture": gesture])
            if index % 2 == 0 {
                svg.raw(
                    "<rect x=\"0\" y=\"\(n(laneTop))\" width=\"\(n(width))\" height=\"\(n(laneHeight))\" fill=\"\(Palette.laneShade)\"/>"
                )
            }
            svg.text(x: 20, y: laneTop + 17, names.short(gesture), size: 13, weight: "bold")
            svg.text(x: 20, y: laneTop + 31, Self.truncate(names.full(gesture), 38), size: 10, fill: Palette.muted)

            let records = outcome.log.filter { $0.gesture == gesture }
            var open: (kind: GesturePhaseKind, since: Double)?
            func closeSpan(at time: Double) {
                guard let current = open, current.kind == .possible || current.kind == .active else { return }
                let x0 = x(current.since), x1 = max(x(time), x0 + 3)
                let fill = current.kind == .active ? Palette.active : Palette.possible
                svg.open(
                    "rect",
                    [
                        "class": "span \(current.kind.rawValue)", "x": n(x0), "y": n(mid - 7),
                        "width": n(x1 - x0), "height": "14", "rx": "3", "fill": fill,
                    ], selfClosing: false)
                svg.raw(
                    "<title>\(current.kind.rawValue) \(String(format: "%.3f", current.since))–\(String(format: "%.3f", time)) s</title>"
                )
                svg.close("rect")
            }
            for record in records {
                switch record.type {
                case .phase:
                    guard let to = record.to else { continue }
                    closeSpan(at: record.time)
                    open = (to, record.time)
                    if to == .ended || to == .failed {
                        drawTerminal(&svg, to, reason: record.reason, x: x(record.time), mid: mid)
                    }
                case .callback:
                    drawCallback(&svg, record, x: x(record.time), y: mid + 13)
                default: break
                }
            }
            closeSpan(at: end)
            svg.close("g")
        }

        // Pointer tracks.
        svg.text(x: 20, y: pointersTitleY, "Pointers", size: 13, weight: "bold")
        svg.text(
            x: 90, y: pointersTitleY, "track from down to up · tick per sample · distance from the down point",
            size: 11, fill: Palette.muted)
        for (index, pointer) in pointerIDs.enumerated() {
            let laneTop = pointersTop + Double(index) * pointerLaneHeight
            let events = inputs.filter { $0.pointer == pointer }
            drawPointer(&svg, pointer, events, laneTop: laneTop, x: x, end: end)
        }

        drawLegend(&svg, top: legendTop)
        return svg.finish()
    }

    private func drawTerminal(
        _ svg: inout SVGBuilder, _ kind: GesturePhaseKind, reason: GestureFailureReason?,
        x: Double, mid: Double
    ) {
        if kind == .ended {
            svg.open("g", ["class": "terminal ended"])
            svg.raw(
                "<line x1=\"\(n(x))\" y1=\"\(n(mid - 11))\" x2=\"\(n(x))\" y2=\"\(n(mid + 9))\" stroke=\"\(Palette.ended)\" stroke-width=\"2.5\"/>"
            )
            svg.raw("<path d=\"M\(n(x)) \(n(mid - 11))h9l-3 4 3 4h-9z\" fill=\"\(Palette.ended)\"/>")
            label(&svg, "ended", x: x, offset: 12, y: mid - 3, fill: Palette.ended)
        } else {
            svg.open("g", ["class": "terminal failed"])
            let r = 5.0
            svg.raw(
                "<path d=\"M\(n(x - r)) \(n(mid - r))l\(n(2 * r)) \(n(2 * r))M\(n(x + r)) \(n(mid - r))l\(n(-2 * r)) \(n(2 * r))\" stroke=\"\(Palette.failed)\" stroke-width=\"2.5\" stroke-linecap=\"round\"/>"
            )
            label(
                &svg, "failed" + (reason.map { ": \($0.rawValue)" } ?? ""), x: x, offset: 8, y: mid - 4,
                fill: Palette.failed)
        }
        svg.close("g")
    }

    /// A small label right of `x`, or left of it when it would run off the picture.
    private func label(_ svg: inout SVGBuilder, _ text: String, x: Double, offset: Double, y: Double, fill: String) {
        let estimatedWidth = Double(text.count) * 6
        if x + offset + estimatedWidth > width - 4 {
            svg.text(x: x - offset, y: y, text, size: 10, fill: fill, anchor: "end")
        } else {
            svg.text(x: x + offset, y: y, text, size: 10, fill: fill)
        }
    }

    private func drawCallback(_ svg: inout SVGBuilder, _ record: OutcomeRecord, x: Double, y: Double) {
        guard let kind = record.callback else { return }
        let label: String
        switch kind {
        case .updating: label = "updating(\(record.value ?? ""))"
        case .changed: label = "onChanged(\(record.value ?? ""))"
        case .ended: label = "onEnded(\(record.value ?? ""))"
        case .failed: label = "onFailed(\(record.reason?.rawValue ?? ""))"
        }
        let title = "<title>\(SVGText.escape("\(String(format: "%.3f", record.time)) s " + label))</title>"
        switch kind {
        case .updating, .changed:
            let dy = kind == .updating ? -2.0 : 2.0
            svg.open(
                "circle",
                [
                    "class": "mark \(kind.rawValue)", "cx": n(x), "cy": n(y + dy), "r": "2.2",
                    "fill": kind == .updating ? "none" : Palette.callback, "stroke": Palette.callback,
                    "stroke-width": "1",
                ], selfClosing: false)
        case .ended, .failed:
            let colour = kind == .ended ? Palette.ended : Palette.failed
            svg.open(
                "path",
                [
                    "class": "mark \(kind.rawValue)", "d": "M\(n(x)) \(n(y - 5))l5 5-5 5-5-5z",
                    "fill": colour, "stroke": "#ffffff", "stroke-width": "1",
                ], selfClosing: false)
        }
        svg.raw(title)
        svg.close(kind == .updating || kind == .changed ? "circle" : "path")
    }

    private func drawPointer(
        _ svg: inout SVGBuilder, _ pointer: Int, _ events: [OutcomeRecord], laneTop: Double,
        x: (Double) -> Double, end: Double
    ) {
        let kind = (events.first?.kind ?? .touch).rawValue
        svg.open("g", ["class": "pointer", "data-pointer": String(pointer)])
        svg.text(x: 20, y: laneTop + 22, "\(kind) \(pointer)", size: 13, weight: "bold")
        let barY = laneTop + 30
        let sparkTop = laneTop + 6, sparkHeight = 20.0
        // Split into strokes: down … up/cancel.
        var strokes: [[OutcomeRecord]] = []
        for event in events {
            if event.phase == .down || strokes.isEmpty { strokes.append([]) }
            strokes[strokes.count - 1].append(event)
        }
        var maximum = 0.0
        var distances: [[(Double, Double)]] = []
        for stroke in strokes {
            let origin = stroke[0]
            let points = stroke.map { event -> (Double, Double) in
                let d = hypot((event.x ?? 0) - (origin.x ?? 0), (event.y ?? 0) - (origin.y ?? 0))
                return (event.time, d)
            }
            maximum = max(maximum, points.map(\.1).max() ?? 0)
            distances.append(points)
        }
        for (stroke, points) in zip(strokes, distances) {
            let first = stroke[0], last = stroke[stroke.count - 1]
            let lifted = last.phase == .up || last.phase == .cancel
            let x0 = x(first.time), x1 = lifted ? x(last.time) : x(end)
            svg.raw(
                "<line class=\"track\" x1=\"\(n(x0))\" y1=\"\(n(barY))\" x2=\"\(n(max(x1, x0 + 1)))\" y2=\"\(n(barY))\" stroke=\"\(Palette.pointer)\" stroke-width=\"4\" stroke-linecap=\"round\" opacity=\"0.35\"/>"
            )
            for event in stroke where event.phase == .move {
                let tx = x(event.time)
                svg.raw(
                    "<line class=\"sample\" x1=\"\(n(tx))\" y1=\"\(n(barY + 4))\" x2=\"\(n(tx))\" y2=\"\(n(barY + 8))\" stroke=\"\(Palette.pointer)\" stroke-width=\"1\"/>"
                )
            }
            if maximum > 0.5, points.count > 1 {
                let path = points.enumerated().map { index, point in
                    (index == 0 ? "M" : "L") + n(x(point.0)) + " "
                        + n(sparkTop + sparkHeight - point.1 / maximum * sparkHeight)
                }.joined()
                svg.raw(
                    "<path class=\"distance\" d=\"\(path)\" fill=\"none\" stroke=\"\(Palette.distance)\" stroke-width=\"1.5\"/>"
                )
            }
            svg.open(
                "circle", ["class": "down", "cx": n(x0), "cy": n(barY), "r": "4", "fill": Palette.pointer],
                selfClosing: false)
            svg.raw(
                "<title>\(SVGText.escape("down at (\(ValueDescription.number(first.x ?? 0)), \(ValueDescription.number(first.y ?? 0))), \(String(format: "%.3f", first.time)) s"))</title>"
            )
            svg.close("circle")
            if last.phase == .up {
                svg.raw(
                    "<circle class=\"up\" cx=\"\(n(x1))\" cy=\"\(n(barY))\" r=\"4\" fill=\"#ffffff\" stroke=\"\(Palette.pointer)\" stroke-width=\"2\"/>"
                )
            } else if last.phase == .cancel {
                svg.raw(
                    "<path class=\"cancel\" d=\"M\(n(x1 - 4)) \(n(barY - 4))l8 8M\(n(x1 + 4)) \(n(barY - 4))l-8 8\" stroke=\"\(Palette.failed)\" stroke-width=\"2\"/>"
                )
            }
        }
        if maximum > 0.5 {
            svg.text(
                x: labelWidth - 10, y: laneTop + 12, "max \(ValueDescription.number((maximum * 10).rounded() / 10)) pt",
                size: 10, fill: Palette.distance, anchor: "end")
        }
        svg.close("g")
    }

    /// A wheel event: an arrow along its delta's main axis (down for a positive `dy`), with a tooltip.
    private func drawWheel(_ svg: inout SVGBuilder, _ record: OutcomeRecord, x: Double, y: Double) {
        let dx = record.dx ?? 0
        let dy = record.dy ?? 0
        let path =
            abs(dx) > abs(dy)
            ? (dx > 0 ? "M\(n(x - 5)) \(n(y))h10m-3-3 3 3-3 3" : "M\(n(x + 5)) \(n(y))h-10m3-3-3 3 3 3")
            : (dy >= 0 ? "M\(n(x)) \(n(y - 5))v10m-3-3 3 3 3-3" : "M\(n(x)) \(n(y + 5))v-10m-3 3 3-3 3 3")
        svg.open(
            "path",
            ["class": "wheel", "d": path, "fill": "none", "stroke": Palette.pointer, "stroke-width": "1.5"],
            selfClosing: false)
        let what =
            "wheel by (\(ValueDescription.number(dx)), \(ValueDescription.number(dy))) at "
            + "(\(ValueDescription.number(record.x ?? 0)), \(ValueDescription.number(record.y ?? 0))), "
            + "\(String(format: "%.3f", record.time)) s"
        svg.raw("<title>\(SVGText.escape(what))</title>")
        svg.close("path")
    }

    private func drawLegend(_ svg: inout SVGBuilder, top: Double) {
        svg.open("g", ["class": "legend"])
        svg.raw(
            "<line x1=\"20\" y1=\"\(n(top - 10))\" x2=\"\(n(width - 20))\" y2=\"\(n(top - 10))\" stroke=\"\(Palette.grid)\"/>"
        )
        var cursor = 20.0
        let y = top + 14
        func swatch(_ fill: String, _ label: String) {
            svg.raw("<rect x=\"\(n(cursor))\" y=\"\(n(y - 7))\" width=\"22\" height=\"12\" rx=\"3\" fill=\"\(fill)\"/>")
            svg.text(x: cursor + 28, y: y + 3, label, size: 11)
            cursor += 28 + Double(label.count) * 6.5 + 18
        }
        func mark(_ draw: String, _ label: String) {
            svg.raw(draw)
            svg.text(x: cursor + 16, y: y + 3, label, size: 11)
            cursor += 16 + Double(label.count) * 6.5 + 14
        }
        swatch(Palette.possible, "possible")
        swatch(Palette.active, "active")
        mark(
            "<path d=\"M\(n(cursor + 3)) \(n(y - 8))v14M\(n(cursor + 3)) \(n(y - 8))h8l-3 4 3 4h-8\" stroke=\"\(Palette.ended)\" stroke-width=\"2\" fill=\"\(Palette.ended)\"/>",
            "ended")
        mark(
            "<path d=\"M\(n(cursor - 1)) \(n(y - 5))l8 8M\(n(cursor + 7)) \(n(y - 5))l-8 8\" stroke=\"\(Palette.failed)\" stroke-width=\"2.5\"/>",
            "failed: reason")
        mark(
            "<circle cx=\"\(n(cursor + 3))\" cy=\"\(n(y))\" r=\"2.5\" fill=\"none\" stroke=\"\(Palette.callback)\"/>",
            "updating")
        mark("<circle cx=\"\(n(cursor + 3))\" cy=\"\(n(y))\" r=\"2.5\" fill=\"\(Palette.callback)\"/>", "onChanged")
        mark("<path d=\"M\(n(cursor + 3)) \(n(y - 5))l5 5-5 5-5-5z\" fill=\"\(Palette.ended)\"/>", "onEnded")
        mark("<path d=\"M\(n(cursor + 3)) \(n(y - 5))l5 5-5 5-5-5z\" fill=\"\(Palette.failed)\"/>", "onFailed")
        cursor = 20
        let y2 = y + 22
        svg.raw(
            "<circle cx=\"\(n(cursor + 4))\" cy=\"\(n(y2))\" r=\"4\" fill=\"\(Palette.pointer)\"/><line x1=\"\(n(cursor + 4))\" y1=\"\(n(y2))\" x2=\"\(n(cursor + 34))\" y2=\"\(n(y2))\" stroke=\"\(Palette.pointer)\" stroke-width=\"4\" opacity=\"0.35\"/><circle cx=\"\(n(cursor + 34))\" cy=\"\(n(y2))\" r=\"4\" fill=\"#ffffff\" stroke=\"\(Palette.pointer)\" stroke-width=\"2\"/>"
        )
        svg.text(x: cursor + 46, y: y2 + 4, "pointer down → up", size: 11)
        cursor += 46 + 120
        svg.raw(
            "<path d=\"M\(n(cursor)) \(n(y2 + 5))q12 0 24-10\" fill=\"none\" stroke=\"\(Palette.distance)\" stroke-width=\"1.5\"/>"
        )
        svg.text(x: cursor + 32, y: y2 + 4, "distance from the down point", size: 11)
        cursor += 32 + 180
        svg.raw("<path d=\"M\(n(cursor + 5)) \(n(y2 - 5))l-5 9h10z\" fill=\"\(Palette.failed)\"/>")
        svg.text(x: cursor + 16, y: y2 + 4, "rejected input", size: 11)
        cursor += 16 + 110
        svg.raw(
            "<path d=\"M\(n(cursor + 4)) \(n(y2 - 5))v10m-3-3 3 3 3-3\" fill=\"none\" stroke=\"\(Palette.pointer)\" stroke-width=\"1.5\"/>"
        )
        svg.text(x: cursor + 16, y: y2 + 4, "wheel event", size: 11)
        svg.close("g")
    }

    /// A round step giving at most about ten ticks over `span` seconds.
    static func tickStep(for span: Double) -> Double {
        let steps = [0.001, 0.002, 0.005, 0.01, 0.02, 0.025, 0.05, 0.1, 0.2, 0.25, 0.5, 1, 2, 5, 10, 30, 60]
        return steps.first { span / $0 <= 10 } ?? 60
    }

    static func formatTick(_ time: Double, step: Double) -> String {
        var decimals = 0
        while decimals < 3, abs(step * pow(10, Double(decimals)) - (step * pow(10, Double(decimals))).rounded()) > 1e-9
        {
            decimals += 1
        }
        let text = String(format: "%.\(decimals)f", time)
        return (text == "-0" || text.hasPrefix("-0.") && Double(text) == 0 ? String(text.dropFirst()) : text) + " s"
    }

    static func truncate(_ text: String, _ length: Int) -> String {
        text.count <= length ? text : "…" + text.suffix(length - 1)
    }
}

/// A number for SVG: at most two decimals, no trailing zeros, no `-0`.
func n(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    if rounded == 0 { return "0" }
    if rounded == rounded.rounded() { return String(Int64(rounded)) }
    return String(format: "%.2f", rounded).replacingOccurrences(of: #"0+$"#, with: "", options: .regularExpression)
}

/// Builds SVG text with escaped attributes, attributes in sorted order.
struct SVGBuilder {
    private var out: String

    init(width: Double, height: Double) {
        out =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" "
            + "viewBox=\"0 0 \(n(width)) \(n(height))\" font-family=\"DejaVu Sans, Helvetica, Arial, sans-serif\">\n"
    }

    mutating func raw(_ text: String) {
        out += text + "\n"
    }

    mutating func open(_ element: String, _ attributes: [String: String], selfClosing: Bool = false) {
        let attrs = attributes.keys.sorted().map { " \($0)=\"\(SVGText.escape(attributes[$0]!))\"" }.joined()
        out += "<\(element)\(attrs)\(selfClosing ? "/" : "")>\n"
    }

    mutating func close(_ element: String) {
        out += "</\(element)>\n"
    }

    mutating func text(
        x: Double, y: Double, _ content: String, size: Double, weight: String? = nil,
        fill: String = TimelineRenderer.Palette.text, anchor: String? = nil, cssClass: String? = nil
    ) {
        var attributes = ["x": n(x), "y": n(y), "font-size": n(size), "fill": fill]
        if let weight { attributes["font-weight"] = weight }
        if let anchor { attributes["text-anchor"] = anchor }
        if let cssClass { attributes["class"] = cssClass }
        let attrs = attributes.keys.sorted().map { " \($0)=\"\(SVGText.escape(attributes[$0]!))\"" }.joined()
        out += "<text\(attrs)>\(SVGText.escape(content))</text>\n"
    }

    mutating func finish() -> String {
        out + "</svg>\n"
    }
}

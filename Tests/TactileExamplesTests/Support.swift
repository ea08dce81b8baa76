// Helpers shared by the example tests: reading what the window shows from the simulator's SVG
// (Tactile's SVG writer draws one element per line: `<path …/>`, `<text …>…</text>`, or an image
// placeholder `<g …><rect …/><text …>name</text></g>`), capturing what an example prints, and
// moving two fingers at once.
import Foundation
import Tactile
import TactileTesting
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One drawn element of the simulator's SVG.
struct SVGElement {
    enum Kind: Equatable { case path, text, image }
    var kind: Kind
    /// The whole line, for attribute checks.
    var line: String
    /// Local → window transform.
    var transform: CGAffineTransform
    /// `fill` (paths and texts) or the placeholder's stroke (images), lowercase `#rrggbb`.
    var paint: String?
    /// `stroke` of a path.
    var stroke: String?
    /// The text's lines, or the image's name (`symbol:` prefixed for SF Symbols).
    var label: String
    /// Local bounds: a path's points, an image's rect, a text's origin with zero size.
    var localBounds: CGRect

    /// The element's bounds in window space.
    var frame: CGRect { localBounds.applying(transform) }
    var center: CGPoint { CGPoint(x: frame.midX, y: frame.midY) }
    /// The rotation of the transform, in degrees.
    var rotationDegrees: Double { atan2(Double(transform.b), Double(transform.a)) * 180 / .pi }
    /// The uniform scale of the transform.
    var scale: Double { Double(hypot(transform.a, transform.b)) }
    var hasBlur: Bool { line.contains("filter=\"url(#blur") }
    var hasShadow: Bool { line.contains("filter=\"url(#shadow") }
}

/// Parses the SVG the simulator writes.
struct SVGInspector {
    let svg: String
    let elements: [SVGElement]

    init(_ svg: String) {
        self.svg = svg
        var elements: [SVGElement] = []
        for rawLine in svg.split(separator: "\n") {
            let line = String(rawLine)
            if line.hasPrefix("<path ") {
                let d = SVGInspector.attribute("d", in: line) ?? ""
                elements.append(SVGElement(
                    kind: .path, line: line, transform: SVGInspector.transform(in: line),
                    paint: SVGInspector.attribute("fill", in: line), stroke: SVGInspector.attribute("stroke", in: line),
                    label: "", localBounds: SVGInspector.bounds(ofPathData: d)))
            } else if line.hasPrefix("<text ") {
                let lines = SVGInspector.matches(of: "<tspan[^>]*>([^<]*)</tspan>", in: line).map(SVGInspector.unescape)
                elements.append(SVGElement(
                    kind: .text, line: line, transform: SVGInspector.transform(in: line),
                    paint: SVGInspector.attribute("fill", in: line), stroke: nil,
                    label: lines.joined(separator: "\n"), localBounds: .zero))
            } else if line.hasPrefix("<g"), line.contains("<rect width=") {
                let head = String(line[..<(line.range(of: "<rect")?.lowerBound ?? line.endIndex)])
                let rect = String(line[(line.range(of: "<rect")?.lowerBound ?? line.startIndex)...])
                let w = Double(SVGInspector.attribute("width", in: rect) ?? "0") ?? 0
                let h = Double(SVGInspector.attribute("height", in: rect) ?? "0") ?? 0
                let name = SVGInspector.matches(of: "<text[^>]*>([^<]*)</text>", in: line).first.map(SVGInspector.unescape) ?? ""
                elements.append(SVGElement(
                    kind: .image, line: line, transform: SVGInspector.transform(in: head),
                    paint: SVGInspector.attribute("stroke", in: rect), stroke: nil,
                    label: name, localBounds: CGRect(x: 0, y: 0, width: w, height: h)))
            }
        }
        self.elements = elements
    }

    /// Paths filled with `color` (`#rrggbb`), in drawing order.
    func paths(filled color: String) -> [SVGElement] {
        elements.filter { $0.kind == .path && $0.paint == color }
    }

    /// Paths stroked with `color`.
    func paths(stroked color: String) -> [SVGElement] {
        elements.filter { $0.kind == .path && $0.stroke == color }
    }

    /// The first text element showing exactly `string`.
    func text(_ string: String) -> SVGElement? {
        elements.first { $0.kind == .text && $0.label == string }
    }

    /// Image placeholders called `name` (`symbol:minus.circle` for SF Symbols).
    func images(_ name: String) -> [SVGElement] {
        elements.filter { $0.kind == .image && $0.label == name }
    }

    // MARK: Parsing

    static func attribute(_ name: String, in line: String) -> String? {
        guard let range = line.range(of: " \(name)=\"") else { return nil }
        let rest = line[range.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<end])
    }

    static func transform(in line: String) -> CGAffineTransform {
        guard let value = attribute("transform", in: line) else { return .identity }
        let numbers = numbers(in: value)
        if value.hasPrefix("translate("), numbers.count == 2 {
            return CGAffineTransform(translationX: numbers[0], y: numbers[1])
        }
        if value.hasPrefix("matrix("), numbers.count == 6 {
            return CGAffineTransform(a: numbers[0], b: numbers[1], c: numbers[2], d: numbers[3], tx: numbers[4], ty: numbers[5])
        }
        Issue.record("unexpected transform \(value)")
        return .identity
    }

    static func numbers(in string: String) -> [CGFloat] {
        matches(of: "-?[0-9]+(?:\\.[0-9]+)?", in: string, group: 0).compactMap { Double($0).map { CGFloat($0) } }
    }

    static func bounds(ofPathData d: String) -> CGRect {
        let values = numbers(in: d)
        guard values.count >= 2 else { return .null }
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        var i = 0
        while i + 1 < values.count {
            minX = min(minX, values[i]); maxX = max(maxX, values[i])
            minY = min(minY, values[i + 1]); maxY = max(maxY, values[i + 1])
            i += 2
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    static func matches(of pattern: String, in string: String, group: Int = 1) -> [String] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        let ns = string as NSString
        return regex.matches(in: string, range: NSRange(location: 0, length: ns.length)).map {
            ns.substring(with: $0.range(at: group))
        }
    }

    static func unescape(_ s: String) -> String {
        s.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
    }
}

/// Colours of Tactile's palette as the SVG writes them.
enum Paint {
    static let blue = "#007aff"
    static let green = "#34c759"
    static let yellow = "#ffcc00"
    static let red = "#ff3b30"
    static let gray = "#8e8e93"
    static let white = "#ffffff"
    static let teal = "#30b0c7"
    /// Kuchi's card colour, `Color(rgba: 0xFF0000FF)`.
    static let kuchiRed = "#ff0000"
}

extension TouchSimulator {
    /// The current SVG, parsed.
    var inspector: SVGInspector { SVGInspector(svg()) }

    /// Moves pointer 0 from `start` to `end` in `steps` equal moves over `duration` (the pointer is
    /// already down at `start`).
    func moveInSteps(from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.3, steps: Int = 10) {
        for step in 1...steps {
            advance(by: duration / Double(steps))
            let t = CGFloat(step) / CGFloat(steps)
            move(to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
        }
    }

    /// Two fingers on opposite sides of `center`, moving at once from `fromRadius` at angle 0 to
    /// `toRadius` at `angle` (clockwise on screen): a pinch and a rotation together.
    func pinchAndRotate(center: CGPoint, fromRadius: CGFloat, toRadius: CGFloat, by angle: Angle,
                        duration: TimeInterval = 0.3, steps: Int = 10) {
        func points(_ radius: CGFloat, _ radians: Double) -> (CGPoint, CGPoint) {
            let dx = radius * CGFloat(cos(radians)), dy = radius * CGFloat(sin(radians))
            return (CGPoint(x: center.x + dx, y: center.y + dy), CGPoint(x: center.x - dx, y: center.y - dy))
        }
        let start = points(fromRadius, 0)
        down(0, at: start.0)
        down(1, at: start.1)
        for step in 1...steps {
            advance(by: duration / Double(steps))
            let t = Double(step) / Double(steps)
            let p = points(fromRadius + (toRadius - fromRadius) * CGFloat(t), angle.radians * t)
            move(0, to: p.0)
            move(1, to: p.1)
        }
        up(0)
        up(1)
    }
}

/// Runs `body` with the process's standard output redirected, and returns what was printed.
/// Tests that use it are synchronous on the main actor, so only their own prints land here (other
/// output written meanwhile, e.g. by the test runner, may too; callers look for their own lines).
@MainActor
func capturingStandardOutput(_ body: () -> Void) -> String {
    fflush(nil)
    let pipe = Pipe()
    let saved = dup(STDOUT_FILENO)
    dup2(pipe.fileHandleForWriting.fileDescriptor, STDOUT_FILENO)
    body()
    fflush(nil)
    dup2(saved, STDOUT_FILENO)
    close(saved)
    try? pipe.fileHandleForWriting.close()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    return String(decoding: data, as: UTF8.self)
}

/// The lines of `output` equal to `line`.
func count(_ line: String, in output: String) -> Int {
    output.split(separator: "\n").filter { $0 == line }.count
}

func approx(_ a: CGFloat, _ b: CGFloat, tolerance: CGFloat = 0.01) -> Bool { abs(a - b) <= tolerance }
func approx(_ a: Double, _ b: Double, tolerance: Double = 0.01) -> Bool { abs(a - b) <= tolerance }
func approx(_ a: CGPoint?, _ b: CGPoint, tolerance: CGFloat = 0.01) -> Bool {
    guard let a else { return false }
    return abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

func approx(_ a: CGRect, _ b: CGRect, tolerance: CGFloat = 0.5) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
        && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

extension CGRect {
    var center: CGPoint { CGPoint(x: midX, y: midY) }
}

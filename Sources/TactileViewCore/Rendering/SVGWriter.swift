import Foundation

/// Formats numbers for SVG the same way on every platform: at most three decimals, no trailing
/// zeros, no exponent, and no negative zero.
enum SVGNumber {
    static func format(_ value: CGFloat) -> String { format(Double(value)) }

    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 1000).rounded() / 1000
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int64(rounded)) }
        var s = String(format: "%.3f", rounded)
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s
    }
}

/// Writes a `DisplayList` as an SVG document.
///
/// One unit is one point; the origin is the window's top-left. Each item is one element (`path`,
/// `text`, or a `g` placeholder for images) carrying its transform as `transform="matrix(…)"`.
/// A view with an accessibility identifier gets `data-id="…"`: on its element when it drew exactly one
/// item, otherwise on a `g` around its items. Each drawing effect writes its own markup
/// (`DisplayEffect/svgMarkup`: opacity is an attribute; blur and shadow are filters), colour
/// effects are a filter, clips `clipPath`s, masks `mask`s (alpha), gradients `linearGradient`/`radialGradient`s (an
/// angular gradient a `pattern` of thin wedges, `AngularWedges`), all in `<defs>`; a blend mode is
/// the CSS `mix-blend-mode`. Identical definitions are written once; ids are numbered in order of
/// first use, so output is deterministic for a given list.
struct SVGWriter {
    private var defs: [String] = []
    /// Each definition's text with its id left out, and the id it was written under.
    private var defIDs: [String: String] = [:]
    private var body: [String] = []
    private var nextDef = 0
    private var windowSize = CGSize.zero

    static func write(_ list: DisplayList) -> String {
        var writer = SVGWriter()
        return writer.document(list)
    }

    private mutating func document(_ list: DisplayList) -> String {
        windowSize = list.size
        let w = SVGNumber.format(list.size.width), h = SVGNumber.format(list.size.height)
        // Which groups wrap which items; a group of exactly one item that is the innermost such
        // group tags the element itself.
        var opens: [Int: [DisplayGroup]] = [:]
        var closes: [Int: Int] = [:]
        var elementTag: [Int: String] = [:]
        for group in list.groups where !group.itemRange.isEmpty {
            if group.itemRange.count == 1 {
                elementTag[group.itemRange.lowerBound] = group.identifier  // later (inner) groups win
            }
        }
        for group in list.groups where !group.itemRange.isEmpty {
            if group.itemRange.count == 1, elementTag[group.itemRange.lowerBound] == group.identifier { continue }
            opens[group.itemRange.lowerBound, default: []].append(group)
            closes[group.itemRange.upperBound - 1, default: 0] += 1
        }
        for (index, item) in list.items.enumerated() {
            for group in opens[index] ?? [] { body.append("<g data-id=\"\(SVGText.escape(group.identifier))\">") }
            body += element(item, dataID: elementTag[index])
            for _ in 0..<(closes[index] ?? 0) { body.append("</g>") }
        }
        var out =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\">\n"
        if !defs.isEmpty { out += "<defs>\n" + defs.joined(separator: "\n") + "\n</defs>\n" }
        out += body.joined(separator: "\n")
        if !body.isEmpty { out += "\n" }
        out += "</svg>\n"
        return out
    }

    /// The id of the definition `make(id)` writes: an identical one already written, or a new one
    /// (`prefix` and the next number).
    mutating func define(_ prefix: String, _ make: (String) -> String) -> String {
        let key = prefix + "\u{0}" + make("\u{0}")
        if let id = defIDs[key] { return id }
        nextDef += 1
        let id = "\(prefix)\(nextDef)"
        defIDs[key] = id
        defs.append(make(id))
        return id
    }

    private func matrix(_ t: CGAffineTransform) -> String {
        if t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1 {
            if t.tx == 0 && t.ty == 0 { return "" }
            return " transform=\"translate(\(SVGNumber.format(t.tx)) \(SVGNumber.format(t.ty)))\""
        }
        let parts = [t.a, t.b, t.c, t.d, t.tx, t.ty].map { SVGNumber.format($0) }.joined(separator: " ")
        return " transform=\"matrix(\(parts))\""
    }

    func paint(_ color: Color?, _ attribute: String) -> String {
        guard let color, !color.isClear else { return " \(attribute)=\"none\"" }
        var s = " \(attribute)=\"\(color.hexString)\""
        if color.alpha < 1 { s += " \(attribute)-opacity=\"\(SVGNumber.format(color.alpha))\"" }
        return s
    }

    /// `attribute` painted with `gradient` (a definition), or with `color`.
    private mutating func paint(
        _ color: Color?, gradient: GradientPaint?, margin: CGFloat, bounds: CGRect, _ attribute: String
    )
        -> String
    {
        guard let gradient else { return paint(color, attribute) }
        return " \(attribute)=\"url(#\(gradientDefinition(gradient, bounds: bounds, margin: margin)))\""
    }

    private static func stops(_ stops: [Gradient.Stop]) -> String {
        stops.map { stop in
            var s = "<stop offset=\"\(SVGNumber.format(stop.location))\" stop-color=\"\(stop.color.hexString)\""
            if stop.color.alpha < 1 { s += " stop-opacity=\"\(SVGNumber.format(stop.color.alpha))\"" }
            return s + "/>"
        }.joined()
    }

    /// The id of `gradient`'s definition, in the user space of the element it paints; `bounds`
    /// grown by `margin` is the area an angular gradient's pattern must cover.
    private mutating func gradientDefinition(_ gradient: GradientPaint, bounds: CGRect, margin: CGFloat) -> String {
        let f: (CGFloat) -> String = SVGNumber.format
        switch gradient.geometry {
        case .linear(let start, let end):
            let stops = Self.stops(gradient.stops)
            return define("gradient") {
                "<linearGradient id=\"\($0)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(f(start.x))\" y1=\"\(f(start.y))\" x2=\"\(f(end.x))\" y2=\"\(f(end.y))\">\(stops)</linearGradient>"
            }
        case .radial(let center, let startRadius, let endRadius):
            // A gradient from a larger radius to a smaller one is the reversed gradient outwards.
            let reversed = startRadius > endRadius
            let inner = min(startRadius, endRadius), outer = max(startRadius, endRadius)
            let stops = Self.stops(
                reversed
                    ? gradient.stops.reversed().map { Gradient.Stop(color: $0.color, location: 1 - $0.location) }
                    : gradient.stops)
            return define("gradient") {
                "<radialGradient id=\"\($0)\" gradientUnits=\"userSpaceOnUse\" cx=\"\(f(center.x))\" cy=\"\(f(center.y))\" r=\"\(f(outer))\" fx=\"\(f(center.x))\" fy=\"\(f(center.y))\" fr=\"\(f(inner))\">\(stops)</radialGradient>"
            }
        case .elliptical(let center, let radii, let startFraction, let endFraction):
            let reversed = startFraction > endFraction
            let inner = min(startFraction, endFraction), outer = max(startFraction, endFraction)
            let stops = Self.stops(
                reversed
                    ? gradient.stops.reversed().map { Gradient.Stop(color: $0.color, location: 1 - $0.location) }
                    : gradient.stops)
            // A unit circle at the origin, stretched to the radii and moved to the centre.
            let t = "matrix(\(f(radii.width)) 0 0 \(f(radii.height)) \(f(center.x)) \(f(center.y)))"
            return define("gradient") {
                "<radialGradient id=\"\($0)\" gradientUnits=\"userSpaceOnUse\" gradientTransform=\"\(t)\" cx=\"0\" cy=\"0\" r=\"\(f(outer))\" fx=\"0\" fy=\"0\" fr=\"\(f(inner))\">\(stops)</radialGradient>"
            }
        case .angular(let center, let startAngle, let endAngle):
            let area = bounds.insetBy(dx: -margin, dy: -margin)
            let corners = [
                CGPoint(x: area.minX, y: area.minY), CGPoint(x: area.maxX, y: area.minY),
                CGPoint(x: area.minX, y: area.maxY), CGPoint(x: area.maxX, y: area.maxY),
            ]
            let radius = corners.map { hypot($0.x - center.x, $0.y - center.y) }.max() ?? 0
            let wedges = AngularWedges.wedges(
                of: gradient, center: center, radius: radius + 1, startAngle: startAngle, endAngle: endAngle
            ).map { "<path d=\"\($0.path.svgPathData)\"\(paint($0.color, "fill"))/>" }.joined()
            let x = f(center.x - radius - 1), y = f(center.y - radius - 1), side = f(2 * (radius + 1))
            return define("gradient") {
                "<pattern id=\"\($0)\" patternUnits=\"userSpaceOnUse\" x=\"\(x)\" y=\"\(y)\" width=\"\(side)\" height=\"\(side)\">\(wedges)</pattern>"
            }
        }
    }

    private func strokeAttributes(_ stroke: Stroke) -> String {
        var s = " stroke-width=\"\(SVGNumber.format(stroke.lineWidth))\""
        switch stroke.lineCap {
        case .round: s += " stroke-linecap=\"round\""
        case .square: s += " stroke-linecap=\"square\""
        default: break
        }
        switch stroke.lineJoin {
        case .round: s += " stroke-linejoin=\"round\""
        case .bevel: s += " stroke-linejoin=\"bevel\""
        default: break
        }
        if stroke.miterLimit != 10 { s += " stroke-miterlimit=\"\(SVGNumber.format(stroke.miterLimit))\"" }
        if !stroke.dash.isEmpty {
            s += " stroke-dasharray=\"\(stroke.dash.map { SVGNumber.format($0) }.joined(separator: " "))\""
            if stroke.dashPhase != 0 { s += " stroke-dashoffset=\"\(SVGNumber.format(stroke.dashPhase))\"" }
        }
        return s
    }

    /// The lines of `item`: its wrappers (clips, masks, a second filter) and its element.
    private mutating func element(_ item: DisplayItem, dataID: String?) -> [String] {
        var lines: [String] = []
        var common = matrix(item.transform)
        if let dataID { common += " data-id=\"\(SVGText.escape(dataID))\"" }
        var filters: [String] = []
        if let matrix = item.colorMatrix {
            let values = matrix.values.map { SVGNumber.format(CGFloat($0)) }.joined(separator: " ")
            filters.append(
                define("color") {
                    "<filter id=\"\($0)\" color-interpolation-filters=\"sRGB\"><feColorMatrix type=\"matrix\" values=\"\(values)\"/></filter>"
                })
        }
        // Each drawing effect says what it adds (opacity an attribute; blur and shadow filters).
        for markup in item.effects.svgMarkup {
            switch markup {
            case .attribute(let attribute):
                common += attribute
            case .filter(let prefix, let attributes, let primitives):
                filters.append(define(prefix) { "<filter id=\"\($0)\"\(attributes)>\(primitives)</filter>" })
            }
        }
        if let first = filters.first { common += " filter=\"url(#\(first))\"" }

        var wrappers: [String] = []
        for clip in item.clipPaths {
            let id = define("clip") { "<clipPath id=\"\($0)\"><path d=\"\(clip.svgPathData)\"/></clipPath>" }
            wrappers.append("clip-path=\"url(#\(id))\"")
        }
        for mask in item.masks {
            let content = mask.items.flatMap { element($0, dataID: nil) }.joined()
            let w = SVGNumber.format(windowSize.width), h = SVGNumber.format(windowSize.height)
            let id = define("mask") {
                "<mask id=\"\($0)\" mask-type=\"alpha\" maskUnits=\"userSpaceOnUse\" x=\"0\" y=\"0\" width=\"\(w)\" height=\"\(h)\">\(content)</mask>"
            }
            wrappers.append("mask=\"url(#\(id))\"")
        }
        // Further filters (a colour effect, blur and shadow together) wrap the element, innermost first.
        for filter in filters.dropFirst().reversed() { wrappers.append("filter=\"url(#\(filter))\"") }
        // The blend mode goes on the outermost element, so it blends with what lies behind.
        let blend = item.blendMode.cssName == "normal" ? "" : " style=\"mix-blend-mode:\(item.blendMode.cssName)\""
        for (index, wrapper) in wrappers.enumerated() { lines.append("<g \(wrapper)\(index == 0 ? blend : "")>") }
        if wrappers.isEmpty { common += blend }

        switch item.kind {
        case .shape(let path, let fill, let stroke):
            var attrs = paint(fill, gradient: item.fillGradient, margin: 0, bounds: item.bounds, "fill")
            if let stroke {
                attrs +=
                    paint(
                        stroke.color, gradient: stroke.gradient, margin: stroke.lineWidth, bounds: item.bounds, "stroke"
                    )
                    + strokeAttributes(stroke)
            }
            lines.append("<path d=\"\(path.svgPathData)\"\(attrs)\(common)/>")
        case .text(let textLines, let font, let color):
            var tspans = ""
            let placement = item.textPlacement
            for (i, line) in textLines.enumerated() {
                let y = placement?.baseline(ofLine: i, font: font) ?? font.ascent + CGFloat(i) * font.lineHeight
                let x = placement.map { i < $0.lineOffsets.count ? $0.lineOffsets[i] : 0 } ?? 0
                if let runs = item.textRuns {
                    tspans += runSpans(runs, line: i, y: y, font: font, color: color)
                    continue
                }
                tspans +=
                    "<tspan x=\"\(SVGNumber.format(x))\" y=\"\(SVGNumber.format(y))\">\(SVGText.escape(line))</tspan>"
            }
            let spacing = placement.map { $0.kerning == 0 ? "" : " letter-spacing=\"\(SVGNumber.format($0.kerning))\"" }
            let system = font.design == .monospaced ? "monospace" : SVGFonts.family
            // A custom font's family comes first, the system's after it for viewers without it.
            let family = font.traits.family.map { "'\(SVGText.escape($0))', " + system } ?? system
            let slant = font.traits.isItalic ? " font-style=\"italic\"" : ""
            lines.append(
                "<text font-family=\"\(family)\" font-size=\"\(SVGNumber.format(font.size))\" font-weight=\"\(font.weight.value)\"\(slant)\(spacing ?? "")\(paint(color, "fill"))\(common)>\(tspans)</text>"
            )
        case .image(let name, let isSymbol, let tint):
            let label = isSymbol ? "symbol:" + name : name
            let tag = common + " data-image=\"\(SVGText.escape(label))\""
            switch item.imageDrawing {
            case .symbol(let glyph, let paint)?:
                lines.append("<g\(tag)>\(symbol(glyph, paint, in: item.bounds))</g>")
            case .picture(let asset, let paint)?:
                lines.append("<g\(tag)>\(picture(asset, paint, in: item.bounds))</g>")
            case nil:
                let w = SVGNumber.format(item.bounds.width), h = SVGNumber.format(item.bounds.height)
                let stroke = (tint ?? .gray).hexString
                lines.append(
                    "<g\(tag)><rect width=\"\(w)\" height=\"\(h)\" fill=\"none\" stroke=\"\(stroke)\" stroke-dasharray=\"4 2\"/><text x=\"\(SVGNumber.format(item.bounds.width / 2))\" y=\"\(SVGNumber.format(item.bounds.height / 2))\" font-family=\"\(SVGFonts.family)\" font-size=\"10\" text-anchor=\"middle\" fill=\"\(stroke)\">\(SVGText.escape(label))</text></g>"
                )
            }
        }
        for _ in wrappers { lines.append("</g>") }
        return lines
    }
}

extension DisplayList {
    /// This list as an SVG document, written as `ViewHost/svg()` writes the host's current list.
    ///
    /// For renderers that draw lists of their own making, such as the playground's in-between
    /// animation frames.
    public func svg() -> String { SVGWriter.write(self) }
}

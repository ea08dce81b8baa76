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

/// Writes a ``DisplayList`` as an SVG document.
///
/// One unit is one point; the origin is the window's top-left. Each item is one element (`path`,
/// `text`, or a `g` placeholder for images) carrying its transform as `transform="matrix(…)"`.
/// A view with an accessibility identifier gets `data-id="…"`: on its element when it drew exactly one
/// item, otherwise on a `g` around its items. Opacity is an attribute; blur and shadow are filters,
/// clips are `clipPath`s, all in `<defs>`. Output is deterministic for a given list.
struct SVGWriter {
    private var defs: [String] = []
    private var body: [String] = []
    private var nextDef = 0

    static func write(_ list: DisplayList) -> String {
        var writer = SVGWriter()
        return writer.document(list)
    }

    private mutating func document(_ list: DisplayList) -> String {
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
            element(item, dataID: elementTag[index])
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

    private mutating func newID(_ prefix: String) -> String {
        nextDef += 1
        return "\(prefix)\(nextDef)"
    }

    private func matrix(_ t: CGAffineTransform) -> String {
        if t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1 {
            if t.tx == 0 && t.ty == 0 { return "" }
            return " transform=\"translate(\(SVGNumber.format(t.tx)) \(SVGNumber.format(t.ty)))\""
        }
        let parts = [t.a, t.b, t.c, t.d, t.tx, t.ty].map { SVGNumber.format($0) }.joined(separator: " ")
        return " transform=\"matrix(\(parts))\""
    }

    private func paint(_ color: Color?, _ attribute: String) -> String {
        guard let color, !color.isClear else { return " \(attribute)=\"none\"" }
        var s = " \(attribute)=\"\(color.hexString)\""
        if color.alpha < 1 { s += " \(attribute)-opacity=\"\(SVGNumber.format(color.alpha))\"" }
        return s
    }

    private mutating func element(_ item: DisplayItem, dataID: String?) {
        var common = matrix(item.transform)
        if let dataID { common += " data-id=\"\(SVGText.escape(dataID))\"" }
        if item.opacity < 1 { common += " opacity=\"\(SVGNumber.format(item.opacity))\"" }
        var filters: [String] = []
        if item.blurRadius > 0 {
            let id = newID("blur")
            defs.append(
                "<filter id=\"\(id)\"><feGaussianBlur stdDeviation=\"\(SVGNumber.format(item.blurRadius / 2))\"/></filter>"
            )
            filters.append(id)
        }
        if let shadow = item.shadow, shadow.radius > 0 || shadow.x != 0 || shadow.y != 0 {
            let id = newID("shadow")
            defs.append(
                "<filter id=\"\(id)\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\"><feDropShadow dx=\"\(SVGNumber.format(shadow.x))\" dy=\"\(SVGNumber.format(shadow.y))\" stdDeviation=\"\(SVGNumber.format(shadow.radius / 2))\" flood-color=\"\(shadow.color.hexString)\" flood-opacity=\"\(SVGNumber.format(shadow.color.alpha))\"/></filter>"
            )
            filters.append(id)
        }
        if let first = filters.first { common += " filter=\"url(#\(first))\"" }

        var clipOpen = 0
        for clip in item.clipPaths {
            let id = newID("clip")
            defs.append("<clipPath id=\"\(id)\"><path d=\"\(clip.svgPathData)\"/></clipPath>")
            body.append("<g clip-path=\"url(#\(id))\">")
            clipOpen += 1
        }
        // A second filter (blur and shadow together) wraps the element.
        if filters.count > 1 { body.append("<g filter=\"url(#\(filters[1]))\">") }

        switch item.kind {
        case .shape(let path, let fill, let stroke):
            var attrs = paint(fill, "fill")
            if let stroke {
                attrs += paint(stroke.color, "stroke") + " stroke-width=\"\(SVGNumber.format(stroke.lineWidth))\""
            }
            body.append("<path d=\"\(path.svgPathData)\"\(attrs)\(common)/>")
        case .text(let lines, let font, let color):
            var tspans = ""
            for (i, line) in lines.enumerated() {
                let y = font.ascent + CGFloat(i) * font.lineHeight
                tspans += "<tspan x=\"0\" y=\"\(SVGNumber.format(y))\">\(SVGText.escape(line))</tspan>"
            }
            body.append(
                "<text font-family=\"system-ui, sans-serif\" font-size=\"\(SVGNumber.format(font.size))\" font-weight=\"\(font.weight.value)\"\(paint(color, "fill"))\(common)>\(tspans)</text>"
            )
        case .image(let name, let isSymbol, let tint):
            let w = SVGNumber.format(item.bounds.width), h = SVGNumber.format(item.bounds.height)
            let stroke = (tint ?? .gray).hexString
            let label = isSymbol ? "symbol:" + name : name
            body.append(
                "<g\(common)><rect width=\"\(w)\" height=\"\(h)\" fill=\"none\" stroke=\"\(stroke)\" stroke-dasharray=\"4 2\"/><text x=\"\(SVGNumber.format(item.bounds.width / 2))\" y=\"\(SVGNumber.format(item.bounds.height / 2))\" font-family=\"system-ui, sans-serif\" font-size=\"10\" text-anchor=\"middle\" fill=\"\(stroke)\">\(SVGText.escape(label))</text></g>"
            )
        }
        if filters.count > 1 { body.append("</g>") }
        for _ in 0..<clipOpen { body.append("</g>") }
    }
}

extension DisplayList {
    /// This list as an SVG document, written as ``ViewHost/svg()`` writes the host's current list.
    ///
    /// For renderers that draw lists of their own making, such as the playground's in-between
    /// animation frames.
    public func svg() -> String { SVGWriter.write(self) }
}

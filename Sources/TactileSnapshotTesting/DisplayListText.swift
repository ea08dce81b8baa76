import Foundation
import Tactile

/// A display list as text, one line per item in drawing order, for snapshots that should change
/// only when what is drawn changes: each item's kind, window frame, paint, text and font, opacity
/// and accessibility identifier, with numbers at most three decimals and colours as `#RRGGBB`
/// (with `@opacity` below 1).
///
/// ```text
/// window 400×800
/// 0 shape frame=(150 350 100 100) fill=#007AFF path=M0 0 L100 0 L100 100 L0 100 Z
/// 1 text frame=(180 391 40 22) color=#000000 font=17/regular "Like"
/// ```
public enum DisplayListText {
    /// The text of `list`.
    public static func describe(_ list: DisplayList) -> String {
        var lines = ["window \(number(list.size.width))×\(number(list.size.height))"]
        for (index, item) in list.items.enumerated() {
            lines.append("\(index) " + describe(item))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One item: its kind and what it draws, where.
    static func describe(_ item: DisplayItem) -> String {
        var parts: [String] = []
        let f = item.frame
        let frame = "frame=(\(number(f.minX)) \(number(f.minY)) \(number(f.width)) \(number(f.height)))"
        switch item.kind {
        case .shape(let path, let fill, let stroke):
            parts.append("shape")
            parts.append(frame)
            if let fill { parts.append("fill=" + hex(fill)) }
            if item.fillGradient != nil { parts.append("fill=gradient") }
            if let stroke { parts.append("stroke=\(hex(stroke.color))/\(number(stroke.lineWidth))") }
            parts.append("path=\(path)")
        case .text(let lines, let font, let color):
            parts.append("text")
            parts.append(frame)
            parts.append("color=" + hex(color))
            parts.append("font=\(number(font.size))")
            parts.append(quoted(lines.joined(separator: "\n")))
        case .image(let name, let isSymbol, let tint):
            parts.append(isSymbol ? "symbol" : "image")
            parts.append(frame)
            parts.append(quoted(name))
            if let tint { parts.append("tint=" + hex(tint)) }
        }
        if item.opacity < 1 { parts.append("opacity=\(number(item.opacity))") }
        if let identifier = item.accessibilityIdentifier { parts.append("id=\(quoted(identifier))") }
        return parts.joined(separator: " ")
    }

    /// `#RRGGBB`, then `@opacity` when below 1.
    static func hex(_ color: Color) -> String {
        let c = color.resolve(in: EnvironmentValues())
        func byte(_ v: Float) -> String {
            let b = Int((min(max(v, 0), 1) * 255).rounded())
            return String(b, radix: 16, uppercase: true).leftPadded(to: 2)
        }
        var s = "#" + byte(c.red) + byte(c.green) + byte(c.blue)
        if c.opacity < 1 { s += "@" + number(Double(c.opacity)) }
        return s
    }

    /// A number with at most three decimals, no trailing zeros and no negative zero.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 1000).rounded() / 1000
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        var s = String(format: "%.3f", rounded)
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s
    }

    static func number(_ value: CGFloat) -> String { number(Double(value)) }

    /// `text` in double quotes, with quotes, backslashes and line breaks escaped.
    static func quoted(_ text: String) -> String {
        let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n")
        return "\"\(escaped)\""
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}

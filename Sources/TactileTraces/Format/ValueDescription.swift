import Foundation
import TactileGestures

/// Describes a gesture value in one short, stable line for replay logs.
///
/// The same value always gives the same text, on every platform: numbers are rounded to three
/// decimals (so the last bits of `atan2` or `hypot`, which differ between C libraries, do not
/// show), and the description is built from the value's stored properties rather than from
/// `description`, whose wording differs between Foundation versions.
///
/// | Value | Text |
/// |---|---|
/// | `()` | `()` |
/// | `true`, `3`, `2.5`, `"hi"` | `true`, `3`, `2.5`, `"hi"` |
/// | `CGPoint`, `CGSize`, `CGVector` | `(12.5, -3)` |
/// | `CGRect` | `(x, y, width, height)` |
/// | `Date` (gesture time) | `@0.25`: seconds on the engine's clock |
/// | `Angle` | `45°` |
/// | `nil` | `nil` |
/// | a struct | `Value(time: @0.1, location: (212, 400), …)`: type name, stored properties |
/// | an enum case | `second(true, nil)` |
public enum ValueDescription {
    /// Decimal places kept in described numbers.
    public static let fractionDigits = 3

    /// One line describing `value`.
    public static func describe(_ value: Any) -> String {
        describe(value, depth: 0)
    }

    private static func describe(_ value: Any, depth: Int) -> String {
        guard depth < 8 else { return "…" }
        switch value {
        case let bool as Bool: return bool ? "true" : "false"
        case let int as Int: return String(int)
        case let double as Double: return number(double)
        case let float as Float: return number(Double(float))
        case let cgFloat as CGFloat: return number(Double(cgFloat))
        case let string as String: return CanonicalJSON.quoted(string)
        case let point as CGPoint: return "(\(number(point.x)), \(number(point.y)))"
        case let size as CGSize: return "(\(number(size.width)), \(number(size.height)))"
        case let vector as CGVector: return "(\(number(vector.dx)), \(number(vector.dy)))"
        case let rect as CGRect:
            return "(\(number(rect.origin.x)), \(number(rect.origin.y)), \(number(rect.width)), \(number(rect.height)))"
        case let date as Date: return "@" + number(date.timeIntervalSinceReferenceDate)
        case let angle as Angle: return number(angle.degrees) + "°"
        default: break
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            guard let wrapped = mirror.children.first else { return "nil" }
            return describe(wrapped.value, depth: depth)
        case .tuple:
            let parts = mirror.children.map { child in
                let text = describe(child.value, depth: depth + 1)
                if let label = child.label, !label.hasPrefix(".") { return "\(label): \(text)" }
                return text
            }
            return "(" + parts.joined(separator: ", ") + ")"
        case .enum:
            guard let payload = mirror.children.first else { return "\(value)" }
            let inner = describe(payload.value, depth: depth + 1)
            let name = payload.label ?? "\(value)"
            return inner.hasPrefix("(") ? name + inner : name + "(" + inner + ")"
        case .collection, .set:
            return "[" + mirror.children.map { describe($0.value, depth: depth + 1) }.joined(separator: ", ") + "]"
        case .struct, .class:
            let typeName = shortTypeName(type(of: value))
            let fields = mirror.children.map { child in
                "\(child.label ?? "_"): \(describe(child.value, depth: depth + 1))"
            }
            return typeName + "(" + fields.joined(separator: ", ") + ")"
        default:
            return "\(value)"
        }
    }

    /// `number` rounded to ``fractionDigits`` decimals, shortest form, no `-0`.
    public static func number<F: BinaryFloatingPoint>(_ number: F) -> String {
        let value = Double(number)
        guard value.isFinite else { return "\(value)" }
        let rounded = (value * 1000).rounded() / 1000
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return "\(rounded)"
    }

    /// The last component of a type's name, without generic arguments: `Value` for
    /// `DragGesture.Value`.
    static func shortTypeName(_ type: Any.Type) -> String {
        var name = String(describing: type)
        if let angle = name.firstIndex(of: "<") { name = String(name[..<angle]) }
        if let dot = name.lastIndex(of: ".") { name = String(name[name.index(after: dot)...]) }
        return name
    }
}

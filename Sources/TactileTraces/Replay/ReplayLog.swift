import Foundation
import TactileGestures

/// The readable form of a ``ReplayOutcome``: one line per record, times aligned, gestures named
/// briefly, what `tactile replay` prints.
///
/// ```
/// tap-shape: 2 inputs, 2 phase changes, 1 callback, 0 rejected inputs
///
/// gestures:
///   TapGesture  =  0:_EndedGesture<…>/TapGesture
///
///    0.000  touch 0 down at (200, 400)
///    0.000    TapGesture  idle → possible
///    0.050  touch 0 up at (200, 400)
///    0.050    TapGesture  possible → ended
///    0.050    TapGesture  onEnded(())
///
/// texts: (none)
/// ```
public enum ReplayLog {
    /// The log as text, ending with a newline.
    public static func text(of outcome: ReplayOutcome) -> String {
        let count = { (type: OutcomeRecord.Kind) in outcome.log.filter { $0.type == type }.count }
        var out =
            "\(outcome.scene): \(plural(count(.input), "input")), \(plural(count(.phase), "phase change")), "
            + "\(plural(count(.callback), "callback")), \(plural(count(.diagnostic), "rejected input"))"
            + (count(.wheel) == 0 ? "" : ", \(plural(count(.wheel), "wheel event"))") + "\n\n"
        let names = GestureNames(outcome.gestures)
        if !outcome.gestures.isEmpty {
            out += "gestures:\n"
            for gesture in outcome.gestures {
                out += "  \(names.short(gesture))  =  \(names.full(gesture))\n"
            }
            out += "\n"
        }
        for record in outcome.log {
            let time = pad(String(format: "%.3f", record.time), 8)
            switch record.type {
            case .input:
                let kind = (record.kind ?? .touch).rawValue
                out +=
                    "\(time)  \(kind) \(record.pointer ?? 0) \(record.phase?.rawValue ?? "?") at "
                    + "(\(ValueDescription.number(record.x ?? 0)), \(ValueDescription.number(record.y ?? 0)))\n"
            case .phase:
                let gesture = record.gesture ?? ""
                var what = "\(record.from?.rawValue ?? "?") → \(record.to?.rawValue ?? "?")"
                if let reason = record.reason { what += " (\(reason.rawValue))" }
                out += "\(time)    \(names.short(gesture))  \(what)\n"
            case .callback:
                let gesture = record.gesture ?? ""
                let what: String
                switch record.callback {
                case .failed: what = "onFailed(\(record.reason?.rawValue ?? ""))"
                case .updating: what = "updating(\(record.value ?? ""))"
                case .changed: what = "onChanged(\(record.value ?? ""))"
                case .ended: what = "onEnded(\(record.value ?? ""))"
                case nil: what = "?"
                }
                out += "\(time)    \(names.short(gesture))  \(what)\n"
            case .diagnostic:
                out += "\(time)  rejected: \(record.message ?? "")\n"
            case .wheel:
                out +=
                    "\(time)  wheel by (\(ValueDescription.number(record.dx ?? 0)), "
                    + "\(ValueDescription.number(record.dy ?? 0))) at (\(ValueDescription.number(record.x ?? 0)), "
                    + "\(ValueDescription.number(record.y ?? 0)))\n"
            }
        }
        out +=
            "\ntexts: "
            + (outcome.texts.isEmpty ? "(none)" : outcome.texts.map(CanonicalJSON.quoted).joined(separator: ", "))
        return out + "\n"
    }

    private static func pad(_ text: String, _ width: Int, left: Bool = true) -> String {
        guard text.count < width else { return text }
        let padding = String(repeating: " ", count: width - text.count)
        return left ? padding + text : text + padding
    }

    private static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}

/// Short, unique names for the gestures of a log, for people.
///
/// A full name is the gesture's path in the composed tree
/// (`0:_EndedGesture<SequenceGesture<LongPressGesture, DragGesture>>/SequenceGesture/first/LongPressGesture`).
/// The short name is its last component (`LongPressGesture`), then more components as needed to
/// tell gestures of the same type apart (`first/LongPressGesture`), with the attachment shown as
/// its index (`#0`).
public struct GestureNames {
    private var shortNames: [String: String] = [:]

    /// Names for `gestures` (full names).
    public init(_ gestures: [String]) {
        let components = gestures.map { Self.components($0) }
        for (index, gesture) in gestures.enumerated() {
            var take = 1
            while take < components[index].count {
                let suffix = components[index].suffix(take)
                let clashes = components.enumerated().contains { other in
                    other.offset != index && Array(other.element.suffix(take)) == Array(suffix)
                }
                if !clashes { break }
                take += 1
            }
            shortNames[gesture] = components[index].suffix(take).joined(separator: "/")
        }
    }

    /// The short name of `gesture`.
    public func short(_ gesture: String) -> String { shortNames[gesture] ?? gesture }

    /// The full name with generic arguments elided (`0:_EndedGesture<…>/TapGesture`).
    public func full(_ gesture: String) -> String { Self.elideGenerics(gesture) }

    /// Path components, the attachment component shown as `#index`.
    static func components(_ gesture: String) -> [String] {
        var parts = splitPath(gesture)
        if let first = parts.first, let colon = first.firstIndex(of: ":"), Int(first[..<colon]) != nil {
            let index = String(first[..<colon])
            if parts.count == 1 {
                parts[0] = elideGenerics(String(first[first.index(after: colon)...])) + " #" + index
            } else {
                parts[0] = "#" + index
            }
        }
        return parts
    }

    /// Splits at `/` outside angle brackets.
    static func splitPath(_ name: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        for character in name {
            switch character {
            case "<": depth += 1
            case ">": depth -= 1
            case "/" where depth == 0:
                parts.append(current)
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        parts.append(current)
        return parts
    }

    /// `A<B<C>>` → `A<…>`.
    static func elideGenerics(_ name: String) -> String {
        var out = ""
        var depth = 0
        for character in name {
            if character == "<" {
                if depth == 0 { out += "<…" }
                depth += 1
            } else if character == ">" {
                depth -= 1
                if depth == 0 { out += ">" }
            } else if depth == 0 {
                out.append(character)
            }
        }
        return out
    }
}

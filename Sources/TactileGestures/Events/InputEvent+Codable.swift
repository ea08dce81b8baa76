import Foundation

// MARK: - Codable

/// The `Codable` form of an input is the one an input trace file and the playground's wire
/// protocol hold: one flat object an event, told apart by `kind`.
///
/// - A pointer event: `{"kind": "touch", "phase": "down", "pointer": 0, "time": 0, "x": 200,
///   "y": 400}`, with `kind` one of `touch`, `mouse`, `pen`, and, for a mouse button other than
///   the primary one, `"button": 2` (absent means primary).
/// - A wheel event: `{"dx": 0, "dy": 40, "kind": "wheel", "time": 1.2, "x": 200, "y": 300}`: no
///   pointer, no phase; `dy` positive scrolls down.
///
/// Numbers are points and seconds. Decoding reads the fields a pointer event needs in the order
/// `time`, `pointer`, `phase`, `x`, `y`, `kind`, so the first missing one is the one named.
extension InputEvent: Codable {
    private enum CodingKeys: String, CodingKey {
        case time, pointer, phase, x, y, kind, button, dx, dy
    }

    /// The value of the `kind` field that marks a wheel event.
    public static let wheelKind = "wheel"

    /// Reads a pointer event, or a wheel event when `kind` is `"wheel"`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if try container.decodeIfPresent(String.self, forKey: .kind) == Self.wheelKind {
            let time = try container.decode(Double.self, forKey: .time)
            let x = try container.decode(Double.self, forKey: .x)
            let y = try container.decode(Double.self, forKey: .y)
            let dx = try container.decode(Double.self, forKey: .dx)
            let dy = try container.decode(Double.self, forKey: .dy)
            self.init(time: time, x: x, y: y, dx: dx, dy: dy)
            return
        }
        let time = try container.decode(Double.self, forKey: .time)
        let pointer = try container.decode(Int.self, forKey: .pointer)
        let phase = try container.decode(PointerPhase.self, forKey: .phase)
        let x = try container.decode(Double.self, forKey: .x)
        let y = try container.decode(Double.self, forKey: .y)
        let kind = try container.decode(PointerKind.self, forKey: .kind)
        let button = try container.decodeIfPresent(Int.self, forKey: .button)
        self.init(
            time: time, pointer: pointer, phase: phase, x: x, y: y, kind: kind,
            button: PointerButton(rawValue: button ?? PointerButton.primary.rawValue))
    }

    /// Writes the event as one flat object; a pointer event's button only when it is not the
    /// primary one.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .pointer(let event, let button):
            try container.encode(event.time, forKey: .time)
            try container.encode(event.pointer, forKey: .pointer)
            try container.encode(event.phase, forKey: .phase)
            try container.encode(Double(event.location.x), forKey: .x)
            try container.encode(Double(event.location.y), forKey: .y)
            try container.encode(event.kind, forKey: .kind)
            if button != .primary { try container.encode(button.rawValue, forKey: .button) }
        case .wheel(let event):
            try container.encode(Self.wheelKind, forKey: .kind)
            try container.encode(event.time, forKey: .time)
            try container.encode(Double(event.location.x), forKey: .x)
            try container.encode(Double(event.location.y), forKey: .y)
            try container.encode(Double(event.delta.width), forKey: .dx)
            try container.encode(Double(event.delta.height), forKey: .dy)
        }
    }
}

import Foundation

/// One event of an input trace: a pointer event or a scroll wheel event, told apart in the file
/// by `kind` (`touch`, `mouse`, `pen` or `wheel`).
public enum TraceInput: Hashable, Sendable, Codable {
    /// A pointer event (touch, mouse, pen).
    case pointer(TraceEvent)
    /// A scroll wheel event (a touchpad's two-finger scroll, a mouse wheel); format version 3.
    case wheel(TraceWheelEvent)

    /// When the event happened, in seconds.
    public var time: TimeInterval {
        switch self {
        case .pointer(let event): event.time
        case .wheel(let event): event.time
        }
    }

    /// The pointer event, or `nil` for a wheel event.
    public var pointerEvent: TraceEvent? {
        if case .pointer(let event) = self { return event }
        return nil
    }

    /// The wheel event, or `nil` for a pointer event.
    public var wheelEvent: TraceWheelEvent? {
        if case .wheel(let event) = self { return event }
        return nil
    }

    private enum CodingKeys: String, CodingKey {
        case kind
    }

    /// Reads a pointer event, or a wheel event when `kind` is `"wheel"`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if try container.decodeIfPresent(String.self, forKey: .kind) == TraceWheelEvent.kind {
            self = .wheel(try TraceWheelEvent(from: decoder))
        } else {
            self = .pointer(try TraceEvent(from: decoder))
        }
    }

    /// Writes the event as its own object.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .pointer(let event): try event.encode(to: encoder)
        case .wheel(let event): try event.encode(to: encoder)
        }
    }
}

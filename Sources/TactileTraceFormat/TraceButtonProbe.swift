import Foundation

/// Which events of a trace file's text write a `button` field, whatever its value.
///
/// A decoded `InputEvent` cannot tell `"button": 0` from no button (both are the primary one),
/// but a version 1 file may have neither: its readers ignore the field, so a button there would
/// be read as the primary one whatever it said.
struct TraceButtonProbe: Decodable {
    /// The indices of the events with a `button` field.
    var indices: Set<Int>

    private enum CodingKeys: String, CodingKey { case events }

    private struct EventProbe: Decodable {
        var hasButton: Bool
        private enum CodingKeys: String, CodingKey { case button }
        init(from decoder: any Decoder) throws {
            hasButton = try decoder.container(keyedBy: CodingKeys.self).contains(.button)
        }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let events = try container.decodeIfPresent([EventProbe].self, forKey: .events) ?? []
        indices = Set(events.indices.filter { events[$0].hasButton })
    }

    /// The indices of the events of `data` (a trace that has already decoded) that write a button.
    static func eventsWithButton(in data: Data) throws -> Set<Int> {
        try TraceDecoding.decode(Self.self, from: data).indices
    }
}

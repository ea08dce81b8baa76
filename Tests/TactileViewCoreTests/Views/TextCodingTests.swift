import Foundation
import TactileTestSupport
import TactileViewCore
import Testing

/// Encoding the text styles that are `Codable`.
@Suite("Text styles: coding")
struct TextCodingTests {
    private func roundTrip<T: Codable & Equatable>(_ value: T) throws -> (T, String) {
        let data = try JSONEncoder().encode(value)
        return (try JSONDecoder().decode(T.self, from: data), String(decoding: data, as: UTF8.self))
    }

    @Test("System format styles encode their settings and decode to the same style")
    func formatStyles() throws {
        let start = Date(timeIntervalSince1970: 1000)
        let timer = SystemFormatStyle.Timer(countingDownIn: start..<start.addingTimeInterval(60), maxFieldCount: 2)
        let (decodedTimer, json) = try roundTrip(timer)
        #expect(decodedTimer == timer)
        #expect(json.contains("\"countsDown\":true") && json.contains("\"maxFieldCount\":2"))
        let stopwatch = SystemFormatStyle.Stopwatch(startingAt: start, showsHours: false)
        #expect(try roundTrip(stopwatch).0 == stopwatch)
        let offset = SystemFormatStyle.DateOffset(to: start, maxFieldCount: 1)
        #expect(try roundTrip(offset).0 == offset)
        let reference = SystemFormatStyle.DateReference(to: start, maxFieldCount: 3)
        let (decodedReference, referenceJSON) = try roundTrip(reference)
        #expect(decodedReference == reference && referenceJSON.contains("\"maxFieldCount\":3"))
    }

    @Test("Date styles encode which style they are")
    func dateStyles() throws {
        for style in [Text.DateStyle.time, .date, .relative, .offset, .timer] {
            #expect(try roundTrip(style).0 == style)
        }
        #expect(try roundTrip(Text.DateStyle.timer).1 == "{\"kind\":\"timer\"}")
    }
}

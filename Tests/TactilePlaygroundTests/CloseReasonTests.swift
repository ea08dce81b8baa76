import Testing

@testable import TactilePlayground

/// Close reasons fit a control frame. Regression: a message of type "é" × 100 was refused with a
/// close reason of 100 characters but over 200 bytes, and the page saw a protocol error (1002)
/// instead of the reason.
@Suite struct CloseReasonTests {
    @Test(arguments: [
        ("short", "short"),
        (String(repeating: "a", count: 200), String(repeating: "a", count: 123)),
        (String(repeating: "é", count: 100), String(repeating: "é", count: 61)),
        (String(repeating: "😀", count: 100), String(repeating: "😀", count: 30)),
        ("ab" + String(repeating: "👍🏽", count: 40), "ab" + String(repeating: "👍🏽", count: 15)),
    ])
    func reasonsAreCutToWholeCharactersWithinTheLimit(_ text: String, _ expected: String) {
        let reason = SessionConnection.closeReason(text)
        #expect(reason == expected)
        #expect(reason.utf8.count <= SessionConnection.maxCloseReasonBytes)
    }

    @MainActor @Test func anUnknownTypeIsQuotedShort() {
        let (session, _) = openSession("tap-shape")
        defer { session.close() }
        let error = session.receive(#"{"type":"\#(String(repeating: "x", count: 5000))"}"#)
        #expect(error == "unknown message type \"\(String(repeating: "x", count: 40))…\"")
        #expect(session.receive(#"{"type":"launch"}"#) == "unknown message type \"launch\"")
    }
}

import Foundation
import Tactile
import TactileExamples
import TactileTesting
import TactileTraceFormat
import Testing

@testable import TactilePlayground

/// A counter with the accessibility a button would have, for the inspector.
struct InspectableCounter: View {
    @State private var taps = 0

    var body: some View {
        Text("Taps: \(taps)")
            .padding()
            .accessibilityLabel("Counter")
            .accessibilityValue("\(taps)")
            .accessibilityAddTraits(.isButton)
            .accessibilityIdentifier("counter")
            .onTapGesture { taps += 1 }
    }
}

func inspectMessage(_ seq: Int, _ x: Double, _ y: Double) -> String {
    String(decoding: try! JSONEncoder().encode(ClientMessage.inspect(seq: seq, x: x, y: y)), as: UTF8.self)
}

@MainActor
@Suite struct ViewInspectionTests {
    static let counter = Example(id: "counter", title: "Counter", source: "test") { AnyView(InspectableCounter()) }

    func inspection(_ outbox: Outbox) -> (ack: Int?, ViewInspection)? {
        for message in outbox.all.reversed() {
            if case .inspection(let ack, let inspection) = message { return (ack, inspection) }
        }
        return nil
    }

    @Test func showsTheViewItsModifiersGesturesAndAccessibility() throws {
        let outbox = Outbox()
        let session = PlaygroundSession(example: Self.counter) { outbox.append($0) }
        defer { session.close() }
        let frame = try #require(session.host.frame(ofAccessibilityIdentifier: "counter"))
        let (x, y) = (Double(frame.midX), Double(frame.midY))

        #expect(session.receive(inspectMessage(1, x, y)) == nil)
        let (ack, found) = try #require(inspection(outbox))
        #expect(ack == 1)
        #expect(found.x == x && found.y == y)
        let text = try #require(found.views.first)
        #expect(text.type == "Text")
        #expect(text.modifiers.first == "padding")
        #expect(text.modifiers.contains { $0.hasPrefix("accessibilityIdentifier") })
        #expect(text.accessibility.label == "Counter")
        #expect(text.accessibility.value == "0")
        #expect(text.accessibility.traits.contains("isButton"))
        #expect(text.accessibility.identifier == "counter")
        // The frame is the padded text's (the hit view is the text itself, inside the padding).
        #expect(text.frame.count == 4 && text.frame[2] > 0 && text.frame[3] > 0)
        let gesture = try #require(found.gestures.first)
        #expect(gesture.type.contains("TapGesture"))
        #expect(gesture.phase == "idle")
        #expect(gesture.configuration["multiTapMaximumDelay"] == GestureConfiguration().multiTapMaximumDelay)

        // After a tap, the gesture's phase is its last one, and the value has changed.
        _ = session.receive(input(2, [touch(.down, x, y, at: 0), touch(.up, x, y, at: 0.05)]))
        _ = session.receive(inspectMessage(3, x, y))
        let (_, after) = try #require(inspection(outbox))
        #expect(after.gestures.first?.phase == "ended")
        #expect(after.views.first?.accessibility.value == "1")
    }

    /// A long press with its own parameters: the inspector says them, as `GestureSummary` does.
    struct HoldToConfirm: View {
        var body: some View {
            Circle().frame(width: 30, height: 30)
                .onLongPressGesture(minimumDuration: 1.5, maximumDistance: 20) {}
        }
    }

    /// A tap target smaller than the audit's 44 points.
    struct TinyTap: View {
        var body: some View { Circle().frame(width: 30, height: 30).onTapGesture {} }
    }

    @Test func aGestureIsShownWithItsOwnParameters() throws {
        let outbox = Outbox()
        let example = Example(id: "hold", title: "Hold", source: "test", windowSize: CGSize(width: 100, height: 100)) {
            AnyView(HoldToConfirm())
        }
        let session = PlaygroundSession(example: example) { outbox.append($0) }
        defer { session.close() }
        _ = session.receive(inspectMessage(1, 50, 50))
        let (_, found) = try #require(inspection(outbox))
        let gesture = try #require(found.gestures.first)
        #expect(gesture.summary == "longPress(minimumDuration: 1.5, maximumDistance: 20)")
    }

    func audit(_ outbox: Outbox) -> (ack: Int?, [AuditFinding])? {
        for message in outbox.all.reversed() {
            if case .audit(let ack, let findings) = message { return (ack, findings) }
        }
        return nil
    }

    @Test("The audit of a session is the test kit's audit of the same window")
    func auditFindsWhatTheTestKitFinds() throws {
        let outbox = Outbox()
        let example = Example(id: "tiny", title: "Tiny", source: "test", windowSize: CGSize(width: 100, height: 100)) {
            AnyView(TinyTap())
        }
        let session = PlaygroundSession(example: example) { outbox.append($0) }
        defer { session.close() }
        #expect(session.receive(#"{"type": "audit", "seq": 4}"#) == nil)
        let (ack, findings) = try #require(audit(outbox))
        #expect(ack == 4)
        let expected = TouchSimulator(TinyTap(), size: CGSize(width: 100, height: 100)).accessibilityAudit()
        #expect(findings.map(\.rule) == expected.map { "\($0.rule)" })
        #expect(findings.map(\.detail) == expected.map(\.detail))
        // The 30-point circle with a gesture is a tap target under 44 points, outlined where it is drawn.
        let small = try #require(findings.first { $0.rule == "tapTargetTooSmall" })
        #expect(small.frame == [35, 35, 30, 30])
        #expect(small.detail.contains("30 × 30 pt"))
    }

    @Test func aPointWithNothingToHitSaysSo() throws {
        let outbox = Outbox()
        let session = PlaygroundSession(example: Self.counter) { outbox.append($0) }
        defer { session.close() }
        #expect(session.receive(inspectMessage(1, -50, -50)) == nil)
        let (_, found) = try #require(inspection(outbox))
        #expect(found.views.isEmpty && found.gestures.isEmpty)
    }

    @Test(arguments: [("padding", true), ("onTapGesture", true), ("Text", false), ("LikeButton", false), ("", false)])
    func modifiersAreNamedInLowerCamelCase(kind: String, isModifier: Bool) {
        #expect(ViewInspection.isModifier(kind) == isModifier)
    }
}

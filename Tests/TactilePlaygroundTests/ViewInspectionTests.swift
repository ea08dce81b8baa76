import Foundation
import Tactile
import TactileExamples
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

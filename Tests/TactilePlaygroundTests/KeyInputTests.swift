import Foundation
import Tactile
import TactileExamples
import Testing

@testable import TactilePlayground

/// A counter with a Return shortcut and a focused field that arrow keys move.
private struct KeyboardScene: View {
    @State private var count = 0
    @State private var position = 0
    @FocusState private var focused: Bool

    var body: some View {
        VStack {
            Button("count \(count)") { count += 1 }
                .keyboardShortcut(.defaultAction)
            Text("at \(position)")
                .focusable()
                .focused($focused)
                .onKeyPress(.rightArrow) {
                    position += 1
                    return .handled
                }
                .onKeyPress(characters: .letters, phases: .down) { press in
                    position = press.modifiers.contains(.shift) ? 100 : -100
                    return .handled
                }
        }
        .onAppear { focused = true }
    }
}

/// Keys the page forwards (`{"type": "key"}`) reach the scene's shortcuts and focused view.
@MainActor
@Suite struct KeyInputTests {
    func session() -> (PlaygroundSession, Outbox) {
        let outbox = Outbox()
        let example = Example(id: "keys", title: "Keys", source: "test") { AnyView(KeyboardScene()) }
        return (PlaygroundSession(example: example) { outbox.append($0) }, outbox)
    }

    @Test func aShortcutAndTheFocusedViewsHandlersRun() throws {
        let (session, outbox) = session()
        defer { session.close() }
        #expect(session.host.texts() == ["count 0", "at 0"])
        #expect(session.receive(#"{"type": "key", "seq": 1, "key": "Enter", "modifiers": [], "phase": "down"}"#) == nil)
        #expect(session.host.texts() == ["count 1", "at 0"])
        #expect(outbox.frames.last?.ack == 1)
        #expect(session.receive(#"{"type": "key", "seq": 2, "key": "ArrowRight"}"#) == nil)
        #expect(session.host.texts() == ["count 1", "at 1"])
        // `onKeyPress(_:action:)` takes presses going down and repeating, as SwiftUI's does.
        #expect(session.receive(#"{"type": "key", "seq": 3, "key": "ArrowRight", "phase": "repeat"}"#) == nil)
        #expect(session.host.texts() == ["count 1", "at 2"])
        #expect(session.receive(#"{"type": "key", "seq": 4, "key": "Q", "modifiers": ["shift"]}"#) == nil)
        #expect(session.host.texts() == ["count 1", "at 100"])
        // Releasing a key is a press of its own phase, which no handler here wants.
        #expect(session.receive(#"{"type": "key", "seq": 5, "key": "Enter", "phase": "up"}"#) == nil)
        #expect(session.host.texts() == ["count 1", "at 100"])
    }

    @Test(
        "An unknown key, modifier or phase is ignored with a diagnostic, and the session goes on",
        arguments: [
            (#"{"type": "key", "seq": 1, "key": "F13"}"#, "key ignored: unknown key \"F13\""),
            (
                #"{"type": "key", "seq": 1, "key": "a", "modifiers": ["hyper"]}"#,
                "key ignored: unknown modifier \"hyper\""
            ),
            (
                #"{"type": "key", "seq": 1, "key": "a", "phase": "sideways"}"#,
                "key ignored: unknown key phase \"sideways\""
            ),
        ])
    func badKeys(message: String, diagnostic: String) throws {
        let (session, outbox) = session()
        defer { session.close() }
        #expect(session.receive(message) == nil)
        #expect(outbox.frames.last?.diagnostics == [diagnostic])
        #expect(session.receive(#"{"type": "key", "seq": 2, "key": "Enter"}"#) == nil)
        #expect(session.host.texts() == ["count 1", "at 0"])
    }

    @Test func aKeyMessageWithoutAKeyBreaksTheProtocol() {
        let (session, _) = session()
        defer { session.close() }
        #expect(session.receive(#"{"type": "key", "seq": 1}"#)?.hasPrefix("not a valid message") == true)
    }

    @Test func keyMessagesRoundTrip() throws {
        let message = ClientMessage.key(
            seq: 7, input: KeyInput(key: "ArrowUp", modifiers: ["shift", "command"], phase: "repeat"))
        let data = try JSONEncoder().encode(message)
        #expect(try JSONDecoder().decode(ClientMessage.self, from: data) == message)
        #expect(message.seq == 7)
    }
}

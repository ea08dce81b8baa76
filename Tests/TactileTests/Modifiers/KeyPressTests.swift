import Foundation
import Tactile
import TactileTestSupport
import TactileTesting
import Testing

/// Key presses: `onKeyPress` on the focused view and around it, innermost first, until one is
/// handled; nothing without focus.
@MainActor
@Suite("Key presses")
struct KeyPressTests {
    struct Editor: View {
        let log: Log
        @FocusState private var focused: Bool

        var body: some View {
            VStack {
                Color.red.frame(width: 50, height: 50)
                    .focusable()
                    .focused($focused)
                    .onKeyPress(.upArrow) {
                        log("inner up")
                        return .handled
                    }
                    .onKeyPress(phases: .all) { press in
                        log("inner \(press.phase.debugDescription) \(press.characters)")
                        return .ignored
                    }
                Button("Focus") { focused = true }
                Button("Blur") { focused = false }
            }
            .onKeyPress(characters: .letters) { press in
                log("outer \(press.characters)")
                return .handled
            }
        }
    }

    @Test("without focus no handler hears a key")
    func noFocusNoHandler() {
        let log = Log()
        let sim = TouchSimulator(Editor(log: log), size: CGSize(width: 200, height: 200))
        #expect(sim.pressKey("a") == .ignored)
        #expect(log.entries.isEmpty)
    }

    @Test("the focused view's handlers run innermost first until one handles the press")
    func innermostFirst() {
        let log = Log()
        let sim = TouchSimulator(Editor(log: log), size: CGSize(width: 200, height: 200))
        sim.tap(on: .button("Focus"))
        #expect(sim.pressKey(.upArrow) == .handled)
        #expect(log.entries == ["inner up", "inner [.up] \u{F700}"])
        log.clear()
        #expect(sim.pressKey("a", repeats: 1) == .handled)
        #expect(
            log.entries == [
                "inner [.down] a", "outer a", "inner [.repeat] a", "outer a", "inner [.up] a",
            ])
        log.clear()
        #expect(sim.pressKey("1") == .ignored, "a digit is no letter: nobody handles it")
        #expect(log.entries == ["inner [.down] 1", "inner [.up] 1"])
        log.clear()
        sim.tap(on: .button("Blur"))
        sim.pressKey("a")
        #expect(log.entries.isEmpty, "focus moved away")
    }

    @Test("typeKeys sends each character, upper case with Shift")
    func typing() {
        let log = Log()
        let view = TypingView(log: log)
        let sim = TouchSimulator(view, size: CGSize(width: 200, height: 200))
        sim.typeKeys("Hi")
        #expect(log.entries == ["h H 2", "i i 0"])
    }

    struct TypingView: View {
        let log: Log
        @FocusState private var focused: Bool
        var body: some View {
            Color.clear.focused($focused)
                .onKeyPress { press in
                    log("\(press.key.character) \(press.characters) \(press.modifiers.rawValue)")
                    return .handled
                }
                .onAppear { focused = true }
        }
    }

    @Test("phase sets describe themselves")
    func phases() {
        #expect(KeyPress.Phases.all == [.down, .repeat, .up])
        #expect(KeyPress.Phases.all.debugDescription == "[.down, .repeat, .up]")
        #expect(KeyPress.Result.handled != .ignored)
    }
}

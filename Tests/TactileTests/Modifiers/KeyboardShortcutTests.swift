import Foundation
import Tactile
import TactileTestSupport
import TactileTesting
import Testing

/// `keyboardShortcut`: a key press with the shortcut's key and modifiers runs the button's action,
/// wherever the focus is; Return and Escape for the default and cancel actions; direction keys
/// mirrored in right-to-left layouts unless the localization says not to.
@MainActor
@Suite("Keyboard shortcuts")
struct KeyboardShortcutTests {
    struct Dialog: View {
        let log: Log
        var body: some View {
            VStack {
                Button("Save") { log("save") }.keyboardShortcut("s")
                Button("OK") { log("ok") }.keyboardShortcut(.defaultAction)
                Button("Cancel") { log("cancel") }.keyboardShortcut(.cancelAction)
                Button("Off") { log("off") }.disabled(true).keyboardShortcut("d")
                Button("Next") { log("next") }.keyboardShortcut(.rightArrow, modifiers: [])
                Button("Literal") { log("literal") }
                    .keyboardShortcut("]", modifiers: .command, localization: .withoutMirroring)
                Button("None") { log("none") }.keyboardShortcut(nil).keyboardShortcut("n")
            }
        }
    }

    @Test("a matching press runs the button's action; other presses do not")
    func shortcutsRunButtons() {
        let log = Log()
        let sim = TouchSimulator(Dialog(log: log), size: CGSize(width: 300, height: 400))
        #expect(sim.pressKey("s", modifiers: .command) == .handled)
        #expect(log.entries == ["save"])
        #expect(sim.pressKey("s") == .ignored, "the modifiers must match exactly")
        #expect(sim.pressKey("s", modifiers: [.command, .shift]) == .ignored)
        sim.pressKey("s", modifiers: [.command, .capsLock])
        #expect(log.entries == ["save", "save"], "Caps Lock does not count")
        log.clear()
        sim.pressKey(.return)
        sim.pressKey(.escape)
        #expect(log.entries == ["ok", "cancel"])
        log.clear()
        #expect(sim.pressKey("d", modifiers: .command) == .ignored, "a disabled button takes no shortcut")
        #expect(sim.pressKey("n", modifiers: .command) == .ignored, "an inner nil shortcut takes it away")
        sim.pressKey(.rightArrow)
        #expect(log.entries == ["next"])
    }

    @Test("right to left, an automatic shortcut's direction keys mirror; withoutMirroring's do not")
    func mirroring() {
        let log = Log()
        let sim = TouchSimulator(
            Dialog(log: log), size: CGSize(width: 300, height: 400),
            environment: WindowEnvironment(layoutDirection: .rightToLeft))
        #expect(sim.pressKey(.rightArrow) == .ignored)
        sim.pressKey(.leftArrow)
        #expect(log.entries == ["next"])
        #expect(sim.pressKey("[", modifiers: .command) == .ignored)
        sim.pressKey("]", modifiers: .command)
        #expect(log.entries == ["next", "literal"])
    }

    struct ShortcutReader: View {
        @Environment(\.keyboardShortcut) private var shortcut
        var body: some View { Text(shortcut == .defaultAction ? "default" : shortcut == nil ? "none" : "other") }
    }

    @Test("the environment carries the shortcut to the views inside")
    func environmentValue() {
        #expect(ViewHost(ShortcutReader().keyboardShortcut(.defaultAction)).texts() == ["default"])
        #expect(ViewHost(ShortcutReader()).texts() == ["none"])
        #expect(ViewHost(ShortcutReader().keyboardShortcut("x")).texts() == ["other"])
        let shortcut = KeyboardShortcut("x", modifiers: .option, localization: .custom)
        #expect(shortcut.localization == .custom && shortcut.modifiers == .option)
        #expect(KeyboardShortcut("x").localization == .automatic)
    }

    @Test("a shortcut runs an accessibility default action when there is no button")
    func defaultAccessibilityAction() {
        let log = Log()
        let sim = TouchSimulator(
            Color.red.frame(width: 40, height: 40).accessibilityAction { log("default") }
                .keyboardShortcut("k", modifiers: .control),
            size: CGSize(width: 100, height: 100))
        #expect(sim.pressKey("k", modifiers: .control) == .handled)
        #expect(log.entries == ["default"])
    }
}

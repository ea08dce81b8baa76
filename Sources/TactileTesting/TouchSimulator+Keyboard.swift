import Foundation
import Tactile

extension TouchSimulator {
    /// Presses `key` on a hardware keyboard with `modifiers` held and releases it: a `.down`, then
    /// `repeats` `.repeat`s (a held key), then an `.up`, each sent with
    /// `ViewHost.sendKey(_:characters:modifiers:phase:)`. A shortcut given to a button
    /// (`keyboardShortcut`) runs its action on the down; otherwise the focused view's `onKeyPress`
    /// handlers and those around it see every phase.
    ///
    /// ```swift
    /// sim.pressKey(.return)                     // a button's .keyboardShortcut(.defaultAction)
    /// sim.pressKey("s", modifiers: .command)    // .keyboardShortcut("s")
    /// ```
    ///
    /// - Returns: What became of the down: `.handled` when a shortcut or a handler took it.
    @discardableResult
    public func pressKey(
        _ key: KeyEquivalent, modifiers: EventModifiers = [], characters: String? = nil, repeats: Int = 0
    ) -> KeyPress.Result {
        let result = sendKey(key, characters: characters, modifiers: modifiers, phase: .down)
        for _ in 0..<max(0, repeats) { sendKey(key, characters: characters, modifiers: modifiers, phase: .repeat) }
        sendKey(key, characters: characters, modifiers: modifiers, phase: .up)
        return result
    }

    /// Sends one phase of a key press (`.down`, `.repeat` or `.up`) to the window, then lets the
    /// host settle.
    @discardableResult
    public func sendKey(
        _ key: KeyEquivalent, characters: String? = nil, modifiers: EventModifiers = [],
        phase: KeyPress.Phases = .down
    ) -> KeyPress.Result {
        let result = host.viewHost.sendKey(key, characters: characters, modifiers: modifiers, phase: phase)
        host.update()
        return result
    }

    /// Types `text` one character at a time, each a ``pressKey(_:modifiers:characters:repeats:)``
    /// of the key that types it (an upper-case letter with Shift held).
    public func typeKeys(_ text: String) {
        for character in text {
            let lower = Character(character.lowercased())
            let shifted = character.isUppercase
            pressKey(
                KeyEquivalent(shifted ? lower : character), modifiers: shifted ? .shift : [],
                characters: String(character))
        }
    }
}

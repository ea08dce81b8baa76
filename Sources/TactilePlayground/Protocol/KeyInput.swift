import Foundation
import Tactile

/// A key the page forwards while the stage has keyboard focus: `{"type": "key", "seq": 4,
/// "key": "ArrowUp", "modifiers": ["shift"], "phase": "down"}`.
///
/// `key` is the DOM's `KeyboardEvent.key`: one character (`"k"`, `"K"`, `" "`, `"é"`) or one of
/// the named keys SwiftUI's `KeyEquivalent` has (`Enter`, `Escape`, `Backspace`, `Delete`, `Tab`,
/// the four `Arrow…` keys, `Home`, `End`, `PageUp`, `PageDown`, `Clear`). `modifiers` holds
/// `shift`, `control`, `option`, `command`, `capsLock` and `numericPad` (SwiftUI deprecates
/// `function` as a modifier); `phase` is
/// `down`, `repeat` or `up`. The page sends modifier keys only as modifiers, never as keys.
public struct KeyInput: Codable, Sendable, Hashable {
    /// The DOM key value.
    public var key: String
    /// The modifier keys held, by name.
    public var modifiers: [String]
    /// `down`, `repeat` or `up`.
    public var phase: String

    /// A key input.
    public init(key: String, modifiers: [String] = [], phase: String = "down") {
        self.key = key
        self.modifiers = modifiers
        self.phase = phase
    }

    /// What `ViewHost.sendKey` takes, or why the input cannot be a key press: an unknown key name,
    /// modifier or phase (a page of another version, or a hand-made message).
    public func press() -> Result<
        (key: KeyEquivalent, characters: String, modifiers: EventModifiers, phase: KeyPress.Phases), KeyInputError
    > {
        let equivalent: KeyEquivalent
        let characters: String
        if key.count == 1, let character = key.first {
            equivalent = KeyEquivalent(character)
            characters = key
        } else if let named = Self.namedKeys[key] {
            equivalent = named
            characters = String(named.character)
        } else {
            return .failure(KeyInputError(message: "unknown key \(PlaygroundSession.quoted(key))"))
        }
        var held: EventModifiers = []
        for name in modifiers {
            guard let modifier = Self.modifierNames[name] else {
                return .failure(KeyInputError(message: "unknown modifier \(PlaygroundSession.quoted(name))"))
            }
            held.insert(modifier)
        }
        guard let phase = Self.phaseNames[phase] else {
            return .failure(KeyInputError(message: "unknown key phase \(PlaygroundSession.quoted(phase))"))
        }
        return .success((equivalent, characters, held, phase))
    }

    /// The DOM's names of the keys `KeyEquivalent` names.
    static let namedKeys: [String: KeyEquivalent] = [
        "Enter": .return, "Escape": .escape, "Backspace": .delete, "Delete": .deleteForward, "Tab": .tab,
        "ArrowUp": .upArrow, "ArrowDown": .downArrow, "ArrowLeft": .leftArrow, "ArrowRight": .rightArrow,
        "Home": .home, "End": .end, "PageUp": .pageUp, "PageDown": .pageDown, "Clear": .clear,
    ]

    static let modifierNames: [String: EventModifiers] = [
        "shift": .shift, "control": .control, "option": .option, "command": .command, "capsLock": .capsLock,
        "numericPad": .numericPad,
    ]

    static let phaseNames: [String: KeyPress.Phases] = ["down": .down, "repeat": .repeat, "up": .up]
}

/// Why a `KeyInput` is not a key press, for the page.
public struct KeyInputError: Error, Hashable, Sendable {
    /// The reason, for people.
    public var message: String
}

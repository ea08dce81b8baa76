import Foundation

/// A key press a focused view is told about, SwiftUI's `KeyPress`: what `onKeyPress` handlers
/// receive.
///
/// A host sends key presses (`ViewHost/sendKey(_:characters:modifiers:phase:)`, the test kit's
/// `TouchSimulator/pressKey(_:modifiers:)`); the handlers of the focused view and of the views
/// around it see each one, innermost first, until one returns ``KeyPress/Result/handled``.
public struct KeyPress: Sendable {
    /// Whether the key went down, repeats while held, or came up.
    public let phase: KeyPress.Phases
    /// The key pressed.
    public let key: KeyEquivalent
    /// The characters the key typed (with the modifier keys held applied).
    public let characters: String
    /// The modifier keys held.
    public let modifiers: EventModifiers

}

extension KeyPress: CustomDebugStringConvertible {
    /// The phases of a key press a handler asks for: a set of them.
    public struct Phases: OptionSet, Sendable, CustomDebugStringConvertible {
        /// The key went down.
        public static let down = Phases(rawValue: 1 << 0)
        /// The key is held and repeats.
        public static let `repeat` = Phases(rawValue: 1 << 1)
        /// The key came up.
        public static let up = Phases(rawValue: 1 << 2)
        /// Every phase.
        public static let all: Phases = [.down, .repeat, .up]

        /// The phases named, as `[.down, .repeat]`.
        public var debugDescription: String {
            var names: [String] = []
            if contains(.down) { names.append(".down") }
            if contains(.repeat) { names.append(".repeat") }
            if contains(.up) { names.append(".up") }
            return "[" + names.joined(separator: ", ") + "]"
        }

        /// The set's bits.
        public let rawValue: Int
        /// A set from its bits.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// A set's literal elements are sets.
        public typealias ArrayLiteralElement = KeyPress.Phases
        /// A set's elements are sets.
        public typealias Element = KeyPress.Phases
        /// The bits' type.
        public typealias RawValue = Int
    }

    /// What a key press handler did with the press.
    public enum Result: Sendable, Hashable {
        /// The handler used the press: no handler further out sees it.
        case handled
        /// The handler let the press go on to the handlers around its view.
        case ignored
    }

    /// The press described: its phase, key, characters and modifiers.
    public var debugDescription: String {
        let key = key.character.unicodeScalars.map { String(format: "U+%04X", $0.value) }.joined()
        return "KeyPress(phase: \(phase.debugDescription), key: \(key), characters: \(characters.debugDescription), "
            + "modifiers: \(modifiers.rawValue))"
    }
}

import Foundation

/// A key a keyboard shortcut names, SwiftUI's `KeyEquivalent`.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The key's character.
    public var character: Character

    /// The key that types `character`.
    public init(_ character: Character) { self.character = character }

    /// The key that types the literal.
    public init(extendedGraphemeClusterLiteral value: Character) { character = value }

    /// Return.
    public static let `return` = KeyEquivalent("\r")
    /// Escape.
    public static let escape = KeyEquivalent("\u{1B}")
    /// Delete (backspace).
    public static let delete = KeyEquivalent("\u{8}")
    /// Forward delete.
    public static let deleteForward = KeyEquivalent("\u{7F}")
    /// Tab.
    public static let tab = KeyEquivalent("\t")
    /// Space.
    public static let space = KeyEquivalent(" ")
    /// Up arrow.
    public static let upArrow = KeyEquivalent("\u{F700}")
    /// Down arrow.
    public static let downArrow = KeyEquivalent("\u{F701}")
    /// Left arrow.
    public static let leftArrow = KeyEquivalent("\u{F702}")
    /// Right arrow.
    public static let rightArrow = KeyEquivalent("\u{F703}")
    /// Home.
    public static let home = KeyEquivalent("\u{F729}")
    /// End.
    public static let end = KeyEquivalent("\u{F72B}")
    /// Page up.
    public static let pageUp = KeyEquivalent("\u{F72C}")
    /// Page down.
    public static let pageDown = KeyEquivalent("\u{F72D}")
    /// Clear.
    public static let clear = KeyEquivalent("\u{F739}")

    /// The type of a literal key: a character.
    public typealias ExtendedGraphemeClusterLiteralType = Character
    /// The type of a literal key written as one Unicode scalar: a character.
    public typealias UnicodeScalarLiteralType = Character
}

/// A key and the modifier keys held with it, SwiftUI's `KeyboardShortcut`.
///
/// A button given one with `View/keyboardShortcut(_:)` runs its action when a host sends the key
/// with exactly those modifiers (`ViewHost/sendKey(_:characters:modifiers:phase:)`), wherever the
/// focus is.
public struct KeyboardShortcut: Hashable, Sendable {
    /// How a shortcut adapts to the keyboard and the layout direction.
    public struct Localization: Hashable, Sendable {
        let kind: Int

        /// Mirrors the shortcut's direction keys (the left and right arrows, brackets, braces,
        /// parentheses, angle brackets) in a right-to-left layout, and would remap it to the
        /// user's keyboard layout (Tactile's keys come with no keyboard layout).
        public static let automatic = Localization(kind: 0)
        /// Keeps the keys as written in a right-to-left layout (remapping stays on).
        public static let withoutMirroring = Localization(kind: 1)
        /// Keeps the keys exactly as written: no mirroring, no remapping.
        public static let custom = Localization(kind: 2)
    }

    /// The key.
    public var key: KeyEquivalent
    /// The modifier keys.
    public var modifiers: EventModifiers
    /// How the shortcut adapts to the layout direction.
    public var localization: Localization

    /// `key` with `modifiers` (Command by default), localized automatically.
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.init(key, modifiers: modifiers, localization: .automatic)
    }

    /// `key` with `modifiers` (Command by default), localized as `localization` says.
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: Localization) {
        self.key = key
        self.modifiers = modifiers
        self.localization = localization
    }

    /// Return: the default button of a dialog.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape: the cancel button of a dialog.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

    /// The key a press must have in a layout running `direction`: the mirror of a direction key
    /// in a right-to-left layout when the localization is automatic.
    func effectiveKey(in direction: LayoutDirection) -> KeyEquivalent {
        guard direction == .rightToLeft, localization == .automatic else { return key }
        let pairs: [Character: Character] = [
            KeyEquivalent.leftArrow.character: KeyEquivalent.rightArrow.character,
            KeyEquivalent.rightArrow.character: KeyEquivalent.leftArrow.character,
            "[": "]", "]": "[", "{": "}", "}": "{", "(": ")", ")": "(", "<": ">", ">": "<",
        ]
        return pairs[key.character].map { KeyEquivalent($0) } ?? key
    }
}

/// The shortcut a view was given, on a marker node (its kind names it), as a key press has to
/// match it: the key mirrored for the layout direction, and whether the view is enabled.
struct KeyboardShortcutContent: NodeContentModifier {
    let shortcut: KeyboardShortcut?
    let key: KeyEquivalent?
    let isEnabled: Bool
    var kindName: String { "keyboardShortcut" }
    var isLayoutNeutral: Bool { true }

    /// Whether a press of `key` with `modifiers` (Caps Lock and the keypad aside) triggers it.
    func matches(_ key: KeyEquivalent, modifiers: EventModifiers) -> Bool {
        guard let shortcut, let own = self.key else { return false }
        let held = modifiers.subtracting([.capsLock, .numericPad])
        return own == key && held == shortcut.modifiers
    }
}

/// Gives the content a shortcut: the marker node, and the shortcut in the content's environment
/// (where `EnvironmentValues/keyboardShortcut` reads it).
struct KeyboardShortcutModifier: PrimitiveModifier {
    let shortcut: KeyboardShortcut?

    func makeNodes(content: ModifierContentResolver, inputs: ResolveInputs) -> [ViewNode] {
        var inner = inputs
        inner.environment.keyboardShortcutValue = shortcut
        let marker = KeyboardShortcutContent(
            shortcut: shortcut, key: shortcut?.effectiveKey(in: inputs.environment.layoutDirection),
            isEnabled: inputs.environment.isEnabled)
        return content.wrap(marker, inner)
    }
}

private struct KeyboardShortcutKey: EnvironmentKey { static let defaultValue: KeyboardShortcut? = nil }

extension EnvironmentValues {
    /// The keyboard shortcut that buttons here are triggered with (`View/keyboardShortcut(_:)`),
    /// or `nil`.
    public var keyboardShortcut: KeyboardShortcut? { keyboardShortcutValue }

    var keyboardShortcutValue: KeyboardShortcut? {
        get { self[KeyboardShortcutKey.self] }
        set { self[KeyboardShortcutKey.self] = newValue }
    }
}

extension View {
    /// Gives this view (a button, or any view with a default action) the shortcut `key` with
    /// `modifiers`: a key press that matches runs the button's action.
    nonisolated public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        modifier(KeyboardShortcutModifier(shortcut: KeyboardShortcut(key, modifiers: modifiers)))
    }

    /// Gives this view (a button, or any view with a default action) the shortcut `key` with
    /// `modifiers`, mirrored or not in right-to-left layouts as `localization` says.
    nonisolated public func keyboardShortcut(
        _ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: KeyboardShortcut.Localization
    ) -> some View {
        modifier(
            KeyboardShortcutModifier(shortcut: KeyboardShortcut(key, modifiers: modifiers, localization: localization)))
    }

    /// Gives this view (a button, or any view with a default action) `shortcut`.
    nonisolated public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        modifier(KeyboardShortcutModifier(shortcut: shortcut))
    }

    /// Gives this view (a button, or any view with a default action) `shortcut`, or none (`nil`
    /// takes away the shortcut an enclosing modifier gave).
    nonisolated public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
        modifier(KeyboardShortcutModifier(shortcut: shortcut))
    }
}

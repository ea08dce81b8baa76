import Foundation

/// `onKeyPress`: a marker holding which presses a handler wants and the handler, read by the host
/// when a key press reaches the focused view (`ViewHost/sendKey(_:characters:modifiers:phase:)`).
struct KeyPressContent: NodeContentModifier {
    /// Which presses the handler is for: any key, one of a set of keys, or characters in a set.
    enum Filter {
        case any
        case keys(Set<KeyEquivalent>)
        case characters(CharacterSet)
    }

    let filter: Filter
    let phases: KeyPress.Phases
    nonisolated(unsafe) let action: (KeyPress) -> KeyPress.Result
    var kindName: String { "onKeyPress" }
    var isLayoutNeutral: Bool { true }

    /// Whether the handler wants `press`: its phase is one asked for and its key or characters
    /// match.
    func wants(_ press: KeyPress) -> Bool {
        guard phases.contains(press.phase) else { return false }
        switch filter {
        case .any: return true
        case .keys(let keys): return keys.contains(press.key)
        case .characters(let set):
            return !press.characters.isEmpty && press.characters.unicodeScalars.allSatisfy { set.contains($0) }
        }
    }
}

extension View {
    /// Runs `action` when `key` goes down or repeats while this view has focus (or contains the
    /// focused view) and no view inside handled the press.
    ///
    /// - Parameters:
    ///   - key: The key to answer.
    ///   - action: Returns `.handled` to stop the press, `.ignored` to let the views around see it.
    nonisolated public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View {
        modifier(KeyPressContent(filter: .keys([key]), phases: [.down, .repeat]) { _ in action() })
    }

    /// Runs `action` with the press when `key` goes through one of `phases` while this view has
    /// focus (or contains the focused view) and no view inside handled the press.
    nonisolated public func onKeyPress(
        _ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View {
        modifier(KeyPressContent(filter: .keys([key]), phases: phases, action: action))
    }

    /// Runs `action` with the press when one of `keys` goes through one of `phases` while this
    /// view has focus (or contains the focused view) and no view inside handled the press.
    nonisolated public func onKeyPress(
        keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View {
        modifier(KeyPressContent(filter: .keys(keys), phases: phases, action: action))
    }

    /// Runs `action` with the press when a key whose characters are all in `characters` goes
    /// through one of `phases` while this view has focus (or contains the focused view) and no
    /// view inside handled the press.
    nonisolated public func onKeyPress(
        characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View {
        modifier(KeyPressContent(filter: .characters(characters), phases: phases, action: action))
    }

    /// Runs `action` with every press that goes through one of `phases` while this view has
    /// focus (or contains the focused view) and no view inside handled the press.
    nonisolated public func onKeyPress(
        phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View {
        modifier(KeyPressContent(filter: .any, phases: phases, action: action))
    }
}

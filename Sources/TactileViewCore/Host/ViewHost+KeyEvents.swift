import Foundation

extension ViewHost {
    /// Sends a key press to the window, as a hardware keyboard does, then commits.
    ///
    /// A press going down first looks for a view given a matching keyboard shortcut
    /// (`View/keyboardShortcut(_:)`: same key, mirrored in a right-to-left layout when the
    /// shortcut's localization is automatic, and exactly the same modifiers besides Caps Lock and
    /// the keypad): the frontmost one, in drawing order, runs its button's action (or its default
    /// accessibility action), and the press is handled. Otherwise the press goes to the focused
    /// view (the view whose `focused(_:)` binding matches): its `onKeyPress` handlers and those of
    /// the views around it that want the press run innermost first, until one returns `.handled`.
    /// With no focused view, only shortcuts answer.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - characters: What the key types; by default the key's character.
    ///   - modifiers: The modifier keys held.
    ///   - phase: `.down`, `.repeat` or `.up` (one phase).
    /// - Returns: `.handled` when a shortcut or a handler took the press.
    @discardableResult
    public func sendKey(
        _ key: KeyEquivalent, characters: String? = nil, modifiers: EventModifiers = [],
        phase: KeyPress.Phases = .down
    ) -> KeyPress.Result {
        let press = KeyPress(
            phase: phase, key: key, characters: characters ?? String(key.character), modifiers: modifiers)
        var result = KeyPress.Result.ignored
        withTaskClock {
            if phase == .down, triggerShortcut(for: press) {
                result = .handled
                return
            }
            for handler in keyPressHandlers() where handler.wants(press) {
                if handler.action(press) == .handled {
                    result = .handled
                    return
                }
            }
        }
        update()
        return result
    }

    /// The node of the focused view: the first `focused(_:)` marker whose binding matches.
    func focusedNode() -> ViewNode? {
        var found: ViewNode?
        graph.root?.forEachNode { node in
            if found == nil, let marker = node.content as? FocusMarkerContent, marker.isFocused { found = node }
        }
        return found
    }

    /// The `onKeyPress` handlers a press reaches, innermost first: those on the focused view's
    /// own chain of modifiers (below its `focused(_:)` marker), then those around it.
    private func keyPressHandlers() -> [KeyPressContent] {
        guard let root = graph.root, let focused = focusedNode(), let path = root.path(to: focused) else { return [] }
        var chain: [ViewNode] = path
        var below = focused
        while below.children.count == 1 {
            below = below.children[0]
            chain.append(below)
        }
        return chain.reversed().compactMap { $0.content as? KeyPressContent }
    }

    /// Runs the action of the frontmost view whose shortcut `press` matches; returns whether one
    /// ran.
    private func triggerShortcut(for press: KeyPress) -> Bool {
        var matches: [ViewNode] = []
        graph.root?.forEachNode { node in
            if let marker = node.content as? KeyboardShortcutContent, marker.isEnabled,
                marker.matches(press.key, modifiers: press.modifiers)
            {
                matches.append(node)
            }
        }
        let reader = AccessibilityReader(root: graph.root)
        for node in matches.reversed() {
            if let action = Self.shortcutAction(below: node, reader: reader, isRoot: true) {
                action()
                return true
            }
        }
        return false
    }

    /// The action a shortcut given at `node` runs: the first button (or default accessibility
    /// action) in its subtree, not looking inside views given a shortcut of their own.
    private static func shortcutAction(
        below node: ViewNode, reader: AccessibilityReader, isRoot: Bool
    ) -> (@MainActor () -> Void)? {
        if !isRoot, node.content is KeyboardShortcutContent { return nil }
        if let target = node.content as? any ActivatableContent {
            // A disabled button takes no shortcut: the press goes on.
            guard target.isActivatable else { return nil }
            // The node's content is constant and only ever used on the main actor.
            nonisolated(unsafe) let button = target
            return { button.activate() }
        }
        if let handler = reader.actions[node.identity]?.first(where: { $0.name == "default" })?.handler {
            return handler
        }
        for child in node.children {
            if let action = shortcutAction(below: child, reader: reader, isRoot: false) { return action }
        }
        return nil
    }
}

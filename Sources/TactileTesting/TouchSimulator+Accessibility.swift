import Foundation
import Tactile

#if canImport(Testing)
import Testing
#endif

// What VoiceOver would find in the window, and the actions it would perform there, aimed with
// finders: `sim.activate(.button("Save"))`, `sim.increment(.slider("Volume"))`.

extension TouchSimulator {
    /// The window's accessibility elements in reading order, as VoiceOver would find them
    /// (`AccessibilityTree`); its `description` is a stable text dump for goldens.
    public func accessibilityTree() -> AccessibilityTree {
        host.update()
        let reader = AccessibilityTreeReader(views: host.viewHost.inspectedViews(), items: host.displayList.items)
        return AccessibilityTree(elements: reader.elements(), rotors: reader.rotors())
    }

    /// The accessibility element of the one view `finder` matches: the element that view is or
    /// is part of (a button's text is part of the button), or else the one element inside it.
    /// With no match, several, or no element there, records a test issue and returns `nil`.
    public func accessibilityElement(_ finder: ViewFinder) -> AccessibilityElement? {
        element(for: finder, call: "accessibilityElement(_:)")
    }

    /// Activates the element of the one view `finder` matches, as VoiceOver's double tap does: runs
    /// its `accessibilityAction` of the default kind when it has one, and otherwise taps it where
    /// it takes touches (a control's own action runs as it would for a finger). An element that
    /// cannot be activated records a test issue, as does a finder that matches no view or several.
    public func activate(_ finder: ViewFinder) {
        guard let element = element(for: finder, call: "activate(_:)"),
            has(.activate, element, call: "activate(_:)")
        else { return }
        if let node = element.actionNodes["default"] {
            host.viewHost.performAccessibilityAction(named: "default", onViewAt: node)
            host.update()
        } else {
            let policy = missedTouches
            missedTouches = .ignore
            tap(at: element.activationPoint)
            missedTouches = policy
        }
    }

    /// Moves the adjustable element (a `Slider`, a view with `accessibilityAdjustableAction`) of
    /// the one view `finder` matches up one step, as VoiceOver's swipe up does. A slider moves by
    /// its step, or a tenth of its range. An element that is not adjustable records a test issue.
    public func increment(_ finder: ViewFinder) {
        adjust(finder, .increment, name: AdjustableActionNames.increment, call: "increment(_:)")
    }

    /// Moves the adjustable element of the one view `finder` matches down one step
    /// (`increment(_:)`'s opposite).
    public func decrement(_ finder: ViewFinder) {
        adjust(finder, .decrement, name: AdjustableActionNames.decrement, call: "decrement(_:)")
    }

    /// Performs the action called `name` (`accessibilityAction(named:)`, or a kind's name such as
    /// `"escape"`) of the element of the one view `finder` matches, as VoiceOver's actions rotor
    /// does. An element without that action records a test issue naming the actions it has.
    public func performAccessibilityAction(named name: String, on finder: ViewFinder) {
        let call = "performAccessibilityAction(named:on:)"
        guard let element = element(for: finder, call: call), has(.named(name), element, call: call),
            let node = element.actionNodes[name]
        else { return }
        host.viewHost.performAccessibilityAction(named: name, onViewAt: node)
        host.update()
    }

    /// Moves the accessibility focus to the element of the one view `finder` matches, as a
    /// screen reader's swipe would: the `@AccessibilityFocusState` it is bound to with
    /// `accessibilityFocused` is set. An element bound to none records a test issue.
    public func moveAccessibilityFocus(to finder: ViewFinder) {
        let call = "moveAccessibilityFocus(to:)"
        guard let element = element(for: finder, call: call) else { return }
        guard let node = element.focusNode else {
            recordMisuse("\(call): \(element) is not bound to an accessibility focus state (accessibilityFocused)")
            return
        }
        host.viewHost.moveAccessibilityFocus(toViewAt: node)
        host.update()
    }

    // MARK: Finding the element

    private func adjust(
        _ finder: ViewFinder, _ action: AccessibilityElement.Action, name: String, call: String
    ) {
        guard let element = element(for: finder, call: call), has(action, element, call: call),
            let node = element.actionNodes[name]
        else { return }
        host.viewHost.performAccessibilityAction(named: name, onViewAt: node)
        host.update()
    }

    /// Whether `element` offers `action`; records a test issue naming what it offers when not.
    private func has(_ action: AccessibilityElement.Action, _ element: AccessibilityElement, call: String) -> Bool {
        if element.actions.contains(action) { return true }
        let offered = element.actions.isEmpty ? "none" : element.actions.map(\.description).joined(separator: ", ")
        recordMisuse("\(call): \(element) has no \(action) action (its actions: \(offered))")
        return false
    }

    /// The element of the one view `finder` matches (`accessibilityElement(_:)`).
    private func element(for finder: ViewFinder, call: String) -> AccessibilityElement? {
        guard let match = single(finder, for: call) else { return nil }
        let elements = accessibilityTree().elements
        let around = elements.filter { match.identity.isDescendant(of: $0.identity) }
        if let innermost = around.max(by: { $0.identity.components.count < $1.identity.components.count }) {
            return innermost
        }
        let inside = elements.filter { $0.identity.isDescendant(of: match.identity) }
        if inside.count == 1 { return inside[0] }
        let found =
            inside.isEmpty
            ? "no accessibility element is there (it is hidden, or not one)"
            : "\(inside.count) accessibility elements are inside it, expected one: "
                + inside.map(\.description).joined(separator: "; ")
        recordMisuse("\(call): \(finder) matches \(match), but \(found)")
        return nil
    }
}

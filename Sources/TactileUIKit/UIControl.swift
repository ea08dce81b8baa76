import Foundation

/// A view that reacts to the user, UIKit's `UIControl`: the base of `UIButton`, `UISwitch`,
/// `UISlider`, `UITextField` and the other controls, with its enabled, selected and highlighted
/// flags and the actions registered for its events.
///
/// On Linux no touches reach it (see `UIView`), so the touch events happen only when code sends
/// them: `sendActions(for: .touchUpInside)` is how code and tests tap a button, and
/// `sendActions(for: .valueChanged)` after setting a value is how they play a user's change (UIKit
/// sends `.valueChanged` only for the user's touches, never when code sets a value). Target–action
/// with selectors (`addTarget(_:action:for:)`, `sendAction(_:to:for:)`) is not provided: Swift on
/// Linux has no Objective-C selectors; register a `UIAction` with `addAction(_:for:)` instead.
@preconcurrency @MainActor
open class UIControl: UIView {
    /// The states a control is in, UIKit's `UIControl.State`, as keys of per-state attributes.
    public struct State: OptionSet, Hashable, Sendable {
        /// The state's bits: UIKit's values.
        public let rawValue: UInt
        /// A state from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Enabled, not selected, not highlighted.
        public static let normal = State([])
        /// Being touched.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Disabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
        /// Focused.
        public static let focused = State(rawValue: 1 << 3)
    }

    /// Whether the control takes input.
    open var isEnabled = true
    /// Whether the control is selected.
    open var isSelected = false
    /// Whether the control is being touched: never on Linux unless set.
    open var isHighlighted = false

    /// The control's state, from its flags.
    open var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// The registered actions, oldest first, each with the events it is registered for.
    private var registeredActions: [(action: UIAction, events: Event)] = []

    /// A control with `frame`.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// A control with `frame` that runs `primaryAction` on `.primaryActionTriggered`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Not supported on Linux (no nibs or storyboards): answers `nil`.
    public required init?(coder: NSCoder) { nil }

    // MARK: Actions

    /// The events that have actions registered.
    open var allControlEvents: Event { registeredActions.reduce([]) { $0.union($1.events) } }

    /// Registers `action` for `controlEvents`. An action with the same identifier as one already
    /// registered replaces it, as in UIKit; the same action may be registered for more events.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        if let index = registeredActions.firstIndex(where: { $0.action.identifier == action.identifier }) {
            let events = registeredActions[index].action === action ? registeredActions[index].events : []
            registeredActions[index] = (action, events.union(controlEvents))
        } else {
            registeredActions.append((action, controlEvents))
        }
    }

    /// Unregisters `action` from `controlEvents`; it is removed once no event is left.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Unregisters the action identified by `actionIdentifier` from `controlEvents`.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        guard let index = registeredActions.firstIndex(where: { $0.action.identifier == actionIdentifier }) else {
            return
        }
        registeredActions[index].events.subtract(controlEvents)
        if registeredActions[index].events.isEmpty { registeredActions.remove(at: index) }
    }

    /// Runs the actions registered for any of `controlEvents`, oldest first, each with this control
    /// as `sender`; the way code and tests play a user's tap or change on Linux. It sends whether
    /// or not the control is enabled, as UIKit's does.
    open func sendActions(for controlEvents: Event) {
        let due = registeredActions.filter { !$0.events.isDisjoint(with: controlEvents) }.map(\.action)
        for action in due { action.perform(sender: self) }
    }

    /// Runs `action` with this control as `sender`, registered or not.
    open func sendAction(_ action: UIAction) { action.perform(sender: self) }
}

import Foundation

/// A view that reacts to the user, UIKit's `UIControl`: the base of `UISegmentedControl`, with its
/// enabled, selected and highlighted flags. On Linux no touches reach it (see `UIView`), and
/// target–action (`addTarget(_:action:for:)`) is not provided: Swift on Linux has no
/// Objective-C selectors.
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

    /// A control with `frame`.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Not supported on Linux (no nibs or storyboards): answers `nil`.
    public required init?(coder: NSCoder) { nil }
}

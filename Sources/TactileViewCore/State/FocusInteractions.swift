import Foundation

/// The ways a focusable view is interacted with, SwiftUI's `FocusInteractions`
/// (`View/focusable(_:interactions:)`).
public struct FocusInteractions: OptionSet, Sendable {
    /// A set's elements are sets.
    public typealias Element = FocusInteractions
    /// The raw bits.
    public var rawValue: Int
    /// A set from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The view is activated when focused (a button).
    public static let activate = FocusInteractions(rawValue: 1 << 0)
    /// The view takes keyboard input when focused (a text field).
    public static let edit = FocusInteractions(rawValue: 1 << 1)
    /// Whatever the platform gives a focusable view: every interaction.
    public static let automatic: FocusInteractions = [.activate, .edit]
}

/// How strongly a default focus is applied, SwiftUI's `DefaultFocusEvaluationPriority`.
public struct DefaultFocusEvaluationPriority: Sendable {
    private let isUserInitiated: Bool

    /// Applied when the focus region first appears.
    public static let automatic = DefaultFocusEvaluationPriority(isUserInitiated: false)
    /// Applied also when the user moves focus into the region.
    public static let userInitiated = DefaultFocusEvaluationPriority(isUserInitiated: true)
}

/// Focus settings that need a keyboard or a focus engine. *Accepted*: Tactile's input has no
/// keyboard, so focus never moves by itself and no focus effect is drawn.
extension View {
    /// Marks this view as able to take focus for `interactions` (recorded as `focusable(_:)`
    /// does).
    nonisolated public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View {
        focusable(isFocusable)
    }

    /// Names the view that should take focus by default in this region: `binding` equal to
    /// `value`.
    nonisolated public func defaultFocus<V: Hashable>(
        _ binding: FocusState<V>.Binding, _ value: V, priority: DefaultFocusEvaluationPriority = .automatic
    ) -> some View { self }
}

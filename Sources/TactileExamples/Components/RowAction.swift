// Added: not in any seed, a component example. The buttons a `SwipeToRevealRow` reveals.
import Tactile

/// A button shown behind a ``SwipeToRevealRow`` once the row is swiped open.
public struct RowAction: Identifiable {
    /// The button's title; also its identity among the row's actions.
    public let title: String
    /// The button's background colour.
    public let tint: Color
    /// What the button does; the row closes before it runs.
    public let handler: @MainActor () -> Void

    /// The title identifies the action among the row's actions.
    public var id: String { title }

    /// Creates an action with a title, a background colour and what it does.
    public init(_ title: String, tint: Color, action: @escaping @MainActor () -> Void) {
        self.title = title
        self.tint = tint
        self.handler = action
    }
}

// Added: not in any seed, a component example. One card of a `CardStack`, and the way a card leaves
// it.
import Tactile

/// A card shown by a ``CardStack``.
public struct StackCard: Identifiable, Hashable, Sendable {
    /// Identifies the card in the stack.
    public let id: Int
    /// The text on the card.
    public let title: String
    /// The card's colour.
    public let color: Color

    /// Creates a card.
    public init(id: Int, title: String, color: Color) {
        self.id = id
        self.title = title
        self.color = color
    }
}

/// The side a card of a ``CardStack`` was flung towards.
public enum CardSwipeDirection: String, Sendable {
    /// Flung to the left (a "no").
    case left
    /// Flung to the right (a "yes").
    case right
}

// SwiftUI's `EventModifiers`: the modifier keys held during an input event.

/// A set of keyboard modifier keys.
///
/// This mirrors SwiftUI's `EventModifiers`. Events carry the keys held when they happened, and a
/// gesture's `modifiers(_:)` restricts it to events with those keys held. Each key has its own
/// bit; the deprecated `function` key of SwiftUI is not provided.
public struct EventModifiers: OptionSet, Sendable, Hashable {
    /// The set's bits.
    public let rawValue: Int

    /// Creates a set from its bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The Caps Lock key.
    public static let capsLock = EventModifiers(rawValue: 1 << 0)

    /// The Shift key.
    public static let shift = EventModifiers(rawValue: 1 << 1)

    /// The Control key.
    public static let control = EventModifiers(rawValue: 1 << 2)

    /// The Option (Alt) key.
    public static let option = EventModifiers(rawValue: 1 << 3)

    /// The Command key (the Super or Windows key on other keyboards).
    public static let command = EventModifiers(rawValue: 1 << 4)

    /// A key on the numeric keypad.
    public static let numericPad = EventModifiers(rawValue: 1 << 5)

    /// Every modifier key above.
    public static let all: EventModifiers = [
        .capsLock, .shift, .control, .option, .command, .numericPad,
    ]
}

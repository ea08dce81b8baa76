// SwiftUI's `EventModifiers`: the modifier keys held during an input event.

/// A set of keyboard modifier keys.
///
/// This mirrors SwiftUI's `EventModifiers`. Events carry the keys held when they happened, and a
/// gesture's `modifiers(_:)` restricts it to events with those keys held. Each key has its own
/// bit; the deprecated `function` key is declared but in no event Tactile makes.
public struct EventModifiers: OptionSet, Sendable, Hashable {
    /// A set's elements are sets.
    public typealias Element = EventModifiers
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

    /// The Function key (deprecated by SwiftUI; not in `all`).
    @available(*, deprecated, message: "Function is no longer a modifier key")
    public static let function = EventModifiers(rawValue: 1 << 6)

    /// Every modifier key above.
    public static let all: EventModifiers = [
        .capsLock, .shift, .control, .option, .command, .numericPad,
    ]
}

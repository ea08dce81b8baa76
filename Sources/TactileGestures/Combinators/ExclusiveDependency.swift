import Foundation

/// How long the second gesture of an exclusive pair is held back while the first may still
/// succeed (reference, open question 12; Docs/Semantics.md, "A long press after a tap").
///
/// SwiftUI's engine gives each gesture a dependency on the gesture with precedence over it. Taps
/// and drags wait for the first gesture to fail; a long press does not wait past its own minimum
/// duration: `.onTapGesture { … }.onLongPressGesture { … }` fires the long press at 0.5 s while the
/// finger is still down, and the tap, still possible then, loses.
enum ExclusiveDependency {
    /// Held until the first gesture fails: whatever the second recognizes meanwhile is reported as
    /// possible, with no callbacks. Every gesture but the long press (and every combinator).
    case untilFirstFails
    /// Held while active, not once recognized: the second's `active` phases are held back as
    /// above, but its `ended` is reported at once and makes the first fail with
    /// ``GestureFailureReason/otherGestureWon``. `LongPressGesture`, through any modifiers.
    case untilRecognized
}

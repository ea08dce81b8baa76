import Foundation
import TactileGestures

// The trace format once had event types of its own (a flat pointer event, a flat wheel event and
// an enum of the two). They are one engine type now, `InputEvent`, whose `Codable` form is what a
// trace file holds; these names keep code written against the old ones compiling where the
// spelling allows (`TraceEvent(time:pointer:phase:x:y:kind:button:)` and an array of them).

/// An input trace's event: now `InputEvent`.
@available(*, deprecated, renamed: "InputEvent")
public typealias TraceInput = InputEvent

/// A pointer event of an input trace, written out flat: now `InputEvent`, whose
/// `init(time:pointer:phase:x:y:kind:button:)` makes the same event.
@available(*, deprecated, renamed: "InputEvent")
public typealias TraceEvent = InputEvent

/// A wheel event of an input trace, written out flat: now `InputEvent`, whose
/// `init(time:x:y:dx:dy:)` makes the same event.
@available(*, deprecated, renamed: "InputEvent")
public typealias TraceWheelEvent = InputEvent

// A trace's events are the engine's `InputEvent`s (with `PointerEvent`, `ScrollWheelEvent` and
// their phases and kinds): code that reads or writes traces uses those types, so importing the
// format brings the engine along.
@_exported import TactileGestures

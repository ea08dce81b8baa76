import Foundation
import Tactile

/// The input rules of a ``GestureHost`` on top of the engine's: only the primary mouse button
/// drives gestures, and mouse events of a pointer whose button is not down are hovering, ignored
/// without a diagnostic (Docs/ViewLayer.md).
extension InputModel {
    /// Whether the host ignores `event` (accepts it and does nothing).
    func hostIgnores(_ event: PointerEvent) -> Bool {
        event.kind == .mouse && event.phase != .down && !isDown(event.pointer)
    }
}

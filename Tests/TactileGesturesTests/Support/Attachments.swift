import Foundation
import TactileGestures

extension EngineDriver {
    /// One attachment on a hit path, described the way a view modifier would: `isEnabled`, when
    /// given, is folded into the mask the way SwiftUI's `gesture(_:isEnabled:)` sugar does
    /// (`isEnabled ? .all : .subviews`).
    static func attachment<G: Gesture>(
        _ gesture: G, id: String, priority: GesturePriority = .normal, mask: GestureMask = .all,
        isEnabled: Bool? = nil, geometry: GestureGeometry = .identity
    ) -> GestureAttachment {
        let mask = isEnabled.map { $0 ? GestureMask.all : .subviews } ?? mask
        return GestureAttachment(id: id, gesture: gesture, priority: priority, mask: mask, geometry: geometry)
    }

    /// The failure reasons of the gestures whose trace names end with `suffix`, in order.
    func failureReasons(of suffix: String) -> [GestureFailureReason] {
        transitions.filter { $0.gesture.hasSuffix(suffix) && $0.to == .failed }.compactMap(\.reason)
    }

    /// When the gesture whose trace name ends with `suffix` first reached `phase`.
    func time(of suffix: String, reaching phase: GesturePhaseKind) -> TimeInterval? {
        transitions.first { $0.gesture.hasSuffix(suffix) && $0.to == phase }?.time
    }
}

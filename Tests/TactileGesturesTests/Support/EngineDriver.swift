import Foundation
import TactileGestures

/// Drives a `GestureEngine` the way a host would, on virtual time, and records what happened.
final class EngineDriver {
    let engine: GestureEngine
    private(set) var time: TimeInterval = 0
    /// Everything the gestures' callbacks appended, in order.
    var log: [String] = []
    /// Every phase transition, in order.
    private(set) var transitions: [GesturePhaseTransition] = []

    init(configuration: GestureConfiguration = .standard) {
        engine = GestureEngine(configuration: configuration)
        engine.onPhaseTransition = { [unowned self] in transitions.append($0) }
    }

    /// The attachments a down on a view with `gesture` (and nothing else) would carry.
    static func path<G: Gesture>(_ gesture: G, id: String = "view", geometry: GestureGeometry = .identity)
        -> [GestureAttachment]
    {
        [GestureAttachment(id: id, gesture: gesture, geometry: geometry)]
    }

    @discardableResult
    func down(
        _ x: CGFloat, _ y: CGFloat, at t: TimeInterval? = nil, pointer: PointerID = 0,
        path: [GestureAttachment]
    ) -> GestureInputResult {
        send(pointer, .down, x, y, t, path)
    }

    @discardableResult
    func move(_ x: CGFloat, _ y: CGFloat, at t: TimeInterval? = nil, pointer: PointerID = 0) -> GestureInputResult {
        send(pointer, .move, x, y, t, [])
    }

    @discardableResult
    func up(_ x: CGFloat, _ y: CGFloat, at t: TimeInterval? = nil, pointer: PointerID = 0) -> GestureInputResult {
        send(pointer, .up, x, y, t, [])
    }

    @discardableResult
    func cancel(_ x: CGFloat, _ y: CGFloat, at t: TimeInterval? = nil, pointer: PointerID = 0) -> GestureInputResult {
        send(pointer, .cancel, x, y, t, [])
    }

    func advance(to t: TimeInterval) {
        time = t
        engine.advance(to: t)
    }

    private func send(
        _ pointer: PointerID, _ phase: PointerPhase, _ x: CGFloat, _ y: CGFloat,
        _ t: TimeInterval?, _ path: [GestureAttachment]
    ) -> GestureInputResult {
        if let t { time = t }
        return engine.send(
            PointerEvent(pointer: pointer, phase: phase, location: CGPoint(x: x, y: y), time: time),
            hitPath: path)
    }

    /// The phases a gesture whose trace name ends with `suffix` went through, in order.
    func phases(of suffix: String) -> [GesturePhaseKind] {
        transitions.filter { $0.gesture.hasSuffix(suffix) }.map(\.to)
    }

    /// The last phase of the gesture whose trace name ends with `suffix`.
    func lastPhase(of suffix: String) -> GesturePhaseKind? {
        phases(of: suffix).last
    }
}

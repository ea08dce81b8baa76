import Foundation
import TactileGestures

/// What the oracle expects the engine to know: the pointers down and the time, updated only by
/// inputs it accepted. It predicts, for every input, whether the engine must reject it and why
/// (Docs/Semantics.md, "Invalid input").
struct InputModel {
    /// The pointers down, in the order they went down.
    private(set) var pointers: [PointerID] = []
    private(set) var now: TimeInterval
    let pointerLimit: Int

    init(now: TimeInterval = 0, pointerLimit: Int) {
        self.now = now
        self.pointerLimit = pointerLimit
    }

    func isDown(_ pointer: PointerID) -> Bool { pointers.contains(pointer) }

    /// The diagnostic kind the engine must reject `event` with, or `nil` if it must accept it.
    func rejection(of event: PointerEvent) -> GestureDiagnostic.Kind? {
        guard event.location.x.isFinite, event.location.y.isFinite, event.time.isFinite else { return .nonFiniteValue }
        guard event.time >= now else { return .timeWentBackwards }
        switch event.phase {
        case .down:
            if isDown(event.pointer) { return .duplicateDown }
            if pointers.count >= pointerLimit { return .tooManyPointers }
        case .move, .up, .cancel:
            if !isDown(event.pointer) { return .unknownPointer }
        }
        return nil
    }

    /// The diagnostic kind `advance(to: time)` must be rejected with, or `nil`.
    func rejection(ofAdvanceTo time: TimeInterval) -> GestureDiagnostic.Kind? {
        guard time.isFinite else { return .nonFiniteValue }
        return time >= now ? nil : .timeWentBackwards
    }

    /// Applies an accepted event.
    mutating func accept(_ event: PointerEvent) {
        now = event.time
        switch event.phase {
        case .down: pointers.append(event.pointer)
        case .move: break
        case .up, .cancel: pointers.removeAll { $0 == event.pointer }
        }
    }

    mutating func accept(advanceTo time: TimeInterval) {
        now = time
    }

    /// `cancelAll`: every pointer forgotten.
    mutating func forgetPointers() {
        pointers.removeAll()
    }

    /// Which pointer a step means, given the pointers down now.
    func resolve(_ choice: PointerChoice) -> PointerID {
        switch choice {
        case .down(let n): pointers.isEmpty ? n : pointers[n % pointers.count]
        case .pool(let n): n
        case .absurd(let id): id
        }
    }
}

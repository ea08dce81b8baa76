import Foundation
import TactileGestures

/// Which pointer a step uses, resolved when the step runs (from the pointers down then), so
/// that one decoded stream means the same thing whatever happened before.
enum PointerChoice: Sendable, Hashable, CustomStringConvertible {
    /// The n-th pointer down (modulo how many are down); a fresh pool id when none is.
    case down(Int)
    /// An id of the small pool, down or not.
    case pool(Int)
    /// An id nothing normally uses (negative, huge, `Int.min`/`Int.max`).
    case absurd(Int)

    var description: String {
        switch self {
        case .down(let n): "down#\(n)"
        case .pool(let n): "pool#\(n)"
        case .absurd(let id): "id \(id)"
        }
    }
}

/// What makes an invalid input invalid.
enum InvalidInput: Sendable, Hashable, CustomStringConvertible {
    /// A down or move with a NaN or infinite coordinate.
    case nonFiniteLocation(PointerPhase, x: Double, y: Double)
    /// An event at a NaN or infinite time.
    case nonFiniteTime(PointerPhase, Double)
    /// An event earlier than the engine's time by this many seconds.
    case timeBackwards(PointerPhase, by: Double)
    /// `advance(to:)` a non-finite time.
    case advanceNonFinite(Double)
    /// `advance(to:)` earlier than the engine's time by this many seconds.
    case advanceBackwards(by: Double)

    var description: String {
        switch self {
        case .nonFiniteLocation(let phase, let x, let y): "\(phase) at (\(x), \(y))"
        case .nonFiniteTime(let phase, let t): "\(phase) at time \(t)"
        case .timeBackwards(let phase, let dt): "\(phase) \(dt)s in the past"
        case .advanceNonFinite(let t): "advance(to: \(t))"
        case .advanceBackwards(let dt): "advance \(dt)s into the past"
        }
    }
}

/// One thing a scenario does to the engine (or host).
enum Step: Sendable, Hashable, CustomStringConvertible {
    /// A pointer lands on a view (by index; a host scene picks one of its hot spots) at (x, y)
    /// in `0..<ScenarioLimits.engineArea` (a host scene uses it as a small offset from the spot).
    case down(PointerChoice, target: Int, kind: PointerKind, x: Double, y: Double)
    /// A pointer moves by (dx, dy) from where it was.
    case move(PointerChoice, dx: Double, dy: Double)
    case up(PointerChoice)
    case cancel(PointerChoice)
    /// Time passes with no call: the next event is this much later.
    case wait(Double)
    /// `advance(to:)` this much later.
    case advance(by: Double)
    /// `advance(to:)` the next deadline plus an offset (nothing when no deadline is pending).
    case advanceToDeadline(offset: Double)
    case invalid(InvalidInput, PointerChoice)
    /// Downs of fresh ids until past the pointer limit.
    case pointerBurst
    /// The view holding this attachment (by index) leaves the hierarchy.
    case remove(attachment: Int)
    case cancelAll

    var description: String {
        switch self {
        case .down(let p, let target, let kind, let x, let y): "down \(p) on \(target) (\(kind)) at (\(x), \(y))"
        case .move(let p, let dx, let dy): "move \(p) by (\(dx), \(dy))"
        case .up(let p): "up \(p)"
        case .cancel(let p): "cancel \(p)"
        case .wait(let dt): "wait \(dt)"
        case .advance(let dt): "advance by \(dt)"
        case .advanceToDeadline(let offset): "advance to deadline \(offset >= 0 ? "+" : "")\(offset)"
        case .invalid(let input, let p): "invalid \(input) for \(p)"
        case .pointerBurst: "pointer burst"
        case .remove(let attachment): "remove #\(attachment)"
        case .cancelAll: "cancelAll"
        }
    }
}

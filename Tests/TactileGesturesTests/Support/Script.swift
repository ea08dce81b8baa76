import Foundation
import TactileGestures

/// One step of a scripted interaction: what a timing-table row does.
enum Step: CustomStringConvertible, Sendable {
    case down(TimeInterval, CGFloat, CGFloat = 0, pointer: PointerID = 0)
    case move(TimeInterval, CGFloat, CGFloat = 0, pointer: PointerID = 0)
    case up(TimeInterval, CGFloat, CGFloat = 0, pointer: PointerID = 0)
    case cancel(TimeInterval, pointer: PointerID = 0)
    case advance(TimeInterval)

    var description: String {
        switch self {
        case .down(let t, let x, let y, let p): "down(p\(p) \(x),\(y) @\(t))"
        case .move(let t, let x, let y, let p): "move(p\(p) \(x),\(y) @\(t))"
        case .up(let t, let x, let y, let p): "up(p\(p) \(x),\(y) @\(t))"
        case .cancel(let t, let p): "cancel(p\(p) @\(t))"
        case .advance(let t): "advance(@\(t))"
        }
    }
}

extension EngineDriver {
    /// Plays `steps`; every down hits `path`.
    func play(_ steps: [Step], path: [GestureAttachment]) {
        play(steps, pathFor: { _ in path })
    }

    /// Plays `steps`; each down hits the path given for its pointer.
    func play(_ steps: [Step], paths: [PointerID: [GestureAttachment]]) {
        play(steps, pathFor: { paths[$0] ?? [] })
    }

    private func play(_ steps: [Step], pathFor: (PointerID) -> [GestureAttachment]) {
        var last: [PointerID: CGPoint] = [:]
        for step in steps {
            switch step {
            case .down(let t, let x, let y, let p):
                down(x, y, at: t, pointer: p, path: pathFor(p))
                last[p] = CGPoint(x: x, y: y)
            case .move(let t, let x, let y, let p):
                move(x, y, at: t, pointer: p)
                last[p] = CGPoint(x: x, y: y)
            case .up(let t, let x, let y, let p):
                up(x, y, at: t, pointer: p)
            case .cancel(let t, let p):
                let point = last[p] ?? .zero
                cancel(point.x, point.y, at: t, pointer: p)
            case .advance(let t):
                advance(to: t)
            }
        }
    }
}

/// How an attempt came out, as the terminal callbacks report it.
enum Outcome: Equatable, CustomStringConvertible, Sendable {
    case ended
    case failed(GestureFailureReason)
    /// No terminal callback yet.
    case undecided

    var description: String {
        switch self {
        case .ended: "ended"
        case .failed(let reason): "failed(\(reason.rawValue))"
        case .undecided: "undecided"
        }
    }
}

/// Collects terminal callbacks.
final class OutcomeLog {
    private(set) var outcomes: [Outcome] = []
    var last: Outcome { outcomes.last ?? .undecided }
    func ended() { outcomes.append(.ended) }
    func failed(_ reason: GestureFailureReason) { outcomes.append(.failed(reason)) }
}

extension Gesture {
    /// This gesture reporting its terminal callbacks to `log`.
    func reporting(to log: OutcomeLog) -> some Gesture {
        onEnded { _ in log.ended() }.onFailed { log.failed($0) }
    }
}

// The yardstick of benchmark 3: "long press, then drag" recognised by plain code, no framework.

import Foundation

/// A hand-written recognizer for one pointer: down, then 0.5 s without moving more than 10 pt,
/// then drag moves, then up. It reports what an app needs from such a gesture, the translation
/// while dragging and at the end, through closures, as the engine's callbacks do.
///
/// It is the state machine a developer would write without a gesture framework: no arbitration,
/// no composition, no velocity, one pointer. The benchmark measures the engine against it.
struct HandwrittenLongPressDrag {
    /// The press must last this long (SwiftUI's default `minimumDuration`).
    static let minimumDuration: TimeInterval = 0.5
    /// Moving farther than this before the press is recognized cancels it (SwiftUI's default
    /// `maximumDistance`).
    static let maximumDistance: CGFloat = 10

    private enum State {
        case idle
        case pressing(start: CGPoint, downTime: TimeInterval)
        case dragging(start: CGPoint)
        case failed
    }

    private var state = State.idle
    /// Called with the translation on every move after the press was recognized.
    var onChanged: (CGSize) -> Void
    /// Called with the final translation when the pointer lifts after dragging.
    var onEnded: (CGSize) -> Void

    init(onChanged: @escaping (CGSize) -> Void, onEnded: @escaping (CGSize) -> Void) {
        self.onChanged = onChanged
        self.onEnded = onEnded
    }

    /// The time at which ``advance(to:)`` must be called, if a press is waiting.
    var deadline: TimeInterval? {
        if case .pressing(_, let downTime) = state { return downTime + Self.minimumDuration }
        return nil
    }

    mutating func down(at location: CGPoint, time: TimeInterval) {
        state = .pressing(start: location, downTime: time)
    }

    /// Lets time pass: the press is recognized once it has lasted long enough.
    mutating func advance(to time: TimeInterval) {
        if case .pressing(let start, let downTime) = state, time - downTime >= Self.minimumDuration {
            state = .dragging(start: start)
        }
    }

    mutating func move(to location: CGPoint, time: TimeInterval) {
        advance(to: time)
        switch state {
        case .pressing(let start, _):
            if hypot(location.x - start.x, location.y - start.y) > Self.maximumDistance { state = .failed }
        case .dragging(let start):
            onChanged(CGSize(width: location.x - start.x, height: location.y - start.y))
        case .idle, .failed:
            break
        }
    }

    mutating func up(at location: CGPoint, time: TimeInterval) {
        advance(to: time)
        if case .dragging(let start) = state {
            onEnded(CGSize(width: location.x - start.x, height: location.y - start.y))
        }
        state = .idle
    }
}

import Foundation
import Tactile

#if canImport(Testing)
import Testing
#endif

/// A direction a finger moves in on screen: ``TouchSimulator/swipe(_:from:distance:velocity:)``.
public enum SwipeDirection: String, Sendable, CaseIterable {
    /// Towards the left edge (the content follows the finger left: the next page of a carousel).
    case left
    /// Towards the right edge.
    case right
    /// Towards the top edge (a list scrolls on down).
    case up
    /// Towards the bottom edge.
    case down

    /// The unit vector of the direction, in window space (y grows downwards).
    var unit: CGSize {
        switch self {
        case .left: CGSize(width: -1, height: 0)
        case .right: CGSize(width: 1, height: 0)
        case .up: CGSize(width: 0, height: -1)
        case .down: CGSize(width: 0, height: 1)
        }
    }
}

// Flings and swipes: a finger that leaves the glass moving, at a speed the test names, so that
// `DragGesture`'s end velocity and prediction, a scroll view's fling and paging see that speed.

extension TouchSimulator {
    /// How often a fling's finger reports where it is: 120 times a second, as a ProMotion touch
    /// screen samples a finger.
    public static let flingSampleRate: Double = 120

    /// The fewest moves a fling makes, however short: enough samples for the velocity estimator's
    /// fit, which needs several (Docs/Velocity.md).
    public static let minimumFlingMoves = 6

    /// How far ``swipe(_:from:distance:velocity:)`` moves the finger unless told: 200 points, far
    /// enough to start any drag and to reveal a row's swipe actions.
    public static let swipeDistance: CGFloat = 200

    /// How fast ``swipe(_:from:distance:velocity:)`` moves the finger unless told: 1,000 points a
    /// second, a brisk flick (paging and swipe-to-dismiss code commonly treats 300–500 as a flick).
    public static let swipeVelocity: CGFloat = 1000

    /// A fling: down at `start`, then moves along `offset` at a constant `velocity` (points per
    /// second), sampled at ``flingSampleRate`` (at least ``minimumFlingMoves`` moves), and the lift
    /// where and when the last move was, with no pause. The engine's release velocity (a
    /// `DragGesture`'s `onEnded` velocity, a scroll view's fling) is `velocity` along `offset`,
    /// within the estimator's rounding.
    ///
    /// A velocity that is zero, negative, NaN or infinite, or an offset of zero or not finite,
    /// records a test issue and does nothing.
    public func fling(from start: CGPoint, by offset: CGSize, velocity: CGFloat) {
        let length = (offset.width * offset.width + offset.height * offset.height).squareRoot()
        guard velocity.isFinite, velocity > 0 else {
            return recordMisuse(
                "fling(from:by:velocity:): the velocity must be a positive number of points a second, not \(velocity)")
        }
        guard length.isFinite, length > 0, start.x.isFinite, start.y.isFinite else {
            return recordMisuse(
                "fling(from:by:velocity:): the offset must be finite and not zero, not \(offset) from \(start)")
        }
        let duration = Double(length / velocity)
        let moves = max(Self.minimumFlingMoves, Int((duration * Self.flingSampleRate).rounded(.up)))
        let pointer = freePointer()
        noteMiss(at: start, for: "fling(from:by:velocity:)")
        down(pointer, at: start)
        animate(duration: duration, steps: moves) { fraction in
            move(pointer, to: CGPoint(x: start.x + offset.width * fraction, y: start.y + offset.height * fraction))
        }
        up(pointer)
    }

    /// A fling (``fling(from:by:velocity:)``) from the centre of the one view `finder` matches.
    public func fling(_ finder: ViewFinder, by offset: CGSize, velocity: CGFloat) {
        guard let target = single(finder, for: "fling(_:by:velocity:)") else { return }
        fling(from: target.center, by: offset, velocity: velocity)
    }

    /// A swipe: a fling (``fling(from:by:velocity:)``) of `distance` points in `direction`.
    public func swipe(
        _ direction: SwipeDirection, from start: CGPoint, distance: CGFloat = TouchSimulator.swipeDistance,
        velocity: CGFloat = TouchSimulator.swipeVelocity
    ) {
        let unit = direction.unit
        fling(from: start, by: CGSize(width: unit.width * distance, height: unit.height * distance), velocity: velocity)
    }

    /// A swipe (``swipe(_:from:distance:velocity:)``) from the centre of the one view `finder` matches.
    public func swipe(
        _ direction: SwipeDirection, on finder: ViewFinder, distance: CGFloat = TouchSimulator.swipeDistance,
        velocity: CGFloat = TouchSimulator.swipeVelocity
    ) {
        guard let target = single(finder, for: "swipe(_:on:)") else { return }
        swipe(direction, from: target.center, distance: distance, velocity: velocity)
    }

    /// Records a misuse of the simulator as a test issue; nothing is sent.
    func recordMisuse(_ message: String) {
        #if canImport(Testing)
        Issue.record(Comment(rawValue: "TouchSimulator.\(message); ignored"))
        #endif
    }
}

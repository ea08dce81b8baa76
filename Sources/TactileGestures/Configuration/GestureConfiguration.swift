import Foundation

/// Every timing and distance constant of the engine, named in one place, with the reason for
/// each value.
///
/// SwiftUI keeps these undocumented; Tactile documents them and lets you override them for the
/// whole engine (``GestureEngine/init(configuration:startTime:)``) or for one gesture tree
/// (``Gesture/gestureConfiguration(_:)``).
///
/// The defaults of the gestures' own parameters (a drag's 10 pt, a long press's 0.5 s) are
/// initializer defaults, as in SwiftUI; they are listed in ``GestureDefaults``.
public struct GestureConfiguration: Sendable, Hashable {
    /// A tap fails when its pointer moves this far (or farther) from where it went down,
    /// measured in the host's (window) space so a scaled view does not change it.
    ///
    /// 45 pt is the value reconstructed from SwiftUI (`tapMovementThreshold`); it is generous
    /// because fingers roll while tapping.
    public var tapMaximumMovement: CGFloat = 45

    /// A tap fails when its pointer stays down this long or longer.
    ///
    /// 0.75 s is SwiftUI's reconstructed `tapDurationThreshold`: longer presses read as long
    /// presses, not taps.
    public var tapMaximumDuration: TimeInterval = 0.75

    /// The next tap of a multi-tap gesture must *begin* (touch down) within this long after the
    /// previous tap lifted; otherwise the gesture fails with ``GestureFailureReason/timedOut``.
    ///
    /// 0.35 s is SwiftUI's reconstructed repeat window. It is also how long a single tap waits
    /// behind a double tap that has precedence over it.
    public var multiTapMaximumDelay: TimeInterval = 0.35

    /// How far ahead ``DragGesture/Value/predictedEndLocation`` projects the current velocity.
    ///
    /// 0.25 s matches SwiftUI: its interface defines `velocity` as four times
    /// `predictedEndLocation - location`, a flat quarter second rather than a deceleration curve.
    public var predictionInterval: TimeInterval = 0.25

    /// How velocity is estimated (see ``VelocityTracker``).
    public var velocity: VelocityConfiguration = .standard

    /// The constants of scrolling: touch slop, rubber banding, deceleration, spring-back
    /// (see ``ScrollConfiguration``).
    public var scroll: ScrollConfiguration = .standard

    /// The most pointers the engine accepts down at once; further downs are rejected with a
    /// diagnostic. Ten fingers plus a mouse and a pen, with room to spare, but bounded so that
    /// hostile input cannot grow the engine's state without limit.
    public var maximumPointerCount: Int = 20

    /// The constants as documented above.
    public static let standard = GestureConfiguration()

    /// Creates the standard configuration; change fields to override.
    public init() {}
}

/// The default parameters of the primitive gestures, as SwiftUI defines them.
public enum GestureDefaults {
    /// `DragGesture(minimumDistance:)`: 10 pt, so a tap with a little jitter does not drag.
    public static let dragMinimumDistance: CGFloat = 10
    /// `LongPressGesture(minimumDuration:)`: half a second.
    public static let longPressMinimumDuration: Double = 0.5
    /// `LongPressGesture(maximumDistance:)`: 10 pt of wobble before the press fails.
    public static let longPressMaximumDistance: CGFloat = 10
    /// `TapGesture(count:)`: a single tap.
    public static let tapCount: Int = 1
    /// `MagnifyGesture(minimumScaleDelta:)`: 1 % change in scale before the pinch is recognized.
    public static let magnifyMinimumScaleDelta: CGFloat = 0.01
    /// `RotateGesture(minimumAngleDelta:)`: one degree of twist before the rotation is recognized.
    public static let rotateMinimumAngleDelta: Angle = .degrees(1)
}

import Foundation

/// The sizes and values scenarios are drawn from, each with the reason for it.
///
/// Small on purpose: deep trees and long streams make each case slow without reaching states
/// that short ones cannot (every gesture decides within a few events and one or two deadlines).
enum ScenarioLimits {
    /// Steps decoded from one input: enough for two or three complete multi-touch attempts with
    /// invalid input between them.
    static let maximumSteps = 120
    /// Nesting of combinators in one generated gesture: three levels already give every pairing
    /// of sequence, simultaneous and exclusive inside one another.
    static let maximumGestureDepth = 3
    /// Views in one generated scene, across at most two root views: a path of three nested views
    /// and a sibling is what hierarchy composition needs to show its rules.
    static let maximumViews = 5
    /// Gestures attached to one view (one per modifier).
    static let maximumAttachmentsPerView = 2
    /// Pointer ids that valid input uses: enough for a pinch plus a stray finger and a mouse.
    static let pointerPool = 4
    /// Pointer ids nothing normally uses: negative, huge, the extremes of `Int`.
    static let absurdPointerIDs: [Int] = [-1, 1 << 40, Int.max, Int.min]
    /// Downs in one "too many pointers" burst: more than the standard limit of 20.
    static let pointerBurst = 24
    /// Time steps (seconds), chosen to cross the engine's deadlines: just below and above the
    /// multi-tap window (0.35 s), the default long press (0.5 s), the tap duration limit (0.75 s),
    /// plus zero (same-instant events) and one frame at 60 and 120 Hz.
    static let timeSteps: [Double] = [0, 0.001, 1.0 / 120, 1.0 / 60, 0.1, 0.34, 0.36, 0.49, 0.51, 0.74, 0.76, 1.2, 3]
    /// Offsets around the next deadline for "advance to the deadline" steps: before, at, after.
    static let deadlineOffsets: [Double] = [-0.001, 0, 0.001]
    /// Movement steps (points): sub-threshold jitter, around the 10 pt drag and long-press
    /// thresholds, around the 45 pt tap limit, and far.
    static let moveDistances: [Double] = [0, 0.5, 3, 9.9, 10, 10.1, 30, 44, 46, 120, 400]
    /// Long-press minimum durations (seconds): instant, short, the default, long.
    static let longPressDurations: [Double] = [0, 0.1, 0.5, 1]
    /// Long-press maximum distances (points): zero, the default, generous, unlimited.
    static let longPressDistances: [Double] = [0, 10, 50, .infinity]
    /// Drag minimum distances (points): immediate, the default, far.
    static let dragDistances: [Double] = [0, 10, 30]
    /// Non-finite values for invalid coordinates and times.
    static let nonFinite: [Double] = [.nan, .infinity, -.infinity, .signalingNaN]
    /// Side of the square the engine-level scenes' pointers land in (points).
    static let engineArea = 400.0
    /// `maximumPointerCount` values engine scenes run with: a pinch's two, a few, the standard 20.
    static let pointerLimits = [2, 5, 20]
    /// How many `advance(to: nextDeadline)` calls the final drain may make before the oracle
    /// reports deadlines that never stop (every gesture has at most a few deadlines per attempt).
    static let maximumDrainAdvances = 200
    /// Side of a generated root view (points), and how much smaller each level of nesting is:
    /// a child covers part of its parent, so downs meant for a view hit it or a child.
    static let rootViewSide = 300.0
    static let nestingScale = 0.6
    /// The window of generated views: room for two roots stacked.
    static let viewWindow = CGSize(width: 400, height: 800)
    /// Grid spacing (points) of the scan for the points of a seed scene that have gestures: finer
    /// than any seed scene's smallest control (the 44 pt tap counter buttons).
    static let hotSpotSpacing = 20.0
}

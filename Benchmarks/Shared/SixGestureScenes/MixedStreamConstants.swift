// Every number the mixed stream is made with, named once, with the reason for its value.

import Foundation

/// The tuning of ``MixedStream``.
public enum MixedStreamConstants {
    /// Events in one lap of the stream: a benchmark sample's batch, so that every sample replays
    /// exactly one lap and does the same work (the same downs, so the same mallocs).
    public static let eventsPerLap = 1_000

    /// The seed of the stream's choices: fixed, so every run sends the same events.
    public static let seed: UInt64 = 13

    /// Input sampling interval of moves: a 120 Hz digitiser, as in the rest of the suite.
    public static let sampleInterval: TimeInterval = 1.0 / 120

    /// Where the fingers land: the centre of the ``SixGestureView``'s window.
    public static let center = CGPoint(x: 200, y: 400)

    /// The window the view fills in the host benchmark (a phone in portrait).
    public static let windowSize = CGSize(width: 400, height: 800)

    /// How long a tap's finger stays down: well under the long press's 0.5 s.
    public static let tapHold: TimeInterval = 0.05

    /// The pause between the two taps of a double tap: inside the 0.35 s multi-tap window.
    public static let doubleTapGap: TimeInterval = 0.15

    /// How long a long press is held: past SwiftUI's 0.5 s default minimum duration.
    public static let longPressHold: TimeInterval = 0.7

    /// How far a long press's trembling finger strays, in points: inside the drag's and the long
    /// press's 10 pt.
    public static let tremble: CGFloat = 2

    /// The range of moves a drag makes (a sixth to half a second at 120 Hz).
    public static let dragMoves = 20...60

    /// Points a drag moves per sample (240–480 pt/s): every drag passes its 10 pt threshold.
    public static let dragStep: ClosedRange<CGFloat> = 2...4

    /// One drag in this many ends in `cancel` instead of `up` (the system took the touch).
    public static let cancelEvery = 4

    /// The range of samples a pinch takes (each sample moves both fingers).
    public static let pinchSamples = 20...50

    /// The fingers' distance when a pinch starts, in points.
    public static let pinchDistance: CGFloat = 120

    /// The scale a pinch reaches (spreading), and the twist it turns through, in radians (30°).
    public static let pinchScale: CGFloat = 1.6
    public static let pinchTwist: CGFloat = .pi / 6

    /// The pause between interactions: past the multi-tap window, so every tap is decided before
    /// the next interaction starts (the gap is waited through with `advance(to:)`).
    public static let interactionGap: ClosedRange<TimeInterval> = 0.4...0.6
}

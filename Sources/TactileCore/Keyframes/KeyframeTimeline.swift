import Foundation

/// A value's path over time, described by keyframes: something you can evaluate at any time
/// within (or beyond) its duration.
///
/// ```swift
/// struct Pose { var scale = 1.0; var offset = 0.0 }
/// let timeline = KeyframeTimeline(initialValue: Pose()) {
///     KeyframeTrack(\.scale) { CubicKeyframe(1.2, duration: 0.3); CubicKeyframe(1, duration: 0.3) }
///     KeyframeTrack(\.offset) { LinearKeyframe(-20, duration: 0.6) }
/// }
/// timeline.duration             // 0.6
/// timeline.value(time: 0.3).scale  // 1.2
/// ```
///
/// Each track starts from its property's value in `initialValue` and plays its keyframes in
/// order. Tracks are applied in the order they are written, so where two change the same
/// property the later one wins. Before 0 every property has its initial value; after its last
/// keyframe a track holds its end value.
public struct KeyframeTimeline<Value> {
    private let initialValue: Value
    private let tracks: [KeyframeTrackRun<Value>]

    /// A timeline that starts at `initialValue` and follows the tracks of `content`.
    ///
    /// - Parameters:
    ///   - initialValue: The value at time 0, where each track starts.
    ///   - content: The tracks; keyframes written directly make one track of the whole value.
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.initialValue = initialValue
        var tracks: [KeyframeTrackRun<Value>] = []
        appendTracks(of: content(), to: &tracks, initialValue: initialValue)
        self.tracks = tracks
    }

    /// The length of the longest track, in seconds.
    public var duration: TimeInterval {
        tracks.reduce(0) { max($0, $1.duration) }
    }

    /// The value `time` seconds after the start.
    public func value(time: Double) -> Value {
        var value = initialValue
        for track in tracks { track.apply(&value, time) }
        return value
    }

    /// The value at `progress` through the ``duration``, clamped to `0...1`.
    public func value(progress: Double) -> Value {
        value(time: min(max(progress, 0), 1) * duration)
    }
}

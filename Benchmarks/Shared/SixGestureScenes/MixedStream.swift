// The seeded mixed input of the six-gesture benchmarks: taps, double taps, long presses, drags
// (some cancelled) and pinches with a twist, on one view, in a fixed pseudo-random order.

import Foundation
import TactileGestures

/// One lap of ``MixedStreamConstants/eventsPerLap`` pointer events, repeated forever with time
/// running on: every lap is the same interactions, shifted in time.
///
/// The lap is built once (its events in an array); ``next()`` costs an index and an addition, so
/// the benchmarks measure the gestures, not their input.
public struct MixedStream: Sendable {
    /// One lap's events, their times starting after 0.
    public let lap: [PointerEvent]
    /// How much time one lap spans, gap after the last interaction included.
    public let lapDuration: TimeInterval
    /// What the lap is made of, by kind of interaction (for checks and for the report).
    public let interactions: [Interaction: Int]
    private var index = 0
    private var offset: TimeInterval = 0

    /// The kinds of interaction in the stream.
    public enum Interaction: String, Sendable, CaseIterable {
        case tap, doubleTap, longPress, drag, cancelledDrag, pinch
    }

    /// What each interaction is drawn from, equally likely (a drag is cancelled or not by count).
    private static let choices: [Interaction] = [.tap, .doubleTap, .longPress, .drag, .pinch]

    /// The stream seeded with ``MixedStreamConstants/seed``.
    public init() {
        var random = SplitMix64(seed: MixedStreamConstants.seed)
        var builder = LapBuilder()
        var counts: [Interaction: Int] = [:]
        var drags = 0
        while true {
            let remaining = MixedStreamConstants.eventsPerLap - builder.events.count
            // The largest interaction (a pinch: 4 + 2 × 50 events) must fit; otherwise the lap
            // ends with one drag of exactly the events left (down, moves, up).
            if remaining < 4 + 2 * MixedStreamConstants.pinchSamples.upperBound + 4 {
                builder.drag(events: remaining, random: &random, cancelled: false)
                counts[.drag, default: 0] += 1
                builder.pause(random: &random)
                break
            }
            let kind = Self.choices[Int(random.next() % UInt64(Self.choices.count))]
            switch kind {
            case .tap:
                builder.tap(count: 1)
            case .doubleTap:
                builder.tap(count: 2)
            case .longPress:
                builder.longPress()
            case .drag, .cancelledDrag:
                drags += 1
                let cancelled = drags.isMultiple(of: MixedStreamConstants.cancelEvery)
                let moves = Int.random(in: MixedStreamConstants.dragMoves, using: &random)
                builder.drag(events: moves + 2, random: &random, cancelled: cancelled)
                counts[cancelled ? .cancelledDrag : .drag, default: 0] += 1
                builder.pause(random: &random)
                continue
            case .pinch:
                builder.pinch(samples: Int.random(in: MixedStreamConstants.pinchSamples, using: &random))
            }
            counts[kind, default: 0] += 1
            builder.pause(random: &random)
        }
        precondition(builder.events.count == MixedStreamConstants.eventsPerLap, "a lap must be exactly one batch")
        lap = builder.events
        lapDuration = builder.time
        interactions = counts
    }

    /// The next event, its time shifted by the laps already sent.
    public mutating func next() -> PointerEvent {
        var event = lap[index]
        event.time += offset
        index += 1
        if index == lap.count {
            index = 0
            offset += lapDuration
        }
        return event
    }
}

/// Appends interactions one after another, keeping the time.
private struct LapBuilder {
    var events: [PointerEvent] = []
    var time: TimeInterval = 0
    let center = MixedStreamConstants.center

    mutating func add(_ pointer: PointerID, _ phase: PointerPhase, _ location: CGPoint) {
        events.append(PointerEvent(pointer: pointer, phase: phase, location: location, time: time))
    }

    mutating func pause(random: inout SplitMix64) {
        time += TimeInterval.random(in: MixedStreamConstants.interactionGap, using: &random)
    }

    mutating func tap(count: Int) {
        for index in 0..<count {
            if index > 0 { time += MixedStreamConstants.doubleTapGap }
            add(0, .down, center)
            time += MixedStreamConstants.tapHold
            add(0, .up, center)
        }
    }

    /// Down, a trembling finger sampled every tenth of a second, up after the hold.
    mutating func longPress() {
        let start = time
        add(0, .down, center)
        let samples = Int(MixedStreamConstants.longPressHold * 10)
        for sample in 1..<samples {
            time = start + Double(sample) / 10
            let dx = sample.isMultiple(of: 2) ? MixedStreamConstants.tremble : -MixedStreamConstants.tremble
            add(0, .move, CGPoint(x: center.x + dx, y: center.y))
        }
        time = start + MixedStreamConstants.longPressHold
        add(0, .up, center)
    }

    /// `events` events in all: down, `events - 2` moves along a random direction, up or cancel.
    mutating func drag(events count: Int, random: inout SplitMix64, cancelled: Bool) {
        let angle = CGFloat.random(in: 0..<(2 * .pi), using: &random)
        let step = CGFloat.random(in: MixedStreamConstants.dragStep, using: &random)
        var location = center
        add(0, .down, location)
        for _ in 0..<(count - 2) {
            time += MixedStreamConstants.sampleInterval
            location = CGPoint(x: location.x + cos(angle) * step, y: location.y + sin(angle) * step)
            add(0, .move, location)
        }
        time += MixedStreamConstants.sampleInterval
        add(0, cancelled ? .cancel : .up, location)
    }

    /// Two fingers spreading to ``MixedStreamConstants/pinchScale`` while turning through
    /// ``MixedStreamConstants/pinchTwist``; each sample moves one finger then the other.
    mutating func pinch(samples: Int) {
        func positions(_ progress: CGFloat) -> (CGPoint, CGPoint) {
            let distance =
                MixedStreamConstants.pinchDistance * (1 + (MixedStreamConstants.pinchScale - 1) * progress)
            let angle = MixedStreamConstants.pinchTwist * progress
            let dx = cos(angle) * distance / 2, dy = sin(angle) * distance / 2
            return (CGPoint(x: center.x + dx, y: center.y + dy), CGPoint(x: center.x - dx, y: center.y - dy))
        }
        let (a0, b0) = positions(0)
        add(0, .down, a0)
        add(1, .down, b0)
        for sample in 1...samples {
            time += MixedStreamConstants.sampleInterval
            let (a, b) = positions(CGFloat(sample) / CGFloat(samples))
            add(0, .move, a)
            add(1, .move, b)
        }
        let (a1, b1) = positions(1)
        time += MixedStreamConstants.sampleInterval
        add(0, .up, a1)
        add(1, .up, b1)
    }
}

/// A small seeded generator (SplitMix64): the same numbers on every platform and run.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

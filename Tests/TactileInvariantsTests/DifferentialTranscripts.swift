import Foundation
import TactileGestures
import TactileInvariants

/// Seeded transcripts of what the engine does, to compare one version of the engine with another
/// (making the engine faster must not change what it does: Docs/Decisions.md#faster-not-different).
///
/// Two kinds, each a deterministic function of its seed:
/// - *generated*: the fuzzer's generated scenes (random compositions, priorities, masks and
///   geometry on random view trees, with random valid and invalid input), run through the engine
///   alone and through views in a `GestureHost`, with the oracle's full trace (inputs, every
///   phase transition, every callback and the fingerprint of every value a probe received);
/// - *valued*: a fixed catalogue of compositions (the six gestures of benchmark 8 as five
///   attachments and as one, sequences, pairs of drags, exclusive pinches, taps of taps) on
///   random one- and two-finger streams, where every transition and every callback is written
///   with the whole value it carries (velocities included, which fingerprints leave out).
///
/// `Tests/Fixtures/differential/transcripts.txt` holds a 64-bit FNV-1a hash and the line count of
/// each transcript, recorded on the engine before its performance work, and recorded again only
/// where behaviour was meant to change (a long press behind an exclusive, Docs/Semantics.md "A long
/// press after a tap"; a drag's lift in place adding no velocity sample, which changed the velocity of `ended`
/// values alone).
enum DifferentialTranscripts {
    /// Seeds of the generated-scene transcripts (each run on the engine and on views).
    static let generatedSeeds = 0..<150
    /// Seeds of the valued transcripts (each runs every composition of the catalogue).
    static let valuedSeeds = 0..<40
    /// Length bounds of a generated scenario's bytes: the property tests' range.
    static let generatedLength = 50...700
    /// Events per valued stream: long enough for several interactions of every kind.
    static let valuedEvents = 400

    /// Every transcript, keyed `kind seed`, in a fixed order.
    @MainActor
    static func all() -> [(key: String, text: String)] {
        var result: [(String, String)] = []
        for seed in generatedSeeds {
            let bytes = generatedBytes(seed: UInt64(seed))
            result.append(("engine \(seed)", EngineInvariants.run(bytes, trace: true).description))
            result.append(("views \(seed)", ViewSceneInvariants.run(bytes, trace: true).description))
        }
        for seed in valuedSeeds {
            for (index, composition) in ValuedCompositions.all.enumerated() {
                result.append(("valued \(seed) \(index)", valuedTranscript(composition, seed: UInt64(seed))))
            }
        }
        return result
    }

    /// The bytes of generated scenario `seed`.
    static func generatedBytes(seed: UInt64) -> [UInt8] {
        var random = TranscriptRandom(seed: seed)
        let count = Int.random(in: generatedLength, using: &random)
        return (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }
    }

    /// One composition's transcript on stream `seed`.
    @MainActor
    static func valuedTranscript(_ composition: ValuedCompositions.Composition, seed: UInt64) -> String {
        let engine = GestureEngine()
        var lines: [String] = []
        engine.onPhaseTransition = { t in
            lines.append("  \(t.time) \(t.gesture): \(t.from) → \(t.to)" + (t.reason.map { " (\($0))" } ?? ""))
        }
        engine.onCallback = { r in
            lines.append(
                "  \(r.time) \(r.kind) \(r.gesture)" + (r.value.map { " \(describe($0))" } ?? "")
                    + (r.reason.map { " (\($0))" } ?? ""))
        }
        var random = TranscriptRandom(seed: seed &* 7919 &+ 1)
        var down: [PointerID: CGPoint] = [:]
        var time: TimeInterval = 0
        for _ in 0..<valuedEvents {
            time += [0.0, 1.0 / 120, 1.0 / 60, 0.1, 0.3, 0.6][Int.random(in: 0..<6, using: &random)]
            if Bool.random(using: &random) {
                lines.append("advance \(time)")
                engine.advance(to: time)
            }
            let roll = Int.random(in: 0..<10, using: &random)
            let event: PointerEvent
            if down.isEmpty || (down.count < 2 && roll == 0) {
                let pointer = down[0] == nil ? 0 : 1
                let location = CGPoint(
                    x: 100 + Double(Int.random(in: -40...40, using: &random)),
                    y: 100 + Double(Int.random(in: -40...40, using: &random)))
                down[pointer] = location
                event = PointerEvent(pointer: pointer, phase: .down, location: location, time: time)
            } else {
                let pointer = down.keys.sorted()[Int.random(in: 0..<down.count, using: &random)]
                let from = down[pointer]!
                switch roll {
                case 1, 2:
                    down[pointer] = nil
                    event = PointerEvent(pointer: pointer, phase: roll == 1 ? .up : .cancel, location: from, time: time)
                default:
                    let to = CGPoint(
                        x: from.x + Double(Int.random(in: -15...15, using: &random)) / 2,
                        y: from.y + Double(Int.random(in: -15...15, using: &random)) / 2)
                    down[pointer] = to
                    event = PointerEvent(pointer: pointer, phase: .move, location: to, time: time)
                }
            }
            lines.append("\(event.phase) \(event.pointer) \(event.location.x),\(event.location.y) at \(event.time)")
            engine.send(event, hitPath: composition.attachments())
        }
        while let deadline = engine.nextDeadline {
            lines.append("advance \(deadline)")
            engine.advance(to: deadline)
        }
        return lines.joined(separator: "\n")
    }

    /// A value as the transcript writes it: its whole description, with a date written as its
    /// exact time interval (a `Date`'s own description rounds to seconds).
    static func describe(_ value: Any) -> String {
        String(reflecting: value).replacingOccurrences(of: "+0000", with: "")
            + (value as? DragGesture.Value).map { " t=\($0.time.timeIntervalSinceReferenceDate)" }.orEmpty
    }

    /// `FNV-1a` over the UTF-8 bytes: the fingerprint the fixture records.
    static func hash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// The fixture's line for a transcript.
    static func fixtureLine(key: String, text: String) -> String {
        "\(key) \(String(hash(text), radix: 16)) \(text.split(separator: "\n", omittingEmptySubsequences: false).count)"
    }
}

extension Optional where Wrapped == String {
    fileprivate var orEmpty: String { self ?? "" }
}

/// The transcripts' generator: SplitMix64, the same numbers on every platform and run.
struct TranscriptRandom: RandomNumberGenerator {
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

import Foundation
import TactileGestures

/// Decodes bytes into scenes and step streams. Total: every byte string gives a valid scenario.
enum ScenarioDecoder {
    /// An engine-level scenario: a generated scene and the steps to run on it.
    static func engineScenario(_ bytes: [UInt8]) -> (scene: EngineSceneSpec, steps: [Step]) {
        var stream = ByteStream(bytes)
        let scene = engineScene(&stream)
        let steps = self.steps(&stream, targets: scene.parents.count, attachments: scene.attachments.count)
        return (scene, steps)
    }

    /// A step stream for a host scene whose pointers land on one of `targets` hot spots.
    static func hostSteps(_ bytes: [UInt8], targets: Int) -> [Step] {
        var stream = ByteStream(bytes)
        return steps(&stream, targets: targets, attachments: 0)
    }

    // MARK: Scenes

    static func engineScene(_ stream: inout ByteStream) -> EngineSceneSpec {
        let viewCount = 1 + stream.below(ScenarioLimits.maximumViews)
        var parents: [Int?] = []
        for index in 0..<viewCount {
            // Mostly nested (a parent among the earlier views), sometimes a second root.
            parents.append(index == 0 || stream.chance(15) ? nil : stream.below(index))
        }
        var attachments: [AttachmentSpec] = []
        for view in 0..<viewCount {
            let count = stream.below(ScenarioLimits.maximumAttachmentsPerView + 1)
            for _ in 0..<count where attachments.count < labelCount {
                attachments.append(
                    AttachmentSpec(
                        id: attachments.count, view: view,
                        gesture: gesture(&stream, depth: 0),
                        priority: stream.pick(GesturePriority.allCases),
                        mask: stream.chance(80) ? .all : GestureMask(rawValue: UInt32(stream.below(4))),
                        scale: stream.chance(85) ? 1 : stream.pick([0, 0.5, 2]),
                        hasBounds: stream.chance(70)))
            }
        }
        return EngineSceneSpec(
            parents: parents, attachments: attachments,
            pointerLimit: stream.pick(ScenarioLimits.pointerLimits))
    }

    static func gesture(_ stream: inout ByteStream, depth: Int) -> GestureSpec {
        let base: GestureSpec
        let combine = depth < ScenarioLimits.maximumGestureDepth && stream.chance(40)
        if combine {
            let a = gesture(&stream, depth: depth + 1)
            let b = gesture(&stream, depth: depth + 1)
            switch stream.below(3) {
            case 0: base = .sequenced(a, b)
            case 1: base = .simultaneous(a, b)
            default: base = .exclusive(a, b)
            }
        } else {
            base = primitive(&stream)
        }
        var spec = base
        if stream.chance(15) { spec = .mapped(spec) }
        // Most nodes carry a probe, so most attempts are observed through user callbacks.
        if stream.chance(75) {
            let bits = stream.byte()
            spec = .probed(
                spec,
                ProbeCallbacks(
                    updating: bits & 1 != 0 || bits & 0xF0 == 0, changed: bits & 2 != 0,
                    ended: bits & 4 != 0 || bits & 0xF0 == 0, failed: bits & 8 != 0 || bits & 0xF0 == 0))
        }
        return spec
    }

    static func primitive(_ stream: inout ByteStream) -> GestureSpec {
        switch stream.below(9) {
        case 0: .tap(count: 1 + stream.below(3))
        case 1: .spatialTap(count: 1 + stream.below(2))
        case 2, 3:
            .longPress(
                minimumDuration: stream.pick(ScenarioLimits.longPressDurations),
                maximumDistance: stream.pick(ScenarioLimits.longPressDistances))
        case 4, 5: .drag(minimumDistance: stream.pick(ScenarioLimits.dragDistances))
        case 6:
            stream.chance(50)
                ? .magnify(minimumScaleDelta: stream.pick([0, 0.01, 0.5]))
                : .rotate(minimumDegrees: stream.pick([0, 1, 30]))
        case 7: .spatialEvents
        default: stream.chance(30) ? .absent : .tap(count: 1)
        }
    }

    // MARK: Steps

    static func steps(_ stream: inout ByteStream, targets: Int, attachments: Int) -> [Step] {
        var steps: [Step] = []
        while !stream.isExhausted && steps.count < ScenarioLimits.maximumSteps {
            steps.append(step(&stream, targets: targets, attachments: attachments))
        }
        return steps
    }

    static func step(_ stream: inout ByteStream, targets: Int, attachments: Int) -> Step {
        let roll = stream.below(100)
        switch roll {
        case 0..<14:
            let pointer: PointerChoice =
                stream.chance(90)
                ? .pool(stream.below(ScenarioLimits.pointerPool))
                : .absurd(stream.pick(ScenarioLimits.absurdPointerIDs))
            let kind: PointerKind = stream.chance(80) ? .touch : stream.pick(PointerKind.allCases)
            return .down(
                pointer, target: stream.below(max(targets, 1)), kind: kind,
                x: stream.coordinate(in: ScenarioLimits.engineArea),
                y: stream.coordinate(in: ScenarioLimits.engineArea))
        case 14..<44:
            let distance = stream.pick(ScenarioLimits.moveDistances)
            let angle = Double(stream.below(8)) * .pi / 4
            return .move(pointerToMove(&stream), dx: distance * cos(angle), dy: distance * sin(angle))
        case 44..<55: return .up(pointerToMove(&stream))
        case 55..<58: return .cancel(pointerToMove(&stream))
        case 58..<74: return .wait(stream.pick(ScenarioLimits.timeSteps))
        case 74..<80: return .advance(by: stream.pick(ScenarioLimits.timeSteps))
        case 80..<86: return .advanceToDeadline(offset: stream.pick(ScenarioLimits.deadlineOffsets))
        case 86..<95: return .invalid(invalidInput(&stream), pointerToMove(&stream))
        case 95: return .pointerBurst
        case 96..<98 where attachments > 0: return .remove(attachment: stream.below(attachments))
        case 98: return .cancelAll
        default: return .wait(stream.pick(ScenarioLimits.timeSteps))
        }
    }

    /// Mostly a pointer that is down; sometimes any pool id (maybe not down), rarely an absurd id.
    static func pointerToMove(_ stream: inout ByteStream) -> PointerChoice {
        let roll = stream.below(100)
        if roll < 85 { return .down(stream.below(ScenarioLimits.pointerPool)) }
        if roll < 97 { return .pool(stream.below(ScenarioLimits.pointerPool)) }
        return .absurd(stream.pick(ScenarioLimits.absurdPointerIDs))
    }

    static func invalidInput(_ stream: inout ByteStream) -> InvalidInput {
        let phase = stream.pick(PointerPhase.allCases)
        switch stream.below(5) {
        case 0:
            let bad = stream.pick(ScenarioLimits.nonFinite)
            return stream.chance(50)
                ? .nonFiniteLocation(phase, x: bad, y: 10) : .nonFiniteLocation(phase, x: 10, y: bad)
        case 1: return .nonFiniteTime(phase, stream.pick(ScenarioLimits.nonFinite))
        case 2: return .timeBackwards(phase, by: stream.pick([1e-9, 0.001, 1, 1e9]))
        case 3: return .advanceNonFinite(stream.pick(ScenarioLimits.nonFinite))
        default: return .advanceBackwards(by: stream.pick([1e-9, 0.001, 1, 1e9]))
        }
    }
}

import Foundation
import TactileGestures
import Testing

@testable import TactileInvariants

/// The oracle itself: it accepts the documented orders and reports each kind of broken one, so a
/// green property run means the invariants held, not that nothing was checked.
@Suite struct OracleTests {
    enum Event: Sendable {
        case transition(GesturePhaseKind, GesturePhaseKind, GestureFailureReason? = nil)
        case callback(GestureCallbackKind, GestureFailureReason? = nil)
        case endInput
    }

    static let key = "Labelled<Tag0>/DragGesture"
    static let combinatorKey = "Labelled<Tag0>/SimultaneousGesture"

    func violations(_ events: [Event], key: String = OracleTests.key) -> [String] {
        let tracker = LifeTracker(exclusiveKeys: true)
        var found: [String] = []
        tracker.report = { found.append($0) }
        for event in events {
            switch event {
            case .transition(let from, let to, let reason):
                tracker.transition(key: key, from: from, to: to, reason: reason)
            case .callback(let kind, let reason): tracker.callback(key: key, kind: kind, reason: reason)
            case .endInput: tracker.endInput()
            }
        }
        return found
    }

    static let legal: [(String, [Event])] = [
        (
            "drag: possible, active, changes, ended",
            [
                .transition(.idle, .possible), .endInput,
                .transition(.possible, .active), .callback(.updating), .callback(.changed), .endInput,
                .callback(.updating), .callback(.changed), .endInput,
                .transition(.active, .ended), .callback(.ended), .endInput,
            ]
        ),
        (
            "failure with its reason",
            [
                .transition(.idle, .possible), .transition(.possible, .failed, .liftedEarly),
                .callback(.failed, .liftedEarly), .endInput,
            ]
        ),
        (
            "onChanged queued while active, run after the end in the same call",
            [
                .transition(.idle, .possible), .transition(.possible, .active), .transition(.active, .ended),
                .callback(.changed), .callback(.ended), .endInput,
            ]
        ),
        (
            "a new attempt in a later session",
            [
                .transition(.idle, .possible), .transition(.possible, .failed, .cancelled), .endInput,
                .transition(.idle, .possible), .endInput,
            ]
        ),
    ]

    @Test(arguments: 0..<legal.count)
    func acceptsDocumentedOrders(_ index: Int) {
        let (name, events) = Self.legal[index]
        #expect(violations(events).isEmpty, "\(name)")
    }

    static let illegal: [(String, [Event])] = [
        (
            "a transition after the end",
            [
                .transition(.idle, .possible), .transition(.possible, .ended), .endInput,
                .transition(.ended, .failed, .removed),
            ]
        ),
        (
            "onEnded for a failed attempt",
            [
                .transition(.idle, .possible), .transition(.possible, .failed, .movedTooFar), .callback(.ended),
            ]
        ),
        (
            "onFailed for an attempt that ended",
            [
                .transition(.idle, .possible), .transition(.possible, .ended), .callback(.failed, .removed),
            ]
        ),
        (
            "onFailed with another reason",
            [
                .transition(.idle, .possible), .transition(.possible, .failed, .movedTooFar),
                .callback(.failed, .removed),
            ]
        ),
        (
            "onEnded in a later call",
            [
                .transition(.idle, .possible), .transition(.possible, .ended), .endInput, .callback(.ended),
            ]
        ),
        ("onChanged while only possible", [.transition(.idle, .possible), .callback(.changed)]),
        (
            "updating after the attempt ended",
            [
                .transition(.idle, .possible), .transition(.possible, .active), .endInput,
                .transition(.active, .failed, .cancelled), .endInput, .callback(.updating),
            ]
        ),
        (
            "onChanged after onEnded",
            [
                .transition(.idle, .possible), .transition(.possible, .active), .transition(.active, .ended),
                .callback(.ended), .callback(.changed),
            ]
        ),
        (
            "a primitive going back from active to possible",
            [
                .transition(.idle, .possible), .transition(.possible, .active), .transition(.active, .possible),
            ]
        ),
        (
            "a second attempt while one is in progress",
            [.transition(.idle, .possible), .endInput, .transition(.idle, .possible)]
        ),
        ("an attempt starting active", [.transition(.idle, .active)]),
        (
            "a transition from a phase the attempt is not in",
            [.transition(.idle, .possible), .transition(.active, .ended)]
        ),
    ]

    @Test(arguments: 0..<illegal.count)
    func reportsBrokenOrders(_ index: Int) {
        let (name, events) = Self.illegal[index]
        #expect(!violations(events).isEmpty, "\(name)")
    }

    @Test func combinatorsMayBePossibleAgain() {
        let events: [Event] = [
            .transition(.idle, .possible), .transition(.possible, .active), .endInput,
            .transition(.active, .possible), .endInput, .transition(.possible, .ended), .endInput,
        ]
        #expect(violations(events, key: Self.combinatorKey).isEmpty)
    }

    static let location = CGPoint(x: 10, y: 10)

    static let predictions: [(String, PointerEvent, GestureDiagnostic.Kind?)] = [
        ("a fresh down", PointerEvent(pointer: 5, phase: .down, location: location, time: 1), nil),
        ("a move of a pointer that is down", PointerEvent(pointer: 1, phase: .move, location: location, time: 1), nil),
        (
            "a NaN coordinate", PointerEvent(pointer: 1, phase: .move, location: CGPoint(x: Double.nan, y: 0), time: 1),
            .nonFiniteValue
        ),
        (
            "an infinite time", PointerEvent(pointer: 1, phase: .up, location: location, time: .infinity),
            .nonFiniteValue
        ),
        (
            "time going backwards", PointerEvent(pointer: 1, phase: .move, location: location, time: 0.5),
            .timeWentBackwards
        ),
        ("a duplicate down", PointerEvent(pointer: 1, phase: .down, location: location, time: 1), .duplicateDown),
        (
            "an up of an unknown pointer", PointerEvent(pointer: 9, phase: .up, location: location, time: 1),
            .unknownPointer
        ),
    ]

    @Test(arguments: 0..<predictions.count)
    func predictsRejections(_ index: Int) {
        let (name, event, expected) = Self.predictions[index]
        var model = InputModel(pointerLimit: 20)
        model.accept(PointerEvent(pointer: 1, phase: .down, location: Self.location, time: 1))
        #expect(model.rejection(of: event) == expected, "\(name)")
    }

    @Test func predictsTooManyPointers() {
        var model = InputModel(pointerLimit: 2)
        model.accept(PointerEvent(pointer: 1, phase: .down, location: Self.location, time: 0))
        model.accept(PointerEvent(pointer: 2, phase: .down, location: Self.location, time: 0))
        #expect(
            model.rejection(of: PointerEvent(pointer: 3, phase: .down, location: Self.location, time: 0))
                == .tooManyPointers)
    }

    @MainActor @Test func decodingIsTotalAndDeterministic() {
        for bytes: [UInt8] in [[], [0], [255, 255, 255], Array(repeating: 0xAB, count: 5_000)] {
            let first = ScenarioDecoder.engineScenario(bytes)
            let second = ScenarioDecoder.engineScenario(bytes)
            #expect(first.steps == second.steps)
            #expect(first.steps.count <= ScenarioLimits.maximumSteps)
            #expect(first.scene.attachments.count <= labelCount)
        }
    }
}

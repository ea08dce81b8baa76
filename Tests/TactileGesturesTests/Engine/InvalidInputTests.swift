import Foundation
import TactileGestures
import Testing

/// Invalid input is rejected with the right diagnostic and changes nothing: the gesture in
/// progress goes on exactly as if the input had never been sent.
@Suite("Invalid input")
struct InvalidInputTests {
    enum Invalid: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case nanLocation, infiniteLocation, nanTime, infiniteTime, advanceToNaN, advanceToInfinity
        case eventGoingBackwards, advanceGoingBackwards
        case moveOfUnknownPointer, upOfUnknownPointer, cancelOfUnknownPointer
        case duplicateDown, tooManyPointers
        case sendFromCallback, advanceFromCallback, refreshFromCallback, removeFromCallback, cancelAllFromCallback

        var testDescription: String { rawValue }

        var kind: GestureDiagnostic.Kind {
            switch self {
            case .nanLocation, .infiniteLocation, .nanTime, .infiniteTime, .advanceToNaN, .advanceToInfinity:
                .nonFiniteValue
            case .eventGoingBackwards, .advanceGoingBackwards: .timeWentBackwards
            case .moveOfUnknownPointer, .upOfUnknownPointer, .cancelOfUnknownPointer: .unknownPointer
            case .duplicateDown: .duplicateDown
            case .tooManyPointers: .tooManyPointers
            case .sendFromCallback, .advanceFromCallback, .refreshFromCallback, .removeFromCallback,
                .cancelAllFromCallback:
                .reentrantCall
            }
        }

        var isFromCallback: Bool { kind == .reentrantCall }

        /// Sends the invalid input; returns the engine's answer when it gives one.
        func send(to engine: GestureEngine, path: [GestureAttachment]) -> GestureInputResult? {
            func event(_ phase: PointerPhase, _ x: CGFloat, _ y: CGFloat, _ t: TimeInterval, pointer: PointerID = 0)
                -> GestureInputResult
            {
                engine.send(
                    PointerEvent(pointer: pointer, phase: phase, location: CGPoint(x: x, y: y), time: t),
                    hitPath: path)
            }
            switch self {
            case .nanLocation: return event(.move, .nan, 0, 0.15)
            case .infiniteLocation: return event(.move, 0, -.infinity, 0.15)
            case .nanTime: return event(.move, 30, 0, .nan)
            case .infiniteTime: return event(.move, 30, 0, .infinity)
            case .advanceToNaN: return engine.advance(to: .nan)
            case .advanceToInfinity: return engine.advance(to: .infinity)
            case .eventGoingBackwards: return event(.move, 30, 0, 0.05)
            case .advanceGoingBackwards: return engine.advance(to: 0.05)
            case .moveOfUnknownPointer: return event(.move, 30, 0, 0.15, pointer: 9)
            case .upOfUnknownPointer: return event(.up, 30, 0, 0.15, pointer: 9)
            case .cancelOfUnknownPointer: return event(.cancel, 30, 0, 0.15, pointer: 9)
            case .duplicateDown: return event(.down, 30, 0, 0.15)
            case .tooManyPointers: return event(.down, 30, 0, 0.15, pointer: 1)
            case .sendFromCallback: return event(.move, 30, 0, 0.2)
            case .advanceFromCallback: return engine.advance(to: 0.2)
            case .refreshFromCallback: engine.refresh(path); return nil
            case .removeFromCallback: engine.remove(["view"]); return nil
            case .cancelAllFromCallback: engine.cancelAll(); return nil
            }
        }
    }

    /// What a run produced: callbacks and phase transitions, with their times.
    struct Record: Equatable {
        var callbacks: [String] = []
        var transitions: [GesturePhaseTransition] = []
        var diagnostics: [GestureDiagnostic.Kind] = []
    }

    final class Hook {
        var action: (() -> Void)?
    }

    /// A drag, the raw pointer events and a long press (0.25 s) on one finger, simultaneously:
    /// a rejected input that leaked into any of them would show.
    static func run(inserting invalid: Invalid?) -> (record: Record, result: GestureInputResult?) {
        var configuration = GestureConfiguration()
        configuration.maximumPointerCount = 1
        let driver = EngineDriver(configuration: configuration)
        var record = Record()
        var result: GestureInputResult?
        let hook = Hook()
        driver.engine.onDiagnostic = { record.diagnostics.append($0.kind) }
        let gesture = DragGesture(minimumDistance: 0)
            .simultaneously(with: SpatialEventGesture())
            .simultaneously(with: LongPressGesture(minimumDuration: 0.25, maximumDistance: 1000))
            .onChanged { value in
                let drag = value.first?.first.map {
                    "\($0.translation.width)@\($0.time.timeIntervalSinceReferenceDate)"
                }
                let events = value.first?.second.map { $0.map { "p\($0.id.pointer) \($0.phase)" } }
                record.callbacks.append("changed \(drag ?? "-") \(events ?? []) \(value.second.map { "\($0)" } ?? "-")")
                hook.action?()
            }
            .onEnded { _ in record.callbacks.append("ended") }
            .onFailed { record.callbacks.append("failed \($0)") }
        let path = EngineDriver.path(gesture)
        driver.play([.down(0, 0), .move(0.1, 20)], path: path)
        if let invalid {
            if invalid.isFromCallback {
                hook.action = {
                    hook.action = nil
                    result = invalid.send(to: driver.engine, path: path)
                }
            } else {
                result = invalid.send(to: driver.engine, path: path)
            }
        }
        driver.play([.move(0.2, 40), .advance(0.3), .move(0.35, 45), .up(0.4, 50)], path: path)
        record.transitions = driver.transitions
        #expect(driver.engine.isIdle)
        return (record, result)
    }

    @Test(arguments: Invalid.allCases)
    func isRejectedAndChangesNothing(_ invalid: Invalid) throws {
        let baseline = Self.run(inserting: nil).record
        #expect(baseline.diagnostics.isEmpty)
        #expect(baseline.callbacks.last == "ended")
        let (record, result) = Self.run(inserting: invalid)
        #expect(record.diagnostics == [invalid.kind])
        if let result {
            guard case .rejected(let diagnostic) = result else {
                Issue.record("accepted")
                return
            }
            #expect(diagnostic.kind == invalid.kind)
            #expect(!diagnostic.message.isEmpty)
        }
        #expect(record.callbacks == baseline.callbacks)
        #expect(record.transitions == baseline.transitions)
    }

    @Test func callsFromTheCallbacksOfCancelAllAreRejected() {
        // cancelAll forgets its sessions before running their onFailed: the engine is still busy.
        let driver = EngineDriver()
        var results: [GestureInputResult] = []
        let press = LongPressGesture().onFailed { _ in
            driver.engine.refresh(EngineDriver.path(TapGesture()))
            driver.engine.remove(["view"])
            driver.engine.cancelAll()
            results.append(driver.engine.advance(to: 0.2))
            results.append(driver.engine.send(PointerEvent(pointer: 1, phase: .down, location: .zero, time: 0.2)))
        }
        driver.play([.down(0, 0), .move(0.1, 1)], path: EngineDriver.path(press))
        driver.engine.cancelAll()
        #expect(driver.engine.diagnostics.map(\.kind) == Array(repeating: .reentrantCall, count: 5))
        #expect(results.allSatisfy { !$0.isAccepted })
        #expect(driver.engine.now == 0.1)
        #expect(driver.engine.isIdle)
    }

    @Test func reentrancyIsReportedBeforeWhatIsWrongWithTheArguments() {
        let driver = EngineDriver()
        var kinds: [GestureDiagnostic.Kind] = []
        let drag = DragGesture(minimumDistance: 0).onChanged { _ in
            guard kinds.isEmpty else { return }
            for result in [
                driver.engine.advance(to: 0), driver.engine.advance(to: .nan),
                driver.engine.send(PointerEvent(phase: .move, location: .zero, time: -1)),
            ] {
                if case .rejected(let diagnostic) = result { kinds.append(diagnostic.kind) }
            }
        }
        driver.play([.down(1, 0)], path: EngineDriver.path(drag))
        #expect(kinds == [.reentrantCall, .reentrantCall, .reentrantCall])
    }

    @Test func theEngineKeepsItsTimeAndPointersAfterARejection() {
        let driver = EngineDriver()
        driver.play([.down(0.5, 0, 0)], path: EngineDriver.path(DragGesture()))
        #expect(!driver.engine.send(PointerEvent(phase: .move, location: .zero, time: 0.1)).isAccepted)
        #expect(!driver.engine.send(PointerEvent(pointer: 3, phase: .up, location: .zero, time: 1)).isAccepted)
        #expect(!driver.engine.advance(to: .infinity).isAccepted)
        #expect(driver.engine.now == 0.5)
        #expect(driver.engine.pointersDown == [0])
        #expect(driver.engine.diagnostics.map(\.kind) == [.timeWentBackwards, .unknownPointer, .nonFiniteValue])
        #expect(driver.engine.diagnostics.last?.event == nil)
        #expect(driver.engine.diagnostics[1].event?.pointer == 3, "the rejected event comes with its diagnostic")
    }

    @Test func theDiagnosticHistoryIsBounded() {
        let engine = GestureEngine()
        for i in 0..<(GestureEngine.diagnosticHistoryLimit + 10) {
            engine.send(PointerEvent(pointer: i, phase: .up, location: .zero, time: 0))
        }
        #expect(engine.diagnostics.count == GestureEngine.diagnosticHistoryLimit)
        #expect(
            engine.diagnostics.last?.event?.pointer == GestureEngine.diagnosticHistoryLimit + 9, "the newest are kept")
    }
}

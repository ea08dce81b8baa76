import Foundation
import TactileGestures
import Testing

/// `GestureState` and `updating` (reference §4).
@Suite("GestureState reset and updating")
struct GestureStateResetTests {
    /// The ways an attempt can finish after the state was written.
    enum Finish: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case end, failure, pointerCancel, cancelAll, remove
        var testDescription: String { rawValue }

        var outcome: Outcome {
            switch self {
            case .end: .ended
            case .failure: .failed(.tooManyPointers)
            case .pointerCancel, .cancelAll: .failed(.cancelled)
            case .remove: .failed(.removed)
            }
        }

        func apply(to driver: EngineDriver, path: [GestureAttachment]) {
            switch self {
            case .end: driver.up(40, 0, at: 0.3)
            case .failure: driver.down(200, 0, at: 0.3, pointer: 1, path: path)
            case .pointerCancel: driver.cancel(40, 0, at: 0.3)
            case .cancelAll: driver.engine.cancelAll()
            case .remove: driver.engine.remove(["view"])
            }
        }
    }

    @Test(arguments: Finish.allCases)
    func resetsBeforeTheTerminalCallback(finish: Finish) {
        let driver = EngineDriver()
        let state = GestureState(wrappedValue: CGFloat(-1))
        var seenInCallback: [CGFloat] = []
        let log = OutcomeLog()
        let gesture = DragGesture(minimumDistance: 0)
            .updating(state) { value, offset, _ in offset = value.translation.width }
            .onEnded { _ in seenInCallback.append(state.wrappedValue) }
            .onFailed { _ in seenInCallback.append(state.wrappedValue) }
            .reporting(to: log)
        let path = EngineDriver.path(gesture)
        driver.play([.down(0, 0), .move(0.1, 20)], path: path)
        #expect(state.wrappedValue == 20)
        finish.apply(to: driver, path: path)
        #expect(state.wrappedValue == -1)
        #expect(seenInCallback == [-1], "the state is back to its initial value inside onEnded/onFailed")
        #expect(log.outcomes == [finish.outcome])
    }

    @Test(arguments: Finish.allCases)
    func resetsBeforeTheTerminalCallbackWhenUpdatingIsOutermost(finish: Finish) {
        let driver = EngineDriver()
        let state = GestureState(wrappedValue: CGFloat(-1))
        var seenInCallback: [CGFloat] = []
        let gesture = DragGesture(minimumDistance: 0)
            .onEnded { _ in seenInCallback.append(state.wrappedValue) }
            .onFailed { _ in seenInCallback.append(state.wrappedValue) }
            .updating(state) { value, offset, _ in offset = value.translation.width }
        let path = EngineDriver.path(gesture)
        driver.play([.down(0, 0), .move(0.1, 20)], path: path)
        #expect(state.wrappedValue == 20)
        finish.apply(to: driver, path: path)
        #expect(seenInCallback == [-1])
    }

    @Test func theResetClosureSeesThePreResetValueAndItsTransactionApplies() throws {
        let driver = EngineDriver()
        var transactions: [Transaction] = []
        driver.engine.onGestureStateChange = { transactions.append($0) }
        var seen: [Int] = []
        let state = GestureState(wrappedValue: 0) { value, transaction in
            seen.append(value)
            transaction.animation = .easeOut
        }
        let gesture = DragGesture(minimumDistance: 0).updating(state) { value, count, transaction in
            count = Int(value.translation.width)
            #expect(transaction.isContinuous && transaction.tracksVelocity)
        }
        driver.play([.down(0, 0), .move(0.1, 7), .up(0.2, 9)], path: EngineDriver.path(gesture))
        #expect(seen == [7], "the value just before the reset (updating does not run for the lift)")
        #expect(state.wrappedValue == 0)
        let reset = try #require(transactions.last)
        #expect(reset.animation == .easeOut)
        #expect(transactions.count == 3, "updates at the down and the move, then the reset")
    }

    @Test func theResetTransactionIsUsed() throws {
        let driver = EngineDriver()
        var transactions: [Transaction] = []
        driver.engine.onGestureStateChange = { transactions.append($0) }
        var resetTransaction = Transaction(animation: .linear)
        resetTransaction.disablesAnimations = true
        let state = GestureState(wrappedValue: false, resetTransaction: resetTransaction)
        let gesture = LongPressGesture().updating(state) { value, pressing, transaction in
            pressing = value
            transaction.animation = .easeIn
        }
        driver.play([.down(0, 0)], path: EngineDriver.path(gesture))
        #expect(transactions.map(\.animation) == [.easeIn], "the updating body's transaction edits apply")
        driver.advance(to: 0.5)
        #expect(transactions.last == resetTransaction)
        #expect(transactions.count == 2)
    }

    @Test func updatingRunsOnlyWhileActive() {
        let driver = EngineDriver()
        let state = GestureState(wrappedValue: 0)
        var calls: [CGFloat] = []
        let gesture = DragGesture(minimumDistance: 10).updating(state) { value, count, _ in
            calls.append(value.translation.width)
            count += 1
        }
        driver.play([.down(0, 0), .move(0.1, 5), .move(0.2, 9)], path: EngineDriver.path(gesture))
        #expect(calls.isEmpty, "possible: no updating")
        driver.play([.move(0.3, 12), .move(0.4, 15)], path: [])
        #expect(calls == [12, 15])
        #expect(state.wrappedValue == 2, "each call starts from the state's current value")
        driver.play([.up(0.5, 30)], path: [])
        #expect(calls == [12, 15], "not for the end")
        #expect(state.wrappedValue == 0)
    }

    @Test func aStateThatWasNeverWrittenIsNotReset() {
        let driver = EngineDriver()
        var resets = 0
        let state = GestureState(wrappedValue: 0) { _, _ in resets += 1 }
        let gesture = DragGesture().updating(state) { _, value, _ in value = 1 }
        driver.play([.down(0, 0), .up(0.1, 3)], path: EngineDriver.path(gesture))
        #expect(resets == 0)
    }

    /// A view-like owner with the property wrapper syntax.
    struct Owner {
        @GestureState var offset = CGSize.zero
        @GestureState var selection: Int?
        @GestureState(resetTransaction: Transaction(animation: .linear)) var hovered: String?
        @GestureState(reset: { _, transaction in transaction.disablesAnimations = true }) var pinned: Double?
        @GestureState(initialValue: 3) var count: Int

        var drag: some Gesture {
            DragGesture(minimumDistance: 0)
                .updating($offset) { value, offset, _ in offset = value.translation }
                .updating($selection) { _, selection, _ in selection = 7 }
                .updating($hovered) { _, hovered, _ in hovered = "yes" }
                .updating($pinned) { _, pinned, _ in pinned = 1.5 }
                .updating($count) { _, count, _ in count += 1 }
        }
    }

    @Test func theProjectedValueIsTheStateItselfAndTheNilLiteralInitializersStartAtNil() {
        let owner = Owner()
        let projected: GestureState<CGSize> = owner.$offset
        #expect(owner.selection == nil && owner.hovered == nil && owner.pinned == nil)
        #expect(owner.count == 3)
        let driver = EngineDriver()
        var transactions: [Transaction] = []
        driver.engine.onGestureStateChange = { transactions.append($0) }
        driver.play([.down(0, 0), .move(0.1, 4, 3)], path: EngineDriver.path(owner.drag))
        #expect(owner.offset == CGSize(width: 4, height: 3))
        #expect(projected.wrappedValue == owner.offset, "the projection reads the same storage")
        #expect(owner.selection == 7 && owner.hovered == "yes" && owner.pinned == 1.5)
        #expect(owner.count == 5, "3, then one increment per active update")
        transactions.removeAll()
        driver.play([.up(0.2, 4, 3)], path: [])
        #expect(owner.offset == .zero && owner.selection == nil && owner.hovered == nil && owner.pinned == nil)
        #expect(owner.count == 3)
        #expect(transactions.count == 5)
        #expect(transactions.contains(Transaction(animation: .linear)))
        #expect(transactions.contains { $0.disablesAnimations })
    }
}

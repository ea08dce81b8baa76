import Foundation
import TactileGestures
import Testing

/// Trace names are built only once someone listens. Whenever that is, they are the names the
/// gestures' places in the composed tree give them.
@Suite("Trace names")
struct TraceNameTests {
    /// Compositions whose names go through every naming rule: attachment index and type,
    /// combinator names, `first`/`second` sides, nested combinators, callback modifiers (which
    /// have no name of their own), the hierarchy's composition.
    enum Composition: String, CaseIterable, Sendable {
        case sequence, nestedCombinators, hierarchy

        var path: [GestureAttachment] {
            switch self {
            case .sequence:
                [
                    GestureAttachment(
                        id: "a",
                        gesture: LongPressGesture(minimumDuration: 0.3).sequenced(before: DragGesture())
                            .onChanged { _ in })
                ]
            case .nestedCombinators:
                [
                    GestureAttachment(
                        id: "a",
                        gesture: TapGesture(count: 2).exclusively(before: LongPressGesture(minimumDuration: 0.3))
                            .simultaneously(with: DragGesture().onEnded { _ in }))
                ]
            case .hierarchy:
                [
                    GestureAttachment(id: "inner", gesture: DragGesture(minimumDistance: 20).onChanged { _ in }),
                    GestureAttachment(
                        id: "outer", gesture: LongPressGesture(minimumDuration: 0.3), priority: .simultaneous),
                ]
            }
        }
    }

    /// Down at 0; the listeners are set before the touch or right after its down; then a move,
    /// the long presses' deadline, more moves and the lift.
    private static func play(_ composition: Composition, listeningFromTheStart: Bool)
        -> (transitions: [String], callbacks: [String])
    {
        let engine = GestureEngine()
        var transitions: [String] = []
        var callbacks: [String] = []
        func listen() {
            engine.onPhaseTransition = { transitions.append("\($0.time)|\($0.gesture)|\($0.from)->\($0.to)") }
            engine.onCallback = { callbacks.append("\($0.time)|\($0.gesture)|\($0.kind)") }
        }
        if listeningFromTheStart { listen() }
        engine.send(PointerEvent(phase: .down, location: .zero, time: 0), hitPath: composition.path)
        if !listeningFromTheStart { listen() }
        engine.send(PointerEvent(phase: .move, location: CGPoint(x: 4, y: 0), time: 0.1))
        engine.advance(to: 0.5)
        engine.send(PointerEvent(phase: .move, location: CGPoint(x: 30, y: 0), time: 0.6))
        engine.send(PointerEvent(phase: .move, location: CGPoint(x: 60, y: 0), time: 0.7))
        engine.send(PointerEvent(phase: .up, location: CGPoint(x: 60, y: 0), time: 0.8))
        return (transitions, callbacks)
    }

    @Test(
        "A listener set in the middle of a touch gets the same names as one set before it",
        arguments: Composition.allCases)
    func lateListenersGetTheSameNames(_ composition: Composition) {
        let early = Self.play(composition, listeningFromTheStart: true)
        let late = Self.play(composition, listeningFromTheStart: false)
        let afterTheDown = { (records: [String]) in records.filter { !$0.hasPrefix("0.0|") } }
        #expect(!late.transitions.isEmpty)
        #expect(!late.callbacks.isEmpty)
        #expect(late.transitions == afterTheDown(early.transitions))
        #expect(late.callbacks == afterTheDown(early.callbacks))
    }

    @Test("Names are the tree paths: attachment index and type, then combinators and their sides")
    func namesAreTreePaths() {
        let early = Self.play(.nestedCombinators, listeningFromTheStart: true)
        let names = Set(early.transitions.map { $0.split(separator: "|")[1] })
        let prefix =
            "0:"
            + String(
                describing: SimultaneousGesture<
                    ExclusiveGesture<TapGesture, LongPressGesture>, _EndedGesture<DragGesture>
                >.self)
        #expect(
            names == [
                "\(prefix)/SimultaneousGesture",
                "\(prefix)/first/ExclusiveGesture",
                "\(prefix)/first/first/TapGesture(count: 2)",
                "\(prefix)/first/second/LongPressGesture",
                "\(prefix)/second/DragGesture",
            ])
    }
}

import Foundation
import TactileGestures

/// The compositions of the valued differential transcripts, every gesture with the callbacks its
/// value allows, so that every value the engine builds for a reader is written down.
@MainActor
enum ValuedCompositions {
    /// A composition: the hit path a pointer landing on it gets.
    struct Composition {
        let attachments: () -> [GestureAttachment]
    }

    /// A gesture with `onChanged` (when its value allows), `onEnded` and `onFailed`.
    static func watched<G: Gesture>(_ gesture: G) -> some Gesture<G.Value> where G.Value: Equatable {
        gesture.onChanged { _ in }.onEnded { _ in }.onFailed { _ in }
    }

    /// A gesture without `onChanged` (a `Void` value).
    static func ended<G: Gesture>(_ gesture: G) -> some Gesture<G.Value> {
        gesture.onEnded { _ in }.onFailed { _ in }
    }

    static let state = GestureState(wrappedValue: CGSize.zero)

    static let all: [Composition] = [
        // The six gestures of benchmark 8 (BENCHMARKS.md) as the view modifiers attach them.
        Composition {
            [
                GestureAttachment(id: 0, gesture: watched(DragGesture())),
                GestureAttachment(id: 1, gesture: ended(TapGesture(count: 2))),
                GestureAttachment(id: 2, gesture: ended(TapGesture())),
                GestureAttachment(id: 3, gesture: watched(LongPressGesture()), priority: .simultaneous),
                GestureAttachment(
                    id: 4, gesture: watched(MagnifyGesture().simultaneously(with: RotateGesture())),
                    priority: .simultaneous),
            ]
        },
        // The same, composed into one attachment, every level watched.
        Composition {
            let taps = watched(DragGesture()).exclusively(before: ended(TapGesture(count: 2)))
                .exclusively(before: ended(TapGesture()))
            let pinch = watched(watched(MagnifyGesture()).simultaneously(with: watched(RotateGesture())))
            return [
                GestureAttachment(
                    id: 0,
                    gesture: ended(ended(taps).simultaneously(with: watched(LongPressGesture())))
                        .simultaneously(with: pinch).onEnded { _ in })
            ]
        },
        // Long press, then drag, with a gesture state.
        Composition {
            [
                GestureAttachment(
                    id: 0,
                    gesture: watched(
                        LongPressGesture(minimumDuration: 0.3).sequenced(before: watched(DragGesture()))
                            .updating(state) { value, state, _ in
                                if case .second(true, let drag?) = value { state = drag.translation }
                            }))
            ]
        },
        // Two drags at once, one starting at once; a drag mapped to its velocity.
        Composition {
            [
                GestureAttachment(
                    id: 0,
                    gesture: watched(
                        watched(DragGesture()).simultaneously(with: watched(DragGesture(minimumDistance: 0))))),
                GestureAttachment(
                    id: 1, gesture: watched(DragGesture(minimumDistance: 5).map { $0.velocity.width }),
                    priority: .high),
            ]
        },
        // Pinch or rotate, exclusively; a spatial tap on top.
        Composition {
            [
                GestureAttachment(
                    id: 0, gesture: watched(watched(MagnifyGesture()).exclusively(before: watched(RotateGesture())))),
                GestureAttachment(id: 1, gesture: ended(SpatialTapGesture(count: 2)), priority: .simultaneous),
            ]
        },
        // A double tap or a tap, simultaneous with a short long press, in a sequence.
        Composition {
            [
                GestureAttachment(
                    id: 0,
                    gesture: ended(
                        ended(TapGesture(count: 2)).exclusively(before: ended(TapGesture()))
                            .simultaneously(with: watched(LongPressGesture(minimumDuration: 0.2)))
                    ).sequenced(before: watched(DragGesture())).onEnded { _ in })
            ]
        },
    ]
}

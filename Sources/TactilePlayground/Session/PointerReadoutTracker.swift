import Foundation
import Tactile

/// The values of the pointers driving a session, as the engine's own gestures report them.
///
/// A `DragGesture` with no minimum distance follows the first pointer, and a `MagnifyGesture` and
/// a `RotateGesture` with no minimum change follow the first two, all in window space, in engines
/// of the readout's own that are fed the pointer events the session's host ran. So the readout is
/// what such gestures in the app would see, by construction, with nothing computed twice: the
/// velocity is the drag's estimator, the prediction its `predictedEndLocation`, and a rotation past
/// half a turn keeps counting, as `RotateGesture` does.
///
/// The drag has an engine of its own that sees only the pointer it follows: a `DragGesture` fails
/// when a second pointer lands on it, and the readout keeps showing the first pointer's drag
/// during a pinch. When that pointer lifts while others stay down, the drag starts again on the
/// next one, from where it is at the lift, so the next pointer's velocity is its own, with none of
/// the lifted pointer's samples.
final class PointerReadoutTracker {
    /// The latest values the gestures reported.
    private final class Values {
        var drag: DragGesture.Value?
        var scale: CGFloat?
        var rotation: Angle?
    }

    private let dragEngine: GestureEngine
    private let pinchEngine: GestureEngine
    private let drag: GestureAttachment
    private let pinch: GestureAttachment
    private let values = Values()
    /// The pointers down, oldest first, as the host ran them.
    private var pointers: [PointerEvent] = []

    init(configuration: GestureConfiguration = .standard) {
        dragEngine = GestureEngine(configuration: configuration)
        pinchEngine = GestureEngine(configuration: configuration)
        let values = self.values
        drag = GestureAttachment(
            id: "pointer-readout-drag",
            gesture: DragGesture(minimumDistance: 0, coordinateSpace: .global).onChanged { values.drag = $0 })
        pinch = GestureAttachment(
            id: "pointer-readout-pinch",
            gesture: MagnifyGesture(minimumScaleDelta: 0).onChanged { values.scale = $0.magnification }
                .simultaneously(
                    with: RotateGesture(minimumAngleDelta: .zero).onChanged { values.rotation = $0.rotation }))
    }

    /// Follows a pointer event the session's host ran.
    func record(_ event: PointerEvent) {
        switch event.phase {
        case .down:
            guard !pointers.contains(where: { $0.pointer == event.pointer }) else { return }
            pointers.append(event)
            if pointers.count == 1 { dragEngine.send(event, hitPath: [drag]) }
            pinchEngine.send(event, hitPath: [pinch])
        case .move:
            guard let index = pointers.firstIndex(where: { $0.pointer == event.pointer }) else { return }
            pointers[index] = event
            if index == 0 { dragEngine.send(event) }
            pinchEngine.send(event)
        case .up, .cancel:
            guard let index = pointers.firstIndex(where: { $0.pointer == event.pointer }) else { return }
            pointers.remove(at: index)
            pinchEngine.send(event)
            if pointers.count < 2 {
                values.scale = nil
                values.rotation = nil
            }
            guard index == 0 else { return }
            dragEngine.send(event)
            values.drag = nil
            if var next = pointers.first {
                next.phase = .down
                next.time = event.time
                dragEngine.send(next, hitPath: [drag])
            }
        }
    }
    /// The current values, or `nil` with no pointer down.
    func readout() -> PointerReadout? {
        guard let first = pointers.first else { return nil }
        let location = values.drag?.location ?? first.location
        let start = values.drag?.startLocation ?? location
        // Two samples a denormal apart (5e-324 s) give an infinite slope, which JSON cannot
        // carry; a velocity too large to be a number is shown as zero (no pointer moves so).
        var velocity = values.drag?.velocity ?? .zero
        if !velocity.width.isFinite || !velocity.height.isFinite { velocity = .zero }
        let predicted = DragGesture.Value(
            time: Date(timeIntervalSinceReferenceDate: first.time), location: location, startLocation: start,
            velocity: velocity, predictionInterval: dragEngine.configuration.predictionInterval
        ).predictedEndLocation
        var out = PointerReadout(
            pointers: pointers.count,
            startX: start.x, startY: start.y, x: location.x, y: location.y,
            translationX: location.x - start.x, translationY: location.y - start.y,
            velocityX: velocity.width, velocityY: velocity.height,
            predictedX: predicted.x, predictedY: predicted.y)
        if pointers.count >= 2 {
            // Before the first move of two pointers the gestures have reported nothing: no change yet.
            let scale = values.scale ?? 1
            out.scale = scale.isFinite ? scale : nil
            out.rotation = (values.rotation ?? .zero).degrees
        }
        return out
    }
}

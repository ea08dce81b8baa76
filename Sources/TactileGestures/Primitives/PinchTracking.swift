import Foundation

/// What a two-pointer gesture measures at one moment, relative to when both pointers were down.
struct PinchSample {
    /// Current distance between the pointers over the distance at the start.
    var scale: CGFloat
    /// Rotation of the line through the pointers since the start, unwrapped (may exceed ±180°).
    var rotation: Angle
    /// Zero unless the gesture reports it (``PinchGestureDescription/reportedVelocities``).
    var scaleVelocity: CGFloat
    /// Zero unless the gesture reports it (``PinchGestureDescription/reportedVelocities``).
    var rotationVelocity: Angle
    var time: TimeInterval
    /// The centre between the pointers at the start, host space.
    var startCentroid: CGPoint
}

/// The velocities a two-pointer gesture's value carries.
struct PinchVelocities: OptionSet {
    let rawValue: UInt8
    static let scale = PinchVelocities(rawValue: 1)
    static let rotation = PinchVelocities(rawValue: 2)
}

/// Describes how one two-pointer gesture reads a ``PinchSample``.
protocol PinchGestureDescription: Gesture {
    /// The velocities the gesture's value carries. Each is a least-squares fit per event, so the
    /// recognizer tracks and computes only these; the sample's other velocity fields stay zero.
    static var reportedVelocities: PinchVelocities { get }
    /// Whether the change is large enough for the gesture to be recognized.
    func isRecognized(by sample: PinchSample) -> Bool
    /// The value reported for `sample`; `startLocation`/`startAnchor` come from `geometry`.
    func value(for sample: PinchSample, geometry: GestureGeometryBox) -> Value
}

/// The recognizer shared by ``MagnifyGesture``, ``MagnificationGesture``, ``RotateGesture`` and
/// ``RotationGesture``.
///
/// | Input | Phase |
/// |---|---|
/// | first pointer down | possible |
/// | second pointer down | possible; the start distance, angle and centre are taken now |
/// | the change reaches the minimum delta | active; `updating`/`onChanged` from here on, at every change |
/// | either tracked pointer lifts, after becoming active | ended with the last value |
/// | either tracked pointer lifts before that | failed, ``GestureFailureReason/liftedEarly`` |
/// | cancel | failed, ``GestureFailureReason/cancelled`` |
///
/// Pointers beyond the first two are ignored.
final class PinchNode<G: PinchGestureDescription>: PrimitiveNode<G> {
    private enum State {
        case collecting
        case tracking(isActive: Bool)
        case ended
        case failed(GestureFailureReason)
    }

    private var state: State = .collecting
    private var first: (id: PointerID, location: CGPoint)?
    private var second: (id: PointerID, location: CGPoint)?
    private var startVector = CGVector.zero
    private var startCentroid = CGPoint.zero
    /// Rotation accumulated so far, so that crossing ±180° does not jump.
    private var unwrappedRotation: Double = 0
    private var previousAngle: Double = 0
    /// The velocity trackers, for the velocities the gesture reports (`nil` for the others).
    ///
    /// Exempt from the run-time exclusivity check, which the compiler cannot remove around the
    /// trackers' mutations (their buffers are copy-on-write): nothing else runs while they happen.
    @exclusivity(unchecked) private var scaleVelocity: ScalarVelocityTracker?
    @exclusivity(unchecked) private var rotationVelocity: ScalarVelocityTracker?
    private var sample: PinchSample?

    init(_ gesture: G, _ context: _GestureBuildContext, name: String) {
        let velocities = G.reportedVelocities
        if velocities.contains(.scale) {
            scaleVelocity = ScalarVelocityTracker(configuration: context.configuration.velocity)
        }
        if velocities.contains(.rotation) {
            rotationVelocity = ScalarVelocityTracker(configuration: context.configuration.velocity)
        }
        super.init(gesture, context, name: name)
    }

    override func reset() {
        super.reset()
        state = .collecting
        first = nil
        second = nil
        startVector = .zero
        startCentroid = .zero
        unwrappedRotation = 0
        previousAngle = 0
        scaleVelocity?.resetForReuse(configuration: configuration.velocity)
        rotationVelocity?.resetForReuse(configuration: configuration.velocity)
        sample = nil
    }

    override func start(_ context: _GestureUpdateContext) {
        super.start(context)
        for pointer in context.pointers.prefix(2) {
            add(pointer.id, at: pointer.location, time: context.time)
        }
    }

    private func add(_ id: PointerID, at location: CGPoint, time: TimeInterval) {
        if first == nil {
            first = (id, location)
        } else if second == nil {
            second = (id, location)
            beginTracking(time: time)
        }
    }

    private func beginTracking(time: TimeInterval) {
        guard let first, let second else { return }
        startVector = CGVector(dx: second.location.x - first.location.x, dy: second.location.y - first.location.y)
        startCentroid = CGPoint(
            x: (first.location.x + second.location.x) / 2,
            y: (first.location.y + second.location.y) / 2)
        previousAngle = atan2(Double(startVector.dy), Double(startVector.dx))
        unwrappedRotation = 0
        scaleVelocity?.reset()
        rotationVelocity?.reset()
        state = .tracking(isActive: false)
        record(time: time)
    }

    /// Measures the current sample.
    private func record(time: TimeInterval) {
        guard let first, let second else { return }
        let vector = CGVector(dx: second.location.x - first.location.x, dy: second.location.y - first.location.y)
        let startLength = hypot(Double(startVector.dx), Double(startVector.dy))
        let length = hypot(Double(vector.dx), Double(vector.dy))
        let scale = startLength > 0 ? length / startLength : 1
        let angle = atan2(Double(vector.dy), Double(vector.dx))
        var delta = angle - previousAngle
        if delta > .pi { delta -= 2 * .pi } else if delta < -.pi { delta += 2 * .pi }
        if length > 0 { unwrappedRotation += delta; previousAngle = angle }
        scaleVelocity?.addSample(scale, at: time)
        rotationVelocity?.addSample(unwrappedRotation, at: time)
        sample = PinchSample(
            scale: CGFloat(scale), rotation: .radians(unwrappedRotation),
            scaleVelocity: CGFloat(scaleVelocity?.velocity(at: time) ?? 0),
            rotationVelocity: .radians(Double(rotationVelocity?.velocity(at: time) ?? 0)),
            time: time, startCentroid: startCentroid)
    }

    override func evaluate(_ context: _GestureUpdateContext) -> GesturePhaseKind {
        if let event = context.event(for: self) {
            handle(event)
        }
        switch state {
        case .collecting:
            return .possible
        case .tracking(let isActive):
            guard let sample else { return .possible }
            setValue(gesture.value(for: sample, geometry: geometry))
            return isActive ? .active : .possible
        case .ended:
            guard let sample else { return fail(.liftedEarly) }
            setValue(gesture.value(for: sample, geometry: geometry))
            return .ended
        case .failed(let reason):
            return fail(reason)
        }
    }

    private func handle(_ event: PointerEvent) {
        if case .ended = state { return }
        if case .failed = state { return }
        let isFirst = first?.id == event.pointer
        let isSecond = second?.id == event.pointer
        switch event.phase {
        case .down:
            if !isFirst && !isSecond { add(event.pointer, at: event.location, time: event.time) }
        case .move:
            if isFirst {
                first?.location = event.location
            } else if isSecond {
                second?.location = event.location
            } else {
                return
            }
            guard case .tracking(let isActive) = state else { return }
            record(time: event.time)
            if !isActive, let sample, gesture.isRecognized(by: sample) {
                state = .tracking(isActive: true)
            }
        case .up:
            guard isFirst || isSecond else { return }
            if case .tracking(true) = state {
                state = .ended
            } else {
                state = .failed(.liftedEarly)
            }
        case .cancel:
            if isFirst || isSecond { state = .failed(.cancelled) }
        }
    }
}

extension PinchSample {
    /// The start centre in the gesture's local space.
    func startLocation(in geometry: GestureGeometryBox) -> CGPoint {
        geometry.convert(startCentroid, to: .local)
    }

    /// The start centre as a unit point of the attachment's bounds (`.center` without bounds).
    func startAnchor(in geometry: GestureGeometryBox) -> UnitPoint {
        let bounds = geometry.bounds
        guard bounds.width > 0, bounds.height > 0 else { return .center }
        let location = startLocation(in: geometry)
        return UnitPoint(x: (location.x - bounds.minX) / bounds.width, y: (location.y - bounds.minY) / bounds.height)
    }
}

import Foundation

/// What a two-pointer gesture measures at one moment, relative to when both pointers were down.
struct PinchSample {
    /// Current distance between the pointers over the distance at the start; 1 unless the gesture
    /// reads it (``PinchGestureDescription/measuredQuantities``).
    var scale: CGFloat
    /// Rotation of the line through the pointers since the start, unwrapped (may exceed ±180°);
    /// zero unless the gesture reads it (``PinchGestureDescription/measuredQuantities``).
    var rotation: Angle
    /// Zero unless the gesture reports it (``PinchGestureDescription/reportedVelocities``), and
    /// until the value is built (the fit runs only when someone reads the value).
    var scaleVelocity: CGFloat
    /// Zero unless the gesture reports it (``PinchGestureDescription/reportedVelocities``), and
    /// until the value is built.
    var rotationVelocity: Angle
    var time: TimeInterval
    /// The centre between the pointers at the start, host space.
    var startCentroid: CGPoint
}

/// Where a two-pointer gesture started, as its value reports it: the start centre in the
/// gesture's local space and as a unit point of the attachment's bounds (see
/// ``PinchSample/start(in:)``).
struct PinchStart {
    var location: CGPoint
    var anchor: UnitPoint
}

/// The quantities a two-pointer gesture measures, or whose velocities its value carries.
struct PinchQuantities: OptionSet {
    let rawValue: UInt8
    static let scale = PinchQuantities(rawValue: 1)
    static let rotation = PinchQuantities(rawValue: 2)
}

/// Describes how one two-pointer gesture reads a ``PinchSample``.
protocol PinchGestureDescription: Gesture {
    /// The quantities ``isRecognized(by:)`` and ``value(for:geometry:)`` read: the recognizer
    /// measures only these (an angle is an `atan2` per event); the sample's other fields keep
    /// their start values (scale 1, rotation zero).
    static var measuredQuantities: PinchQuantities { get }
    /// The velocities the gesture's value carries, a subset of ``measuredQuantities``. Each is a
    /// least-squares fit per event, so the recognizer tracks and computes only these; the
    /// sample's other velocity fields stay zero.
    static var reportedVelocities: PinchQuantities { get }
    /// Whether the change is large enough for the gesture to be recognized.
    func isRecognized(by sample: PinchSample) -> Bool
    /// The value reported for `sample`, whose velocities are filled in, starting at `start`.
    /// Static: a value depends on the measurement alone, so building one does not copy the
    /// gesture out of its node.
    static func value(for sample: PinchSample, start: PinchStart) -> Value
    /// Reports ``value(for:start:)`` as `node`'s value.
    static func setValue(for sample: PinchSample, start: PinchStart, on node: _GestureNode<Value>)
}

extension PinchGestureDescription {
    /// Reports ``value(for:start:)`` as `node`'s value. Each conforming gesture's witness is this
    /// method with `Value` known, so the recognizer (generic over the gesture) neither looks the
    /// value's type up nor copies the value through its value witnesses on every event.
    static func setValue(for sample: PinchSample, start: PinchStart, on node: _GestureNode<Value>) {
        node.setValue(value(for: sample, start: start))
    }
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
    /// The length of `startVector`, taken with it.
    private var startLength: Double = 0
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
    /// The latest measurement, whose value ``materializeValue()`` builds when it is read. Exempt
    /// from the run-time exclusivity check for the trackers' reason: it is read and written only
    /// by this node's update and by a parent's read of the value, never while either is under way
    /// (the callbacks run after the walk), and each check cost about a hundred instructions a move.
    @exclusivity(unchecked) private var sample: PinchSample?
    /// The latest sample's start as of the update that reported it (the geometry may be
    /// refreshed before a later read). Exempt from the check for the same reason.
    @exclusivity(unchecked) private var reportedStart = PinchStart(location: .zero, anchor: .center)
    /// `G.measuredQuantities`, read once.
    private let measured: PinchQuantities

    init(_ gesture: G, _ context: _GestureBuildContext, name: String) {
        measured = G.measuredQuantities
        let velocities = G.reportedVelocities
        if velocities.contains(.scale) {
            scaleVelocity = ScalarVelocityTracker(configuration: context.configuration.velocity)
        }
        if velocities.contains(.rotation) {
            rotationVelocity = ScalarVelocityTracker(configuration: context.configuration.velocity)
        }
        super.init(gesture, context, name: name, defersValue: true)
    }

    override func reset() {
        super.reset()
        state = .collecting
        first = nil
        second = nil
        startVector = .zero
        startLength = 0
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
        startLength = hypot(Double(startVector.dx), Double(startVector.dy))
        previousAngle = measured.contains(.rotation) ? atan2(Double(startVector.dy), Double(startVector.dx)) : 0
        unwrappedRotation = 0
        scaleVelocity?.reset()
        rotationVelocity?.reset()
        state = .tracking(isActive: false)
        record(time: time)
    }

    /// Measures the current sample: the quantities the gesture reads (`measured`).
    private func record(time: TimeInterval) {
        guard let first, let second else { return }
        let vector = CGVector(dx: second.location.x - first.location.x, dy: second.location.y - first.location.y)
        var scale: Double = 1
        if measured.contains(.scale) {
            let length = hypot(Double(vector.dx), Double(vector.dy))
            scale = startLength > 0 ? length / startLength : 1
            scaleVelocity?.addSample(scale, at: time)
        }
        if measured.contains(.rotation) {
            let angle = atan2(Double(vector.dy), Double(vector.dx))
            var delta = angle - previousAngle
            if delta > .pi { delta -= 2 * .pi } else if delta < -.pi { delta += 2 * .pi }
            // Whether the pointers are apart (`hypot(dx, dy) > 0`), without the `hypot`: the engine
            // delivers finite locations only, so neither component is NaN, and then the length is
            // positive exactly when a component is non-zero.
            if vector.dx != 0 || vector.dy != 0 { unwrappedRotation += delta; previousAngle = angle }
            rotationVelocity?.addSample(unwrappedRotation, at: time)
        }
        sample = PinchSample(
            scale: CGFloat(scale), rotation: .radians(unwrappedRotation), scaleVelocity: 0,
            rotationVelocity: .radians(0), time: time, startCentroid: startCentroid)
    }

    /// Reports the latest sample's phase with a value built only when someone reads it
    /// (``materializeValue()``): a pinch whose value nobody reads on a move (one with only
    /// `onEnded`, or inside a composition that forgets values) skips the velocity fits. The start
    /// is converted now, as the geometry may be refreshed before a later read; the velocities
    /// are fitted then, as the trackers change only when an event is handled.
    private func report(_ sample: PinchSample) {
        reportedStart = sample.start(in: geometry)
        deferValue()
    }

    /// Builds the value of the latest sample, with the velocities the latest event produced.
    override func materializeValue() {
        guard var sample else { return }
        sample.scaleVelocity = CGFloat(scaleVelocity?.velocity(at: sample.time) ?? 0)
        sample.rotationVelocity = .radians(Double(rotationVelocity?.velocity(at: sample.time) ?? 0))
        G.setValue(for: sample, start: reportedStart, on: self)
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
            report(sample)
            return isActive ? .active : .possible
        case .ended:
            guard let sample else { return fail(.liftedEarly) }
            report(sample)
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
    /// The start centre in the gesture's local space (`location`), and as a unit point of the
    /// attachment's bounds (`anchor`; `.center` without bounds): the centre is converted once,
    /// by the geometry's local transform itself (what `convert(_:to: .local)` applies), so no
    /// ``CoordinateSpace`` value is copied and destroyed per move.
    func start(in geometry: GestureGeometryBox) -> PinchStart {
        let location = startCentroid.applying(geometry.localFromHost)
        let bounds = geometry.bounds
        guard bounds.width > 0, bounds.height > 0 else { return PinchStart(location: location, anchor: .center) }
        let anchor = UnitPoint(
            x: (location.x - bounds.minX) / bounds.width, y: (location.y - bounds.minY) / bounds.height)
        return PinchStart(location: location, anchor: anchor)
    }
}

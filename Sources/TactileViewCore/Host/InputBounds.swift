import Foundation

/// The range a ``GestureHost`` lets an event's numbers lie in: a host's policy, on top of the
/// engine's own rules. A finite location or time beyond it is refused with a
/// `GestureDiagnostic.Kind.outOfBounds` diagnostic and changes nothing; non-finite numbers are
/// left to the engine, which rejects them as `GestureDiagnostic.Kind.nonFiniteValue`.
///
/// A host takes any finite numbers by default (``unbounded``). A driver whose arithmetic on event
/// numbers must stay finite (the playground's timers and readouts) sets tighter bounds.
public struct InputBounds: Sendable, Hashable {
    /// Largest `|x|` or `|y|` of a location, in points.
    public var maxCoordinate: Double
    /// Largest `|time|`, in seconds.
    public var maxTime: Double

    /// Bounds with the given limits.
    public init(maxCoordinate: Double, maxTime: Double) {
        self.maxCoordinate = maxCoordinate
        self.maxTime = maxTime
    }

    /// Any finite number.
    public static let unbounded = InputBounds(maxCoordinate: .infinity, maxTime: .infinity)

    /// Whether `event` lies outside the bounds: a finite number beyond them.
    public func excludes(_ event: PointerEvent) -> Bool {
        let x = Double(event.location.x), y = Double(event.location.y)
        return (x.isFinite && abs(x) > maxCoordinate) || (y.isFinite && abs(y) > maxCoordinate)
            || (event.time.isFinite && abs(event.time) > maxTime)
    }

    /// Whether the scroll wheel `event` lies outside the bounds: a finite location, delta or time
    /// beyond them (a delta is bounded as a location is).
    public func excludes(_ event: ScrollWheelEvent) -> Bool {
        let lengths = [event.location.x, event.location.y, event.delta.width, event.delta.height].map(Double.init)
        return lengths.contains { $0.isFinite && abs($0) > maxCoordinate }
            || (event.time.isFinite && abs(event.time) > maxTime)
    }

    /// The diagnostic for a scroll wheel event these bounds exclude.
    func diagnostic(for event: ScrollWheelEvent) -> GestureDiagnostic {
        GestureDiagnostic(
            kind: .outOfBounds,
            message: "\(event) is out of range: this host takes |x|, |y| and deltas up to "
                + "\(Self.format(maxCoordinate)) points and |time| up to \(Self.format(maxTime)) s")
    }

    /// The diagnostic for an event these bounds exclude.
    func diagnostic(for event: PointerEvent) -> GestureDiagnostic {
        GestureDiagnostic(
            kind: .outOfBounds,
            message: "\(event.phase) of pointer \(event.pointer) at (\(event.location.x), \(event.location.y)), "
                + "time \(event.time), is out of range: this host takes |x|, |y| up to \(Self.format(maxCoordinate)) "
                + "points and |time| up to \(Self.format(maxTime)) s",
            event: event)
    }

    private static func format(_ value: Double) -> String {
        value.isFinite && abs(value) < 1e15 && value == value.rounded() ? String(Int64(value)) : "\(value)"
    }
}

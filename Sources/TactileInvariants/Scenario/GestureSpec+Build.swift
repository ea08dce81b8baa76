import Foundation
import TactileGestures

extension GestureSpec {
    /// Builds the gesture, every value reduced to an `Int` fingerprint so that any two specs
    /// compose, creating a ``Probe`` for each `.probed` node.
    ///
    /// - Parameters:
    ///   - prefix: The trace-name prefix of this spec's nodes (without the hit-path index).
    ///   - attachment: The scene attachment the gesture belongs to.
    ///   - probes: Receives the probes created, outermost last.
    func build(prefix: String, attachment: Int, log: ProbeCallLog, probes: inout [Probe]) -> AnyGesture<Int> {
        switch self {
        case .tap(let count):
            return AnyGesture(TapGesture(count: count).map { Fingerprint.of(count) })
        case .spatialTap(let count):
            return AnyGesture(SpatialTapGesture(count: count).map { Fingerprint.of($0.location) })
        case .longPress(let duration, let distance):
            return AnyGesture(
                LongPressGesture(minimumDuration: duration, maximumDistance: CGFloat(distance))
                    .map { $0 ? 1 : 2 })
        case .drag(let distance):
            return AnyGesture(
                DragGesture(minimumDistance: CGFloat(distance)).map {
                    Fingerprint.combine(Fingerprint.of($0.location), Fingerprint.of($0.startLocation))
                })
        case .magnify(let delta):
            return AnyGesture(
                MagnifyGesture(minimumScaleDelta: CGFloat(delta)).map { Fingerprint.of(Double($0.magnification)) })
        case .rotate(let degrees):
            return AnyGesture(
                RotateGesture(minimumAngleDelta: .degrees(degrees)).map { Fingerprint.of($0.rotation.radians) })
        case .spatialEvents:
            return AnyGesture(
                SpatialEventGesture().map { events in
                    events.reduce(events.count) { Fingerprint.combine($0, Fingerprint.of($1.location)) }
                })
        case .absent:
            return AnyGesture(Optional<AnyGesture<Int>>.none)
        case .sequenced(let a, let b):
            let first = a.build(prefix: prefix + "/first", attachment: attachment, log: log, probes: &probes)
            let second = b.build(prefix: prefix + "/second", attachment: attachment, log: log, probes: &probes)
            return AnyGesture(
                first.sequenced(before: second).map { value in
                    switch value {
                    case .first(let a): Fingerprint.combine(1, a)
                    case .second(let a, let b): Fingerprint.combine(Fingerprint.combine(2, a), b ?? -1)
                    }
                })
        case .simultaneous(let a, let b):
            let first = a.build(prefix: prefix + "/first", attachment: attachment, log: log, probes: &probes)
            let second = b.build(prefix: prefix + "/second", attachment: attachment, log: log, probes: &probes)
            return AnyGesture(
                first.simultaneously(with: second).map {
                    Fingerprint.combine($0.first ?? -1, $0.second ?? -1)
                })
        case .exclusive(let a, let b):
            let first = a.build(prefix: prefix + "/first", attachment: attachment, log: log, probes: &probes)
            let second = b.build(prefix: prefix + "/second", attachment: attachment, log: log, probes: &probes)
            return AnyGesture(
                first.exclusively(before: second).map { value in
                    switch value {
                    case .first(let a): Fingerprint.combine(3, a)
                    case .second(let b): Fingerprint.combine(4, b)
                    }
                })
        case .mapped(let base):
            let built = base.build(prefix: prefix, attachment: attachment, log: log, probes: &probes)
            return AnyGesture(built.map { $0 &* 31 &+ 7 })
        case .probed(let base, let callbacks):
            let built = base.build(prefix: prefix, attachment: attachment, log: log, probes: &probes)
            let probe = Probe(
                id: probes.count, attachment: attachment, key: base.traceName(prefix: prefix),
                callbacks: callbacks)
            probes.append(probe)
            return probe.attach(to: built, log: log)
        }
    }
}

/// Reduces gesture values to `Int`s that change when the value changes (bit patterns, mixed).
enum Fingerprint {
    static func of(_ value: Int) -> Int { value }

    static func of(_ value: Double) -> Int { Int(truncatingIfNeeded: value.bitPattern) }

    static func of(_ point: CGPoint) -> Int { combine(of(Double(point.x)), of(Double(point.y))) }

    static func combine(_ a: Int, _ b: Int) -> Int { (a &* 1_000_003) ^ b }
}

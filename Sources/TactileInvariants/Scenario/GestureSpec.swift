import Foundation
import TactileGestures

/// A gesture to build, as data: a primitive with its parameters, a modifier, or a combinator of
/// two specs. Decoded from bytes, built into a real gesture with probes attached.
indirect enum GestureSpec: Sendable, Hashable, CustomStringConvertible {
    case tap(count: Int)
    case spatialTap(count: Int)
    case longPress(minimumDuration: Double, maximumDistance: Double)
    case drag(minimumDistance: Double)
    case magnify(minimumScaleDelta: Double)
    case rotate(minimumDegrees: Double)
    case spatialEvents
    /// `Optional<Gesture>.none`: never recognizes.
    case absent
    case sequenced(GestureSpec, GestureSpec)
    case simultaneous(GestureSpec, GestureSpec)
    case exclusive(GestureSpec, GestureSpec)
    /// `.map { … }`: passes phases through with another value.
    case mapped(GestureSpec)
    /// The spec with a probe's callbacks attached (`updating`, `onChanged`, `onEnded`, `onFailed`).
    case probed(GestureSpec, ProbeCallbacks)

    /// The trace name component of the node this spec builds, or `nil` for one that only wraps
    /// its child (the engine names primitives and combinators, not modifiers).
    var nodeName: String? {
        switch self {
        case .tap(let count): count == 1 ? "TapGesture" : "TapGesture(count: \(count))"
        case .spatialTap(let count): count == 1 ? "SpatialTapGesture" : "SpatialTapGesture(count: \(count))"
        case .longPress: "LongPressGesture"
        case .drag: "DragGesture"
        case .magnify: "MagnifyGesture"
        case .rotate: "RotateGesture"
        case .spatialEvents: "SpatialEventGesture"
        case .absent: "nil"
        case .sequenced: "SequenceGesture"
        case .simultaneous: "SimultaneousGesture"
        case .exclusive: "ExclusiveGesture"
        case .mapped, .probed: nil
        }
    }

    /// The trace name of this spec's nearest named node, built under `prefix` (the engine's
    /// naming: `prefix/Name`; combinators' children under `prefix/first` and `prefix/second`).
    func traceName(prefix: String) -> String {
        switch self {
        case .mapped(let base), .probed(let base, _): base.traceName(prefix: prefix)
        default: prefix + "/" + (nodeName ?? "")
        }
    }

    var description: String {
        switch self {
        case .tap(let count): "Tap(\(count))"
        case .spatialTap(let count): "SpatialTap(\(count))"
        case .longPress(let duration, let distance): "LongPress(\(duration)s, \(distance)pt)"
        case .drag(let distance): "Drag(\(distance)pt)"
        case .magnify(let delta): "Magnify(\(delta))"
        case .rotate(let degrees): "Rotate(\(degrees)°)"
        case .spatialEvents: "SpatialEvents"
        case .absent: "nil"
        case .sequenced(let a, let b): "(\(a) then \(b))"
        case .simultaneous(let a, let b): "(\(a) with \(b))"
        case .exclusive(let a, let b): "(\(a) or \(b))"
        case .mapped(let base): "\(base).map"
        case .probed(let base, let callbacks): "\(base).probe[\(callbacks)]"
        }
    }
}

/// Which callbacks a probe attaches.
struct ProbeCallbacks: Sendable, Hashable, CustomStringConvertible {
    var updating: Bool
    var changed: Bool
    var ended: Bool
    var failed: Bool

    var description: String {
        [updating ? "u" : "", changed ? "c" : "", ended ? "e" : "", failed ? "f" : ""].joined()
    }
}

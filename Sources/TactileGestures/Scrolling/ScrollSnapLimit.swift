import Foundation

/// How far one release of a view-aligned scroll view may go along an axis
/// (``ScrollSnapping/limitedOffsets(horizontal:vertical:horizontalLimit:verticalLimit:)``), counted
/// from the aligned offset nearest to where the content was when the touch began.
public enum ScrollSnapLimit: Hashable, Sendable {
    /// Any number of offsets: the one nearest to where the fling would stop.
    case none
    /// At most this many offsets on either side (a count below 1 counts as 1): `.offsets(1)` moves
    /// one view per release, as paging moves one page.
    case offsets(Int)
    /// At most the offsets within one container length on either side, and at least one: a
    /// screenful of small views, or one view as long as the container.
    case containerLength

    /// `natural` (an offset of `candidates`), or the nearest offset to it that this limit allows
    /// from the offset of `candidates` nearest to `start`.
    func limit(_ natural: CGFloat, from start: CGFloat, among candidates: [CGFloat], container: CGFloat) -> CGFloat {
        guard self != .none else { return natural }
        let sorted = Set(candidates).sorted()
        guard !sorted.isEmpty,
            let origin = sorted.indices.min(by: { abs(sorted[$0] - start) < abs(sorted[$1] - start) }),
            let wanted = sorted.indices.min(by: { abs(sorted[$0] - natural) < abs(sorted[$1] - natural) })
        else { return natural }
        var low = origin, high = origin
        switch self {
        case .none:
            return natural
        case .offsets(let count):
            let steps = max(count, 1)
            (low, high) = (max(origin - steps, 0), min(origin + steps, sorted.count - 1))
        case .containerLength:
            let reach = container.isFinite && container > 0 ? container : 0
            while low > 0, sorted[origin] - sorted[low - 1] <= reach { low -= 1 }
            while high < sorted.count - 1, sorted[high + 1] - sorted[origin] <= reach { high += 1 }
            (low, high) = (min(low, max(origin - 1, 0)), max(high, min(origin + 1, sorted.count - 1)))
        }
        return sorted[min(max(wanted, low), high)]
    }
}

/// A caller's rule for where a release comes to rest (``ScrollSnapping/rule(_:)``): the engine's
/// form of a custom scroll target behaviour, which the view layer builds from the behaviour's
/// `updateTarget(_:context:)`.
///
/// Two rules are equal when their ``name``s are: the view layer names a rule by its behaviour's
/// type and stored values, so an unchanged behaviour is an unchanged gesture.
public struct ScrollTargetRule: Hashable, Sendable {
    /// What tells this rule from another.
    public let name: String
    /// Where to rest, for a release: called once per release, on the thread that drives the engine.
    public let pick: @Sendable (ScrollTargetRequest) -> CGPoint

    /// A rule named `name` that rests where `pick` says.
    public init(name: String, pick: @escaping @Sendable (ScrollTargetRequest) -> CGPoint) {
        self.name = name
        self.pick = pick
    }

    /// Rules with the same name are equal.
    public static func == (lhs: ScrollTargetRule, rhs: ScrollTargetRule) -> Bool { lhs.name == rhs.name }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// What a ``ScrollTargetRule`` is asked at a release. Offsets as ``ScrollGesture``'s: they grow as
/// the content moves up and left.
public struct ScrollTargetRequest: Hashable, Sendable {
    /// Where the fling would come to rest at the gesture's deceleration rate, clamped to the range.
    public var proposed: CGPoint
    /// Where the content was when the touch began.
    public var start: CGPoint
    /// How fast the offset was changing at the release, in points per second: positive `dy` when
    /// the content was moving up (the finger moving up, towards the end of the content).
    public var velocity: CGVector
    /// The content's size.
    public var contentSize: CGSize
    /// The container's size.
    public var containerSize: CGSize
    /// The axes the content scrolls along.
    public var axes: GestureAxes

    /// A request with each of its values.
    public init(
        proposed: CGPoint, start: CGPoint, velocity: CGVector, contentSize: CGSize, containerSize: CGSize,
        axes: GestureAxes
    ) {
        self.proposed = proposed
        self.start = start
        self.velocity = velocity
        self.contentSize = contentSize
        self.containerSize = containerSize
        self.axes = axes
    }
}

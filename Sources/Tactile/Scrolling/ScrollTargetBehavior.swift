import Foundation

/// How a scroll view picks where a fling comes to rest: SwiftUI's `ScrollTargetBehavior`, set
/// with `View/scrollTargetBehavior(_:)`.
///
/// Tactile provides SwiftUI's two, `.paging` and `.viewAligned` (with its limit behaviours), and
/// runs behaviours of your own: when a finger lifts, the scroll gesture works out where its fling
/// would stop and asks ``updateTarget(_:context:)``; the content then decelerates to rest exactly
/// where the target says (clamped to the range the content can rest in), as paging does. The
/// same happens when a scroll wheel sequence ends, with zero velocity.
///
/// ```swift
/// struct SnapTo100: ScrollTargetBehavior {
///     func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
///         target.rect.origin.y = (target.rect.minY / 100).rounded() * 100
///     }
/// }
/// ```
///
/// As in SwiftUI, the behaviour is also asked when the scroll view changes size while its content
/// is at rest (a window resized or rotated), so that paged or view-aligned content stays on a
/// page or a view: the target is then where the content is in the new size, with zero velocity.
///
/// The behaviour is copied when the modifier runs and called on the main actor, which drives
/// Tactile's scroll gestures.
public protocol ScrollTargetBehavior {
    /// The context a behaviour updates its target in.
    typealias TargetContext = ScrollTargetBehaviorContext

    /// Updates `target`, where the scroll view would come to rest, to where it should: called once
    /// when a scroll gesture's finger lifts (or a scroll wheel sequence ends) with the target the
    /// fling would reach at the scroll view's deceleration rate, and when the scroll view changes
    /// size while its content is at rest, with the target where the content is in the new size
    /// (clamped to the new range; the context's velocity is zero and its original target the same).
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)

    /// Tactile's (not SwiftUI's): the rule of the scroll gesture this behaviour stands for. The
    /// default calls ``updateTarget(_:context:)``; `.paging` and `.viewAligned` have rules of
    /// their own (they need the views' edges and where the touch began).
    var _snapKind: _ScrollSnapKind { get }
}

extension ScrollTargetBehavior {
    /// A custom behaviour's rule: ``updateTarget(_:context:)``.
    public var _snapKind: _ScrollSnapKind {
        // The behaviour is a value copied here; the engine calls the rule on the thread that drives
        // it, the host's main actor, so the copy is never used from two threads at once.
        nonisolated(unsafe) let behavior: any ScrollTargetBehavior = self
        return .rule(
            ScrollTargetRule(name: String(reflecting: self)) { request in
                var target = ScrollTarget(rect: CGRect(origin: request.proposed, size: request.containerSize))
                var axes: Axis.Set = []
                if request.axes.contains(.horizontal) { axes.insert(.horizontal) }
                if request.axes.contains(.vertical) { axes.insert(.vertical) }
                let context = ScrollTargetBehaviorContext(
                    originalTarget: ScrollTarget(rect: CGRect(origin: request.start, size: request.containerSize)),
                    velocity: request.velocity, contentSize: request.contentSize,
                    containerSize: request.containerSize, axes: axes)
                behavior.updateTarget(&target, context: context)
                return target.contentOffset(in: request.containerSize)
            })
    }
}

/// The rules behind Tactile's scroll target behaviours (see ``ScrollTargetBehavior``).
public enum _ScrollSnapKind: Hashable, Sendable {
    /// Container-sized pages.
    case paging
    /// The leading edges of the views of a `View/scrollTargetLayout(isEnabled:)` container, at
    /// most as many per release as the limit allows.
    case viewAligned(ViewAlignedScrollTargetBehavior.LimitBehavior)
    /// A behaviour's own ``ScrollTargetBehavior/updateTarget(_:context:)``.
    case rule(ScrollTargetRule)
}

/// Pages as long as the scroll view: a release ends on a page boundary, at most one page from the
/// page the touch began on (a flick moves on a page, a slow release goes to the nearest).
public struct PagingScrollTargetBehavior: ScrollTargetBehavior, Sendable {
    /// The paging behaviour.
    public init() {}

    /// Leaves `target` as it is: the scroll gesture applies the paging rule itself, as it needs
    /// the offset at the release and where the touch began.
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}

    /// The rule: container-sized pages.
    public var _snapKind: _ScrollSnapKind { .paging }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Pages as long as the scroll view.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

/// Rests with a view's leading edge (top, or left) at the scroll view's: the views of the
/// containers marked `View/scrollTargetLayout(isEnabled:)` in the content, or the end of the
/// content; the one nearest to where the fling would have stopped, within the
/// ``limitBehavior-swift.property``.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior, Sendable {
    /// How many views one release may move past (SwiftUI's `LimitBehavior`), counted from the
    /// aligned view nearest to where the content was when the touch began.
    ///
    /// | limit | along an axis, a release moves at most |
    /// |---|---|
    /// | `.never` | any number of views |
    /// | `.always`, `.alwaysByOne` | one view, as paging moves one page |
    /// | `.alwaysByFew` | the views that start within one container length (at least one) |
    /// | `.automatic` | one view where the scroll view is compact along that axis (shorter than ``compactLength``), any number otherwise |
    ///
    /// SwiftUI's `.automatic` limits a horizontal scroll view in a compact horizontal size class
    /// and a vertical one in a compact vertical size class. Tactile has no size classes, so it
    /// asks the scroll view's own length along the axis instead: an iPhone's width, or its height
    /// in landscape, is compact; an iPad's, or an iPhone's height in portrait, is not.
    public struct LimitBehavior: Hashable, Sendable {
        private enum Kind: Hashable, Sendable { case automatic, always, never, alwaysByFew, alwaysByOne }
        private let kind: Kind

        /// One view where the scroll view is compact along the axis, any number otherwise.
        public static let automatic = LimitBehavior(kind: .automatic)
        /// At most one view per release.
        public static let always = LimitBehavior(kind: .always)
        /// Any number of views.
        public static let never = LimitBehavior(kind: .never)
        /// At most the views that start within one container length of the view the touch began
        /// on (at least one): SwiftUI's "a small number of views", which it works out itself.
        public static let alwaysByFew = LimitBehavior(kind: .alwaysByFew)
        /// At most one view per release.
        public static let alwaysByOne = LimitBehavior(kind: .alwaysByOne)

        /// The length along an axis below which `.automatic` counts a scroll view as compact
        /// there, in points: above every iPhone's width (440 at most) and landscape height, below
        /// an iPad's smallest width (744) and an iPhone's portrait height (667 at least).
        public static let compactLength: CGFloat = 600

        /// The engine's limit along an axis where the container is `length` long.
        func snapLimit(containerLength length: CGFloat) -> ScrollSnapLimit {
            switch kind {
            case .never: .none
            case .always, .alwaysByOne: .offsets(1)
            case .alwaysByFew: .containerLength
            case .automatic: length < Self.compactLength ? .offsets(1) : .none
            }
        }
    }

    /// The limit asked for.
    public var limitBehavior: LimitBehavior

    /// The view-aligned behaviour.
    public init(limitBehavior: LimitBehavior = .automatic) {
        self.limitBehavior = limitBehavior
    }

    /// Leaves `target` as it is: the scroll gesture applies the view-aligned rule itself, as it
    /// needs the views' edges and where the touch began.
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}

    /// The rule: aligned views, within the limit.
    public var _snapKind: _ScrollSnapKind { .viewAligned(limitBehavior) }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Rests with a view's leading edge at the scroll view's (`.automatic` limit).
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

    /// Rests with a view's leading edge at the scroll view's, moving at most as many views per
    /// release as `limitBehavior` allows.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior)
        -> ViewAlignedScrollTargetBehavior
    {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

private struct ScrollSnapKindKey: EnvironmentKey {
    static var defaultValue: _ScrollSnapKind? { nil }
}

extension EnvironmentValues {
    /// The rule scroll views in this subtree rest by (`View/scrollTargetBehavior(_:)`).
    var scrollSnapKind: _ScrollSnapKind? {
        get { self[ScrollSnapKindKey.self] }
        set { self[ScrollSnapKindKey.self] = newValue }
    }
}

extension View {
    /// Sets how the scroll views in this view pick where a fling comes to rest: `.paging`,
    /// `.viewAligned` (with ``scrollTargetLayout(isEnabled:)`` on the container of the views), or
    /// a ``ScrollTargetBehavior`` of your own.
    nonisolated public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        let kind = behavior._snapKind
        return modifier(EnvironmentWritingModifier { $0.scrollSnapKind = kind })
    }

    /// Marks this layout container's views as the places a `.viewAligned` scroll view rests at
    /// (their leading edges). `isEnabled: false` leaves the container unmarked.
    nonisolated public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        modifier(ScrollTargetLayoutModifier(isEnabled: isEnabled))
    }
}

/// `scrollTargetLayout()`: a marker around the container whose views are scroll targets.
struct ScrollTargetLayoutModifier: NodeContentModifier {
    let isEnabled: Bool
    var kindName: String { "scrollTargetLayout" }
    var isLayoutNeutral: Bool { true }
}

extension ScrollMetrics {
    /// The offsets a `.viewAligned` scroll view rests at: in its content space, the leading edges
    /// of the views of each enabled `View/scrollTargetLayout(isEnabled:)` container (a lazy
    /// stack's rows built or not, by their measured or estimated lengths), not looking into
    /// nested scroll views. Read after a layout.
    func alignedSnapping(limit: ViewAlignedScrollTargetBehavior.LimitBehavior = .never) -> ScrollSnapping {
        let horizontalLimit = limit.snapLimit(containerLength: containerSize.width)
        let verticalLimit = limit.snapLimit(containerLength: containerSize.height)
        guard let viewport else { return .offsets(horizontal: [], vertical: []) }
        let toContent = viewport.contentToWindow.inverted()
        var xs: [CGFloat] = [], ys: [CGFloat] = []
        for container in targetContainers() {
            if let lazy = container.content as? LazyStackContent {
                let origin = CGPoint.zero.applying(container.transformToWindow).applying(toContent)
                var position: CGFloat = lazy.axis == .vertical ? origin.y : origin.x
                for index in 0..<lazy.state.count {
                    if lazy.axis == .vertical { ys.append(position) } else { xs.append(position) }
                    position += lazy.state.length(at: index) + lazy.spacing
                }
                continue
            }
            for child in container.children {
                let frame = child.bounds.applying(child.transformToWindow).applying(toContent)
                xs.append(frame.minX)
                ys.append(frame.minY)
            }
        }
        if horizontalLimit == .none && verticalLimit == .none { return .offsets(horizontal: xs, vertical: ys) }
        return .limitedOffsets(
            horizontal: xs, vertical: ys, horizontalLimit: horizontalLimit, verticalLimit: verticalLimit)
    }
}

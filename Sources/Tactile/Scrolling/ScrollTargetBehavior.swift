import Foundation

/// How a scroll view picks where a fling comes to rest: SwiftUI's `ScrollTargetBehavior`, set
/// with ``View/scrollTargetBehavior(_:)``.
///
/// Tactile provides SwiftUI's two, `.paging` and
/// `.viewAligned`. Behaviours of your own (SwiftUI's
/// `updateTarget(_:context:)`) are not supported: the choice is made by the engine's scroll
/// gesture, which knows offsets, not views.
public protocol ScrollTargetBehavior {
    /// Tactile's (not SwiftUI's): which rule of the scroll gesture this behaviour stands for.
    var _snapKind: _ScrollSnapKind { get }
}

/// The rules behind Tactile's scroll target behaviours (see ``ScrollTargetBehavior``).
public enum _ScrollSnapKind: Hashable, Sendable {
    /// Container-sized pages.
    case paging
    /// The leading edges of the views of a ``View/scrollTargetLayout(isEnabled:)`` container.
    case viewAligned
}

/// Pages as long as the scroll view: a release ends on a page boundary, at most one page from the
/// page the touch began on (a flick moves on a page, a slow release goes to the nearest).
public struct PagingScrollTargetBehavior: ScrollTargetBehavior, Sendable {
    /// The paging behaviour.
    public init() {}
    /// The rule: container-sized pages.
    public var _snapKind: _ScrollSnapKind { .paging }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Pages as long as the scroll view.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

/// Rests with a view's leading edge (top, or left) at the scroll view's: the views of the
/// containers marked ``View/scrollTargetLayout(isEnabled:)`` in the content, or the end of the
/// content; the one nearest to where the fling would have stopped.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior, Sendable {
    /// Whether a release may move past more than one view (SwiftUI's `LimitBehavior`).
    public struct LimitBehavior: Hashable, Sendable {
        private let kind: Int
        /// The platform's choice.
        public static let automatic = LimitBehavior(kind: 0)
        /// At most one view per release (accepted; Tactile does not limit).
        public static let always = LimitBehavior(kind: 1)
        /// Any number of views.
        public static let never = LimitBehavior(kind: 2)
    }

    /// The limit asked for. Tactile lets every release go to the view nearest its natural end.
    public var limitBehavior: LimitBehavior

    /// The view-aligned behaviour.
    public init(limitBehavior: LimitBehavior = .automatic) {
        self.limitBehavior = limitBehavior
    }

    /// The rule: aligned views.
    public var _snapKind: _ScrollSnapKind { .viewAligned }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Rests with a view's leading edge at the scroll view's.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

    /// Rests with a view's leading edge at the scroll view's; `limitBehavior` is accepted.
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
    /// The rule scroll views in this subtree rest by (``View/scrollTargetBehavior(_:)``).
    var scrollSnapKind: _ScrollSnapKind? {
        get { self[ScrollSnapKindKey.self] }
        set { self[ScrollSnapKindKey.self] = newValue }
    }
}

extension View {
    /// Sets how the scroll views in this view pick where a fling comes to rest: `.paging` or
    /// `.viewAligned` (with ``scrollTargetLayout(isEnabled:)`` on the container of the views).
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        let kind = behavior._snapKind
        return modifier(EnvironmentWritingModifier { $0.scrollSnapKind = kind })
    }

    /// Marks this layout container's views as the places a `.viewAligned` scroll view rests at
    /// (their leading edges). `isEnabled: false` leaves the container unmarked.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
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
    /// of the views of each enabled ``View/scrollTargetLayout(isEnabled:)`` container (a lazy
    /// stack's rows built or not, by their measured or estimated lengths), not looking into
    /// nested scroll views. Read after a layout.
    func alignedSnapping() -> ScrollSnapping {
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
        return .offsets(horizontal: xs, vertical: ys)
    }
}

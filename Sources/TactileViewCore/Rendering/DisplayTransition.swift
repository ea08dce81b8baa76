import Foundation

/// The transition of the view an item belongs to (`.transition(_:)`), recorded where the item was
/// drawn so that ``FrameAnimator`` can play the view's insertion and removal.
public struct DisplayTransition: Sendable, Equatable {
    /// The identity of the view the transition is attached to (the `transition` modifier's node).
    public var identity: ViewIdentity
    /// The transition.
    public var transition: AnyTransition
    /// The view's frame in the window, when drawn (`move`, `slide` and `push` move by its size,
    /// `scale` scales about an anchor in it).
    public var frame: CGRect
    /// The animation in effect at the view when it was drawn (the commit's, or an `.animation`
    /// modifier's above it), which plays its insertion.
    public var animation: Animation?

    /// The animation that plays an insertion (or a removal, where `commit` is the animation the
    /// removing commit had in effect at the view's place):
    /// the transition's own `.animation(_:)` if it has one, else the one in effect.
    func animation(insertion: Bool, commit: Animation?) -> Animation? {
        if let own = Self.ownAnimation(transition.kind, insertion: insertion) { return own }
        return insertion ? animation : commit
    }

    private static func ownAnimation(_ kind: AnyTransition.Kind, insertion: Bool) -> Animation?? {
        switch kind {
        case .animated(_, let animation): return .some(animation)
        case .asymmetric(let i, let r): return ownAnimation(insertion ? i : r, insertion: insertion)
        case .combined(let a, let b):
            return ownAnimation(a, insertion: insertion) ?? ownAnimation(b, insertion: insertion)
        default: return nil
        }
    }

    /// Where an item of the view is while it is out: its window transform and opacity before an
    /// insertion (`insertion`) or after a removal.
    func outState(of transform: CGAffineTransform, opacity: Double, insertion: Bool) -> (
        CGAffineTransform, Double
    ) {
        Self.apply(transition.kind, insertion: insertion, frame: frame, to: (transform, opacity))
    }

    private static func apply(
        _ kind: AnyTransition.Kind, insertion: Bool, frame: CGRect, to state: (CGAffineTransform, Double)
    ) -> (CGAffineTransform, Double) {
        let (transform, opacity) = state
        func moved(_ edge: Edge) -> CGAffineTransform {
            let d: CGSize
            switch edge {
            case .leading: d = CGSize(width: -frame.width, height: 0)
            case .trailing: d = CGSize(width: frame.width, height: 0)
            case .top: d = CGSize(width: 0, height: -frame.height)
            case .bottom: d = CGSize(width: 0, height: frame.height)
            }
            return transform.concatenating(CGAffineTransform(translationX: d.width, y: d.height))
        }
        switch kind {
        case .identity:
            return state
        case .opacity:
            return (transform, 0)
        case .scale(let scale, let anchor):
            let a = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
            let s = CGAffineTransform(translationX: -a.x, y: -a.y)
                .concatenating(CGAffineTransform(scaleX: scale, y: scale))
                .concatenating(CGAffineTransform(translationX: a.x, y: a.y))
            return (transform.concatenating(s), opacity)
        case .offset(let d):
            return (transform.concatenating(CGAffineTransform(translationX: d.width, y: d.height)), opacity)
        case .move(let edge):
            return (moved(edge), opacity)
        case .slide:
            return (moved(insertion ? .leading : .trailing), opacity)
        case .push(let edge):
            return (moved(insertion ? edge : opposite(edge)), 0)
        case .asymmetric(let i, let r):
            return apply(insertion ? i : r, insertion: insertion, frame: frame, to: state)
        case .combined(let a, let b):
            return apply(
                b, insertion: insertion, frame: frame, to: apply(a, insertion: insertion, frame: frame, to: state))
        case .animated(let inner, _):
            return apply(inner, insertion: insertion, frame: frame, to: state)
        }
    }

    private static func opposite(_ edge: Edge) -> Edge {
        switch edge {
        case .leading: .trailing
        case .trailing: .leading
        case .top: .bottom
        case .bottom: .top
        }
    }
}

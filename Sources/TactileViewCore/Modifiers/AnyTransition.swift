import Foundation

/// How a view enters and leaves the hierarchy, with SwiftUI's names.
///
/// A view inserted or removed under an animation (`withAnimation`, `.animation(_:value:)` above it
/// for an insertion, or the transition's own `animation(_:)`) plays its transition over the
/// animation's duration; without one it appears and disappears at once. `FrameAnimator` plays
/// them (see "Transitions" in `Docs/ViewLayer.md`).
public struct AnyTransition: Sendable, Equatable, CustomStringConvertible {
    /// What a transition describes.
    package indirect enum Kind: Sendable, Equatable {
        case identity
        case opacity
        case scale(CGFloat, anchor: UnitPoint)
        case offset(CGSize)
        case move(Edge)
        case slide
        case push(Edge)
        case asymmetric(insertion: Kind, removal: Kind)
        case combined(Kind, Kind)
        case animated(Kind, Animation?)
    }

    /// What this transition describes.
    package let kind: Kind

    package init(_ kind: Kind) { self.kind = kind }

    /// A transition that leaves the view as it is.
    public static let identity = AnyTransition(.identity)
    /// Fades the view in on insertion and out on removal.
    public static let opacity = AnyTransition(.opacity)
    /// Scales the view from zero on insertion and to zero on removal, about its centre.
    public static let scale = AnyTransition(.scale(0, anchor: .center))
    /// Inserts from the leading edge and removes towards the trailing edge.
    public static let slide = AnyTransition(.slide)

    /// Scales the view from `scale` on insertion and to it on removal, about `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(.scale(scale, anchor: anchor))
    }

    /// Moves the view in from, and out to, `edge` of its container.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(.move(edge)) }

    /// Offsets the view by `offset` before insertion and after removal.
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(.offset(offset)) }

    /// Offsets the view by `x` and `y` before insertion and after removal.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        offset(CGSize(width: x, height: y))
    }

    /// Pushes the view in from `edge`, moving the view it replaces out of the opposite edge.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(.push(edge)) }

    /// Uses `insertion` when the view appears and `removal` when it disappears.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(.asymmetric(insertion: insertion.kind, removal: removal.kind))
    }

    /// Applies this transition and `other` together.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(.combined(kind, other.kind))
    }

    /// Runs this transition with `animation` instead of the transaction's.
    public func animation(_ animation: Animation?) -> AnyTransition {
        AnyTransition(.animated(kind, animation))
    }

    /// The transition as it would be written in Swift, such as `.move(edge: .leading)`.
    public var description: String { Self.describe(kind) }

    private static func describe(_ kind: Kind) -> String {
        switch kind {
        case .identity: return ".identity"
        case .opacity: return ".opacity"
        case .scale(let scale, let anchor):
            return scale == 0 && anchor == .center ? ".scale" : ".scale(scale: \(scale), anchor: \(anchor))"
        case .offset(let size): return ".offset(x: \(size.width), y: \(size.height))"
        case .move(let edge): return ".move(edge: .\(edge))"
        case .slide: return ".slide"
        case .push(let edge): return ".push(from: .\(edge))"
        case .asymmetric(let insertion, let removal):
            return ".asymmetric(insertion: \(describe(insertion)), removal: \(describe(removal)))"
        case .combined(let first, let second): return "\(describe(first)).combined(with: \(describe(second)))"
        case .animated(let inner, let animation):
            return "\(describe(inner)).animation(\(animation.map { "\($0)" } ?? "nil"))"
        }
    }
}

/// `transition`: a marker holding the view's transition; the renderer records it on every item the
/// view draws (`DisplayItem/transition`).
package struct TransitionContent: NodeContentModifier {
    let transition: AnyTransition
    package var kindName: String { "transition(\(transition))" }
    package var transitionMarker: TransitionContent? { self }
}

extension View {
    /// Associates a transition with the view, used when it is inserted or removed.
    ///
    /// Inserted under an animation, the view comes in from the transition's state; removed under
    /// one, it stays drawn (but no longer hit-tested) while it goes out.
    @_disfavoredOverload
    nonisolated public func transition(_ t: AnyTransition) -> some View { modifier(TransitionContent(transition: t)) }
}

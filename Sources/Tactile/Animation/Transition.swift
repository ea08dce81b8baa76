import Foundation

/// How a view enters and leaves the hierarchy, as a view of each `TransitionPhase`: iOS 17's
/// form of `AnyTransition`.
///
/// ```swift
/// Text("Saved").transition(.move(edge: .top).combined(with: .opacity))
/// ```
///
/// The built-in transitions (`OpacityTransition`, `MoveTransition`, `ScaleTransition`,
/// `OffsetTransition`, `PushTransition`, `SlideTransition`, `BlurReplaceTransition`, and
/// their `combined(with:)`, `animation(_:)` and `AsymmetricTransition`) are played as their
/// `AnyTransition` counterparts are: `FrameAnimator` moves and fades the view between its
/// state out and its place (see "Transitions" in `Docs/ViewLayer.md`). A transition of your own
/// is drawn in its `TransitionPhase/identity` phase while shown; its insertion and removal are
/// not played (the view appears and goes at once), as Docs/Decisions.md says.
@MainActor @preconcurrency
public protocol Transition {
    /// The view of the content in a phase.
    associatedtype Body: View

    /// The view that stands for the content being transitioned.
    typealias Content = PlaceholderContentView<Self>

    /// Draws `content` as it is in `phase`.
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body

    /// What the transition does, for settings that tone down motion.
    static var properties: TransitionProperties { get }
}

extension Transition {
    /// A transition that moves the view, by default.
    public static var properties: TransitionProperties { TransitionProperties() }

    /// `content` drawn as this transition draws it in `phase`.
    public func apply<V: View>(content: V, phase: TransitionPhase) -> some View {
        body(content: PlaceholderContentView(content: content), phase: phase)
    }

    /// This transition played with `animation`, whatever animation removes or inserts the view.
    public func animation(_ animation: Animation?) -> some Transition {
        AnimatedTransition(base: self, animation: animation)
    }

    /// This transition and `other` together.
    public func combined<T: Transition>(with other: T) -> some Transition {
        CombinedTransition(first: self, second: other)
    }

    /// What the frame animator plays for this transition (`AnyTransition/Kind`): the built-in
    /// transitions' own, `AnyTransition/identity`'s for one of your own.
    nonisolated var playedKind: AnyTransition.Kind {
        (self as? any PlayedTransition)?.kind ?? .identity
    }
}

/// A transition the frame animator plays: it says as what.
protocol PlayedTransition {
    /// The transition as the frame animator plays it.
    nonisolated var kind: AnyTransition.Kind { get }
}

extension AnyTransition {
    /// The transition `transition` as a type-erased value. A built-in transition keeps what it
    /// does; one of your own becomes `identity` here (its body is not a value this type can hold).
    public init<T: Transition>(_ transition: T) {
        self.init(transition.playedKind)
    }

    /// The transition the frame animator plays as `kind`.
    nonisolated init(kind: Kind) { self.init(kind) }
}

/// `Transition/animation(_:)`: a transition with its own animation.
struct AnimatedTransition<Base: Transition>: Transition, PlayedTransition {
    nonisolated(unsafe) let base: Base
    let animation: Animation?

    func body(content: Content, phase: TransitionPhase) -> some View {
        base.apply(content: content, phase: phase)
    }

    static var properties: TransitionProperties { Base.properties }

    nonisolated var kind: AnyTransition.Kind { .animated(base.playedKind, animation) }
}

/// `Transition/combined(with:)`: two transitions applied together.
struct CombinedTransition<First: Transition, Second: Transition>: Transition, PlayedTransition {
    nonisolated(unsafe) let first: First
    nonisolated(unsafe) let second: Second

    func body(content: Content, phase: TransitionPhase) -> some View {
        second.apply(content: first.apply(content: content, phase: phase), phase: phase)
    }

    static var properties: TransitionProperties {
        TransitionProperties(hasMotion: First.properties.hasMotion || Second.properties.hasMotion)
    }

    nonisolated var kind: AnyTransition.Kind { .combined(first.playedKind, second.playedKind) }
}

/// A view with a transition: drawn as a transition of your own draws it when shown; a built-in
/// transition's view is its content itself (the frame animator plays it).
struct TransitionedView<T: Transition, Content: View>: View {
    nonisolated(unsafe) let transition: T
    nonisolated(unsafe) let content: Content
    typealias Body = Never
}

extension TransitionedView: PrimitiveView {
    package func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        if transition is any PlayedTransition { return inputs.graph.resolve(content, inputs) }
        return inputs.graph.resolve(transition.apply(content: content, phase: .identity), inputs)
    }
}

extension View {
    /// Associates `transition` with the view, used when it is inserted or removed (see
    /// `Transition`).
    nonisolated public func transition<T: Transition>(_ transition: T) -> some View {
        TransitionedView(transition: transition, content: self).transition(AnyTransition(kind: transition.playedKind))
    }
}

extension AnyTransition {
    /// A transition between two states of a view modifier: `active` while the view is inserted or
    /// removed, `identity` while it is shown.
    ///
    /// *Accepted*: Tactile's transitions are played from a fixed set of kinds (`AnyTransition`'s
    /// built-in ones), which a modifier of your own is not; the view is inserted and removed at once
    /// and drawn without either modifier, as a `Transition` of your own is when type-erased.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition { .identity }
}

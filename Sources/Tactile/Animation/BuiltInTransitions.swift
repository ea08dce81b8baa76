import Foundation

// The built-in transitions of iOS 17's ``Transition`` form. Each draws its phases with the
// modifiers it stands for, and is played by the frame animator as its ``AnyTransition``
// counterpart (its `kind`).

/// A transition that leaves the view as it is.
public struct IdentityTransition: Transition, PlayedTransition, Sendable {
    /// The identity transition.
    public init() {}

    /// The content, unchanged in every phase.
    public func body(content: Content, phase: TransitionPhase) -> Content { content }

    /// It does not move the view.
    public static let properties = TransitionProperties(hasMotion: false)

    nonisolated var kind: AnyTransition.Kind { .identity }
}

/// A transition that fades the view in and out.
public struct OpacityTransition: Transition, PlayedTransition, Sendable {
    /// The fade.
    public init() {}

    /// The content, transparent out of `TransitionPhase/identity`.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 1 : 0)
    }

    /// It does not move the view.
    public static let properties = TransitionProperties(hasMotion: false)

    nonisolated var kind: AnyTransition.Kind { .opacity }
}

/// A transition that moves the view in from, and out to, an edge of its frame.
public struct MoveTransition: Transition, PlayedTransition, Sendable {
    /// The edge the view comes from and goes to.
    public var edge: Edge

    /// A move from and to `edge`.
    public init(edge: Edge) { self.edge = edge }

    /// The content, moved by its own size towards `edge` out of `TransitionPhase/identity`.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        let edge = self.edge
        return content.visualEffect { effect, proxy in
            effect.offset(phase.isIdentity ? .zero : EdgeOffset.offset(towards: edge, size: proxy.size))
        }
    }

    nonisolated var kind: AnyTransition.Kind { .move(edge) }
}

/// A transition that inserts the view from an edge and removes it towards the opposite one,
/// fading it as it goes, as a navigation push.
public struct PushTransition: Transition, PlayedTransition, Sendable {
    /// The edge the view comes in from.
    public var edge: Edge

    /// A push from `edge`.
    public init(edge: Edge) { self.edge = edge }

    /// The content, moved by its size towards `edge` before appearing and the opposite edge
    /// after disappearing, and transparent out of `TransitionPhase/identity`.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        let edge = self.edge
        return content.visualEffect { effect, proxy in
            let out = EdgeOffset.offset(towards: edge, size: proxy.size)
            return effect.offset(phase == .willAppear ? out : phase == .didDisappear ? -out : .zero)
        }
        .opacity(phase.isIdentity ? 1 : 0)
    }

    nonisolated var kind: AnyTransition.Kind { .push(edge) }
}

/// A transition that inserts the view from the leading edge and removes it to the trailing one.
public struct SlideTransition: Transition, PlayedTransition, Sendable {
    /// The slide.
    public init() {}

    /// The content, moved by its width: leading before appearing, trailing after disappearing.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.visualEffect { effect, proxy in
            effect.offset(x: phase == .willAppear ? -proxy.size.width : phase == .didDisappear ? proxy.size.width : 0)
        }
    }

    nonisolated var kind: AnyTransition.Kind { .slide }
}

/// A transition that offsets the view by a fixed amount out of `TransitionPhase/identity`.
public struct OffsetTransition: Transition, PlayedTransition, Sendable {
    /// How far the view is moved.
    public var offset: CGSize

    /// An offset by `offset`.
    public init(_ offset: CGSize) { self.offset = offset }

    /// The content, offset by `offset` out of `TransitionPhase/identity`.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.offset(phase.isIdentity ? .zero : offset)
    }

    nonisolated var kind: AnyTransition.Kind { .offset(offset) }
}

/// A transition that scales the view about an anchor out of `TransitionPhase/identity`.
public struct ScaleTransition: Transition, PlayedTransition, Sendable {
    /// The scale the view has when out.
    public var scale: Double
    /// The point of the view that stays in place.
    public var anchor: UnitPoint

    /// A scale to `scale` about `anchor`.
    public init(_ scale: Double, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }

    /// The content, scaled by `scale` about `anchor` out of `TransitionPhase/identity`.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.scaleEffect(phase.isIdentity ? 1 : CGFloat(scale), anchor: anchor)
    }

    nonisolated var kind: AnyTransition.Kind { .scale(CGFloat(scale), anchor: anchor) }
}

/// A transition that blurs, scales and fades the view as it is replaced.
///
/// Played by the frame animator as a scale (to `BlurReplaceTransition/Configuration` 's scale)
/// with a fade: the blur is drawn by its `body`, but the animator does not move a blur between
/// phases (see Docs/Decisions.md).
public struct BlurReplaceTransition: Transition, PlayedTransition, Sendable {
    /// How the view is scaled as it goes.
    public struct Configuration: Equatable, Sendable {
        /// The scale of the view when it is out.
        let outScale: CGFloat

        /// Scales the view down as it goes and up as it comes.
        public static let downUp = Configuration(outScale: BlurReplaceMetrics.downScale)
        /// Scales the view up both as it comes and as it goes.
        public static let upUp = Configuration(outScale: BlurReplaceMetrics.upScale)
    }

    /// How the view is scaled.
    public var configuration: Configuration

    /// A blur-replace transition with `configuration`.
    public init(configuration: Configuration) { self.configuration = configuration }

    /// The content, blurred, scaled and transparent out of `TransitionPhase/identity`.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .blur(radius: phase.isIdentity ? 0 : BlurReplaceMetrics.blurRadius)
            .scaleEffect(phase.isIdentity ? 1 : configuration.outScale)
            .opacity(phase.isIdentity ? 1 : 0)
    }

    nonisolated var kind: AnyTransition.Kind {
        .combined(.scale(configuration.outScale, anchor: .center), .opacity)
    }
}

/// The constants of `BlurReplaceTransition`.
enum BlurReplaceMetrics {
    /// How blurred the view is when out: enough to lose its details at a glance.
    static let blurRadius: CGFloat = 10
    /// The scale of a view going or coming with `.downUp`: visibly smaller, not a dot.
    static let downScale: CGFloat = 0.8
    /// The scale of a view going or coming with `.upUp`: as much larger as `.downUp` is smaller.
    static let upScale: CGFloat = 1.2
}

/// A transition that inserts the view with one transition and removes it with another.
public struct AsymmetricTransition<Insertion: Transition, Removal: Transition>: Transition, PlayedTransition {
    /// The transition of the insertion.
    nonisolated(unsafe) public var insertion: Insertion
    /// The transition of the removal.
    nonisolated(unsafe) public var removal: Removal

    /// A transition with `insertion` and `removal`.
    public init(insertion: Insertion, removal: Removal) {
        self.insertion = insertion
        self.removal = removal
    }

    /// The content as `insertion` draws it before appearing and `removal` after disappearing;
    /// when shown, as both draw it shown.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        removal.apply(
            content: insertion.apply(content: content, phase: phase == .didDisappear ? .identity : phase),
            phase: phase == .willAppear ? .identity : phase)
    }

    /// Moves the view if either transition does.
    public static var properties: TransitionProperties {
        TransitionProperties(hasMotion: Insertion.properties.hasMotion || Removal.properties.hasMotion)
    }

    nonisolated var kind: AnyTransition.Kind {
        .asymmetric(insertion: insertion.playedKind, removal: removal.playedKind)
    }
}

extension AsymmetricTransition: Sendable where Insertion: Sendable, Removal: Sendable {}

/// The offset that moves a view of `size` out past one of its edges.
enum EdgeOffset {
    /// `size` towards `edge`: a width to the left for `.leading`, a height down for `.bottom`.
    static func offset(towards edge: Edge, size: CGSize) -> CGSize {
        switch edge {
        case .leading: CGSize(width: -size.width, height: 0)
        case .trailing: CGSize(width: size.width, height: 0)
        case .top: CGSize(width: 0, height: -size.height)
        case .bottom: CGSize(width: 0, height: size.height)
        }
    }
}

extension CGSize {
    /// The size with both dimensions negated.
    fileprivate static prefix func - (size: CGSize) -> CGSize { CGSize(width: -size.width, height: -size.height) }
}

extension Transition where Self == IdentityTransition {
    /// A transition that leaves the view as it is.
    public static var identity: IdentityTransition { Self() }
}

extension Transition where Self == OpacityTransition {
    /// Fades the view in and out.
    public static var opacity: OpacityTransition { Self() }
}

extension Transition where Self == MoveTransition {
    /// Moves the view in from, and out to, `edge`.
    public static func move(edge: Edge) -> Self { Self(edge: edge) }
}

extension Transition where Self == PushTransition {
    /// Pushes the view in from `edge`, out towards the opposite edge.
    public static func push(from edge: Edge) -> Self { Self(edge: edge) }
}

extension Transition where Self == SlideTransition {
    /// Slides the view in from the leading edge and out to the trailing edge.
    public static var slide: SlideTransition { Self() }
}

extension Transition where Self == OffsetTransition {
    /// Offsets the view by `offset` when out.
    public static func offset(_ offset: CGSize) -> Self { Self(offset) }

    /// Offsets the view by `x` and `y` when out.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> Self { offset(CGSize(width: x, height: y)) }
}

extension Transition where Self == ScaleTransition {
    /// Scales the view from and to nothing, about its centre.
    public static var scale: ScaleTransition { Self(0) }

    /// Scales the view from and to `scale`, about `anchor`.
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> Self { Self(scale, anchor: anchor) }
}

extension Transition where Self == BlurReplaceTransition {
    /// Blurs, scales and fades the view as it is replaced, with `config`'s scaling.
    public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp) -> Self {
        Self(configuration: config)
    }

    /// Blurs, scales down and fades the view as it is replaced.
    public static var blurReplace: BlurReplaceTransition { Self(configuration: .downUp) }
}

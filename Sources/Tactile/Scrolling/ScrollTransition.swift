import Foundation

/// Where a view is relative to the visible part of its scroll view, for
/// `View/scrollTransition(_:axis:transition:)`: SwiftUI's `ScrollTransitionPhase`.
public enum ScrollTransitionPhase: Hashable, Sendable {
    /// Past the top or leading edge of the visible part.
    case topLeading
    /// Showing (past the configuration's threshold).
    case identity
    /// Past the bottom or trailing edge of the visible part.
    case bottomTrailing

    /// Whether the view is showing.
    public var isIdentity: Bool { self == .identity }

    /// −1 past the top or leading edge, 0 showing, 1 past the bottom or trailing edge.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }

    /// Hashes the phase.
    public func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

/// How a scroll transition moves between its phases, SwiftUI's `ScrollTransitionConfiguration`.
///
/// An interactive transition follows the scroll: the effect is interpolated between the view's
/// identity effect and its edge effect as the view crosses the threshold. An animated one
/// switches phase when the view crosses it (Tactile applies the switch without animating it).
public struct ScrollTransitionConfiguration: Sendable {
    enum Mode: Sendable {
        case interactive(UnitCurve)
        case animated(Animation)
        case identity
    }

    var mode: Mode
    var threshold: Threshold = .visible

    /// Follows the scroll with `timingCurve`.
    public static func interactive(timingCurve: UnitCurve = .easeInOut) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(mode: .interactive(timingCurve))
    }
    /// Follows the scroll, eased in and out.
    public static let interactive = ScrollTransitionConfiguration.interactive()
    /// Switches phase when the view crosses the threshold, with `animation`.
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(mode: .animated(animation))
    }
    /// Switches phase when the view crosses the threshold, with the default animation.
    public static let animated = ScrollTransitionConfiguration.animated()
    /// Always the identity phase.
    public static let identity = ScrollTransitionConfiguration(mode: .identity)

    /// This configuration, switching phases with `animation`.
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration {
        var copy = self
        copy.mode = .animated(animation)
        return copy
    }

    /// This configuration with the view in the identity phase past `threshold`.
    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
        var copy = self
        copy.threshold = threshold
        return copy
    }
}

extension ScrollTransitionConfiguration {
    /// How much of a view must show for it to be in the identity phase: a fraction of its length
    /// along the scroll axis, and a distance it must also be inside the visible part.
    public struct Threshold: Sendable {
        /// The fraction of the view's length that must show (0: any of it … 1: all of it).
        var fraction: Double
        /// How far inside the visible part's edges that length is measured, in points.
        var inset: Double = 0

        /// The whole view shows.
        public static let visible = Threshold(fraction: 1)
        /// Any of the view shows (it leaves the identity phase only once it is hidden).
        public static let hidden = Threshold(fraction: 0)
        /// Half the view shows: its centre is inside the visible part.
        public static var centered: Threshold { Threshold(fraction: 0.5) }
        /// `amount` of the view's length shows.
        public static func visible(_ amount: Double) -> Threshold { Threshold(fraction: min(max(amount, 0), 1)) }

        /// The threshold `amount` of the way from this one to `other`.
        public func interpolated(towards other: Threshold, amount: Double) -> Threshold {
            Threshold(
                fraction: fraction + (other.fraction - fraction) * amount, inset: inset + (other.inset - inset) * amount
            )
        }

        /// This threshold measured `distance` points inside the visible part's edges.
        public func inset(by distance: Double) -> Threshold { Threshold(fraction: fraction, inset: inset + distance) }
    }
}

extension View {
    /// Draws this view with the effect `transition` gives for its phase in the scroll view around
    /// it: `.identity` while it shows past the configuration's threshold, `.topLeading` or
    /// `.bottomTrailing` past an edge (SwiftUI's `scrollTransition(_:axis:transition:)`).
    ///
    /// ```swift
    /// Card().scrollTransition { content, phase in
    ///     content.opacity(phase.isIdentity ? 1 : 0.3).scaleEffect(phase.isIdentity ? 1 : 0.8)
    /// }
    /// ```
    ///
    /// `axis` is the scroll axis measured (`nil`: the scroll view's, vertical when it has both).
    /// Outside a scroll view the view is always in the identity phase.
    nonisolated public func scrollTransition(
        _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View {
        scrollTransition(topLeading: configuration, bottomTrailing: configuration, axis: axis, transition: transition)
    }

    /// Draws this view with the effect `transition` gives for its phase in the scroll view around
    /// it, with one configuration past each edge (see `scrollTransition(_:axis:transition:)`).
    nonisolated public func scrollTransition(
        topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View {
        ScrollTransitionReader(
            content: self, topLeading: topLeading, bottomTrailing: bottomTrailing, axis: axis,
            transition: { transition(EmptyVisualEffect(), $0)._effects })
    }
}

/// `scrollTransition`: its content with a visual effect picked from where it is in the
/// enclosing scroll view.
struct ScrollTransitionReader<Content: View>: View {
    nonisolated(unsafe) let content: Content
    let topLeading: ScrollTransitionConfiguration
    let bottomTrailing: ScrollTransitionConfiguration
    let axis: Axis?
    let transition: @Sendable (ScrollTransitionPhase) -> [VisualEffectStep]
    typealias Body = Never
}

extension ScrollTransitionReader: PrimitiveView {
    func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        let metrics = inputs.environment.enclosingScrollView
        let transition = transition
        let configurations = (topLeading, bottomTrailing)
        let axis = axis ?? (metrics.map { $0.axes.contains(.vertical) ? .vertical : .horizontal } ?? .vertical)
        let effected = content.visualEffect { effect, proxy in
            guard let metrics else { return _VisualEffectChain(steps: transition(.identity)) }
            let frame = proxy.frame(in: .scrollView)
            let length = MainActor.assumeIsolated { metrics.containerSize[axis] }
            let (phase, progress) = ScrollTransitionProgress.measure(
                start: frame.minX(axis), length: frame.size[axis], visible: length, configurations: configurations)
            return _VisualEffectChain(
                steps: ScrollTransitionProgress.blend(transition(.identity), transition(phase), progress: progress))
        }
        return inputs.graph.resolve(effected, inputs)
    }
}

/// The arithmetic of a scroll transition: which edge phase a view is toward, and how far.
enum ScrollTransitionProgress {
    /// The phase past the nearer edge the view is leaving by, and how far into it (0: identity,
    /// 1: the edge effect in full), for a view from `start`, `length` long, in a visible part
    /// `visible` long.
    static func measure(
        start: CGFloat, length: CGFloat, visible: CGFloat,
        configurations: (ScrollTransitionConfiguration, ScrollTransitionConfiguration)
    ) -> (ScrollTransitionPhase, Double) {
        let end = start + length
        let leading = start < visible - end  // more of the view is cut off at the top/leading edge
        let phase: ScrollTransitionPhase = leading ? .topLeading : .bottomTrailing
        let configuration = leading ? configurations.0 : configurations.1
        let threshold = configuration.threshold
        let lower = CGFloat(threshold.inset), upper = visible - CGFloat(threshold.inset)
        guard length > 0 else { return (phase, start >= lower && start <= upper ? 0 : 1) }
        let shown = max(0, min(end, upper) - max(start, lower)) / length
        let needed = CGFloat(threshold.fraction)
        switch configuration.mode {
        case .identity:
            return (.identity, 0)
        case .animated:
            return shown >= needed && shown > 0 ? (.identity, 0) : (phase, 1)
        case .interactive(let curve):
            // Identity at the threshold's fraction shown, the edge effect in full at none.
            if shown >= needed && (needed > 0 || shown > 0) { return (.identity, 0) }
            let linear = needed > 0 ? Double(1 - shown / needed) : 1
            return (phase, curve.value(at: min(max(linear, 0), 1)))
        }
    }

    /// The effects `progress` of the way from `identity` to `edge`: step by step when both
    /// chains have the same kinds of steps, else whichever is nearer.
    static func blend(_ identity: [VisualEffectStep], _ edge: [VisualEffectStep], progress: Double)
        -> [VisualEffectStep]
    {
        if progress <= 0 { return identity }
        if progress >= 1 { return edge }
        guard identity.count == edge.count else { return progress < 0.5 ? identity : edge }
        var blended: [VisualEffectStep] = []
        blended.reserveCapacity(edge.count)
        for (a, b) in zip(identity, edge) {
            guard let step = a.interpolated(towards: b, amount: progress) else {
                return progress < 0.5 ? identity : edge
            }
            blended.append(step)
        }
        return blended
    }
}

extension CGRect {
    fileprivate func minX(_ axis: Axis) -> CGFloat { axis == .horizontal ? minX : minY }
}

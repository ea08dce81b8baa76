import Foundation
import Observation

/// Effects that change how a view is drawn, not where it is laid out, computed from its geometry
/// by ``View/visualEffect(_:)``: SwiftUI's `VisualEffect`.
///
/// Start from the `EmptyVisualEffect` the closure is given and chain the effects, as with view
/// modifiers; they apply in the order written.
public protocol VisualEffect: Sendable {
    /// The effects, in order (Tactile's representation; SwiftUI's is private).
    var _effects: [VisualEffectStep] { get }
}

/// One step of a ``VisualEffect`` chain.
public struct VisualEffectStep: Sendable {
    enum Kind: Sendable {
        case offset(CGSize)
        case scale(CGSize, UnitPoint)
        case rotation(Angle, UnitPoint)
        case opacity(Double)
        case blur(CGFloat, Bool)
        case brightness(Double)
        case contrast(Double)
        case saturation(Double)
        case grayscale(Double)
        case hueRotation(Angle)
        case transform(CGAffineTransform)
        case blendMode(BlendMode)
        case rotation3D(Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint)
    }
    let kind: Kind

    /// `view` with this step's effect.
    @MainActor func apply(to view: AnyView) -> AnyView {
        switch kind {
        case .offset(let size): AnyView(view.offset(size))
        case .scale(let scale, let anchor): AnyView(view.scaleEffect(scale, anchor: anchor))
        case .rotation(let angle, let anchor): AnyView(view.rotationEffect(angle, anchor: anchor))
        case .opacity(let value): AnyView(view.opacity(value))
        case .blur(let radius, let opaque): AnyView(view.blur(radius: radius, opaque: opaque))
        case .brightness(let value): AnyView(view.brightness(value))
        case .contrast(let value): AnyView(view.contrast(value))
        case .saturation(let value): AnyView(view.saturation(value))
        case .grayscale(let value): AnyView(view.grayscale(value))
        case .hueRotation(let angle): AnyView(view.hueRotation(angle))
        case .transform(let transform): AnyView(view.transformEffect(transform))
        case .blendMode(let mode): AnyView(view.blendMode(mode))
        case .rotation3D(let angle, let axis, let anchor):
            AnyView(view.rotation3DEffect(angle, axis: axis, anchor: anchor))
        }
    }
}

/// The effect ``View/visualEffect(_:)`` starts from: none.
public struct EmptyVisualEffect: VisualEffect {
    /// Nothing animates in no effect.
    public typealias AnimatableData = EmptyAnimatableData
    /// No effect.
    public init() {}
    /// No steps.
    public var _effects: [VisualEffectStep] { [] }
}

/// A chain of visual effects.
public struct _VisualEffectChain: VisualEffect {
    /// The steps, in order.
    public let _effects: [VisualEffectStep]
}

extension VisualEffect {
    private func adding(_ kind: VisualEffectStep.Kind) -> _VisualEffectChain {
        _VisualEffectChain(_effects: _effects + [VisualEffectStep(kind: kind)])
    }

    /// Moves the drawing by `offset`.
    public func offset(_ offset: CGSize) -> some VisualEffect { adding(.offset(offset)) }
    /// Combines the drawing with what is behind it by `blendMode`, as the `blendMode(_:)` view
    /// modifier does.
    public func blendMode(_ blendMode: BlendMode) -> some VisualEffect { adding(.blendMode(blendMode)) }
    /// Turns the drawing by `angle` about `axis` through `anchor`, as the `rotation3DEffect` view
    /// modifier does (its affine fit at the anchor; `anchorZ` and `perspective` do not change the
    /// picture).
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
        perspective: CGFloat = 1
    ) -> some VisualEffect {
        adding(.rotation3D(angle, axis: axis, anchor: anchor))
    }
    /// Moves the drawing by `x` and `y`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect {
        adding(.offset(CGSize(width: x, height: y)))
    }
    /// Scales the drawing by `scale` around `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.scale(scale, anchor))
    }
    /// Scales the drawing by `s` in both directions around `anchor`.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.scale(CGSize(width: s, height: s), anchor))
    }
    /// Scales the drawing by `x` and `y` around `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.scale(CGSize(width: x, height: y), anchor))
    }
    /// Rotates the drawing by `angle` around `anchor`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.rotation(angle, anchor))
    }
    /// Draws with `opacity`.
    public func opacity(_ opacity: Double) -> some VisualEffect { adding(.opacity(opacity)) }
    /// Blurs the drawing by `radius`.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect { adding(.blur(radius, opaque)) }
    /// Brightens the drawing by `amount`.
    public func brightness(_ amount: Double) -> some VisualEffect { adding(.brightness(amount)) }
    /// Changes the drawing's contrast by `amount`.
    public func contrast(_ amount: Double) -> some VisualEffect { adding(.contrast(amount)) }
    /// Changes the drawing's saturation by `amount`.
    public func saturation(_ amount: Double) -> some VisualEffect { adding(.saturation(amount)) }
    /// Takes `amount` of the colour out of the drawing.
    public func grayscale(_ amount: Double) -> some VisualEffect { adding(.grayscale(amount)) }
    /// Rotates the drawing's hues by `angle`.
    public func hueRotation(_ angle: Angle) -> some VisualEffect { adding(.hueRotation(angle)) }
    /// Applies `transform` to the drawing.
    public func transformEffect(_ transform: CGAffineTransform) -> some VisualEffect { adding(.transform(transform)) }
}

extension View {
    /// Draws this view with effects computed from its geometry, without changing its layout.
    ///
    /// `effect` is given the `EmptyVisualEffect` to start from and the view's geometry (where it
    /// is laid out, in any coordinate space, such as `CoordinateSpaceProtocol.scrollView`); it
    /// runs again whenever that geometry changes, as a ``GeometryReader``'s content does, so a view
    /// in a scroll view follows every move:
    ///
    /// ```swift
    /// Image("card").visualEffect { content, proxy in
    ///     content.scaleEffect(proxy.frame(in: .scrollView).minY < 0 ? 0.9 : 1)
    /// }
    /// ```
    nonisolated public func visualEffect(
        _ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect
    ) -> some View {
        VisualEffectView(content: self) { effect(EmptyVisualEffect(), $0)._effects }
    }
}

/// A view drawn with effects of its own geometry: laid out as its content, which is built again
/// with the effects whenever the geometry of the last layout changes (as a ``GeometryReader``'s).
struct VisualEffectView<Content: View>: View {
    nonisolated(unsafe) let content: Content
    let effects: @Sendable (GeometryProxy) -> [VisualEffectStep]

    nonisolated init(content: Content, effects: @escaping @Sendable (GeometryProxy) -> [VisualEffectStep]) {
        self.content = content
        self.effects = effects
    }

    typealias Body = Never
}

extension VisualEffectView: PrimitiveView {
    package func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        let graph = inputs.graph
        let storage = graph.storage(for: inputs.identity, typeID: ObjectIdentifier(GeometryReaderState.self))
        let state: GeometryReaderState
        if let existing = storage.slots[0] as? GeometryReaderState {
            state = existing
        } else {
            state = GeometryReaderState()
            storage.slots[0] = state
        }
        let node = inputs.node(VisualEffectContent())
        let content = self.content, effects = self.effects
        let identity = inputs.identity
        let contentInputs = inputs.child(.content)
        let build: @MainActor () -> [ViewNode] = { [unowned graph] in
            let steps = effects(state.proxy)
            let view = steps.reduce(AnyView(content)) { view, step in step.apply(to: view) }
            return graph.resolve(view, contentInputs)
        }
        node.rebuild = build
        node.children = build()
        graph.postLayout.observe(identity) { place in
            let measured = GeometryProxy(place)
            guard !measured.isSame(as: state.proxy) else { return }
            state.proxy = measured
            place.graph.postLayout.noteChange(identity)
            place.graph.invalidations.invalidate(identity, transaction: Transaction())
        }
        return [node]
    }
}

/// The layout of a ``View/visualEffect(_:)``: its content's, which it proposes what it is offered.
struct VisualEffectContent: NodeContent {
    var kindName: String { "visualEffect" }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, context: LayoutContext) -> CGSize {
        node.children.count == 1 ? node.children[0].sizeThatFits(proposal, context) : .zero
    }

    func placeChildren(of node: ViewNode, in size: CGSize, context: LayoutContext) {
        for child in node.children {
            child.place(at: .zero, size: child.sizeThatFits(ProposedViewSize(size), context), context)
        }
    }

    func explicitAlignment(_ id: AlignmentKey, node: ViewNode, size: CGSize) -> CGFloat? { nil }
}

import Foundation

/// What a resolved node is, and how it takes part in layout, drawing, hit testing and gestures.
///
/// This is the extension point of the view layer. Every built-in view and modifier resolves to
/// ``ViewNode``s (through ``PrimitiveView``, or ``NodeContentModifier``, ``NodeModifier`` and
/// ``PrimitiveModifier`` for modifiers), and each node carries one small value type conforming to
/// this protocol. The protocol has many
/// requirements, but every one has a default, and the defaults together describe a *transparent
/// wrapper*: it sizes and places its single child exactly (several children stack vertically),
/// draws nothing, has no effect, hit-tests through its children and marks nothing. A new view or
/// modifier overrides only what it changes:
///
/// | a new…                                   | usually overrides                                       |
/// |------------------------------------------|---------------------------------------------------------|
/// | leaf view (`Text`, a shape, `Color`)     | `kindName`, `sizeThatFits`, `draw`, `hitTestRule`       |
/// | container (`HStack`, `ZStack`)           | `kindName`, `sizeThatFits`, `placeChildren`, `passesTraitsThrough` |
/// | layout modifier (`padding`, `frame`)     | `kindName`, `sizeThatFits`, `placeChildren`, maybe `explicitAlignment` |
/// | drawing effect (`opacity`, `clipShape`)  | `kindName`, `applyEffect` or `effectTransform`, `isLayoutNeutral` |
/// | hit-testing modifier (`contentShape`)    | `kindName`, `hitTestRule`                               |
/// | marker read elsewhere (`coordinateSpace`, `tag`) | `kindName`, its own stored value (see "Markers")  |
///
/// Nothing else has to change when a conformer is added: the graph, layout, renderer, hit tester and
/// gesture host only call these requirements. The one place outside the new file that a new kind of
/// *drawing* touches is the display list (``DisplayItem/Kind``) and ``SVGWriter``, when it draws
/// something no existing item kind can express (a gradient, an image mask).
///
/// ### Markers: values other layers read from a node
/// A marker is a transparent wrapper that stores a value for another layer to find:
/// - *read by the host on the hit path or the whole tree* — give it a requirement here with a `nil`
///   default (``coordinateSpaceName``, ``accessibilityIdentifier``, ``gestureAttachment(identity:geometry:)``):
///   the host walks every node, so it cannot know concrete types;
/// - *read by one container from its children* (SwiftUI's traits, such as `layoutPriority`) — no
///   requirement: the container reads `child.content as? TheMarkerContent` through
///   ``ViewNode/trait(_:)``, which looks through modifiers but not into containers
///   (``passesTraitsThrough``). (`TabView` reads `tag` and `tabItem` with a loop of its own that
///   also looks into single-child stacks; moving it onto `trait(_:)` would change which tag wins
///   when a tab has two, so it was left as it is);
/// - *flowing up to an ancestor after layout* (preferences, anchors, a navigation title) — the same
///   shape: a marker content holding the value, and the reader (an `onPreferenceChange` node, a
///   navigation container) collects them from its subtree after layout, children before parents,
///   reducing in tree order. Values flowing *down* do not need nodes at all: they are
///   ``EnvironmentValues`` keys, written by a ``PrimitiveModifier`` into the inputs its content is
///   resolved with (``EnvironmentWritingModifier``).
@MainActor
package protocol NodeContent {
    // MARK: Diagnostics

    /// A short name for diagnostics and hit-test entries (``HitTestEntry/kind``), such as
    /// `"padding"` or `"Circle"`. Default: the conforming type's name.
    var kindName: String { get }

    // MARK: Layout

    /// The size this node wants for `proposal`. Default: its single child's answer (several
    /// children: a centred vertical stack with default spacing; none: zero).
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, context: LayoutContext) -> CGSize
    /// Places the children of `node`, whose final size is `size`, with ``ViewNode/place(at:size:_:)``.
    /// Default: the single child at the origin at the node's size (several: stacked vertically).
    func placeChildren(of node: ViewNode, in size: CGSize, context: LayoutContext)
    /// The layout context the children see (the stack axis a `Spacer` grows along). Default:
    /// unchanged.
    func childContext(_ context: LayoutContext) -> LayoutContext
    /// An explicit value for an alignment guide, if the node defines one. Default: the single
    /// child's explicit value (several children or none: `nil`).
    func explicitAlignment(_ id: AlignmentKey, node: ViewNode, size: CGSize) -> CGFloat?
    /// Whether the node leaves its single child's layout untouched (same size, placed at the
    /// origin) and only draws it differently, moves it with ``effectTransform(size:)`` or marks it.
    /// The frame of a view named by an accessibility identifier outside it is found by looking
    /// through such nodes (their effects apply). Default: `false`.
    var isLayoutNeutral: Bool { get }
    /// Whether values that modifiers attach to a view for its container (SwiftUI's traits, such
    /// as `layoutPriority`) pass through this node when it has a single child. Modifiers and custom
    /// views pass them on; a container that lays out children of its own (a stack) does not: a
    /// trait set inside it belongs to its child. Default: `true`.
    var passesTraitsThrough: Bool { get }

    // MARK: Effects and drawing

    /// The transform from the children's space to this node's space (offset, scale, rotation).
    /// Hit testing and gesture locations follow it. Default: identity.
    func effectTransform(size: CGSize) -> CGAffineTransform
    /// Changes the render state for the subtree (opacity, blur, clip, the accessibility identifier
    /// of what is drawn…). Default: no change.
    func applyEffect(to state: inout RenderState, node: ViewNode)
    /// Emits the items this node draws itself, in its own space, before its children. Default:
    /// nothing.
    func draw(node: ViewNode, state: RenderState, into list: inout DisplayListBuilder)
    /// Whether the subtree is kept (with its state) but neither drawn nor hit-tested, like an
    /// unselected tab. Default: `false`.
    var isHidden: Bool { get }
    /// Whether the subtree is a window layer (a presentation): laid out over the whole window,
    /// drawn after everything else and hit-tested before it, whichever view it belongs to.
    /// Default: `false`.
    var isWindowLayer: Bool { get }

    // MARK: Hit testing

    /// How hit testing treats this node, given its laid-out size (``HitTestRule``). Default:
    /// `.children`, hit only where a descendant is hit.
    func hitTestRule(size: CGSize) -> HitTestRule
    /// A local-space bound of where ``hitTestRule(size:)`` lets this node be hit, for
    /// ``HitBounds``. Default: derived from the rule; override only to answer without building it.
    func hitArea(size: CGSize) -> HitArea

    // MARK: Markers read by the host

    /// The name this node gives its coordinate space (`coordinateSpace(name:)`), if any. Gestures
    /// and hit-test results measure in it. Default: `nil`.
    var coordinateSpaceName: AnyHashable? { get }
    /// For `accessibilityIdentifier(_:)`: the identifier, which groups what the subtree draws in
    /// the display list (`data-id` in SVG). Default: `nil`.
    var accessibilityIdentifier: String? { get }

    // MARK: Animation

    /// For `.animation` modifiers: the animation the subtree takes, and whether the modifier
    /// applies in the commit that resolved it. Default: `nil` (the animation in effect passes
    /// through).
    var animationModifier: (animation: Animation?, applies: Bool)? { get }
    /// For `transition(_:)`: the transition the subtree is inserted and removed with. Read for
    /// every node drawn, on every frame, so asked of the protocol rather than found by a cast.
    /// Default: `nil`.
    var transitionMarker: TransitionContent? { get }

    // MARK: Traits

    /// For `zIndex(_:)`: the value this node sets. Read for every child of every node drawn, on
    /// every frame, so asked of the protocol rather than found by a cast. Default: `nil`.
    var zIndexValue: Double? { get }

    // MARK: Gestures

    /// For nodes that take part in gesture recognition (gesture modifiers, buttons): the attachment
    /// for this node, identified by `identity`, attached at `geometry`. Default: `nil`.
    ///
    /// The host calls it when the node lies on the hit path of a new pointer, and again after every
    /// commit while a gesture is in progress (so the engine gets fresh closures and geometry).
    func gestureAttachment(identity: ViewIdentity, geometry: GestureGeometry) -> GestureAttachment?

    /// Whether ``gestureAttachment(identity:geometry:)`` depends on nothing but the content, the
    /// identity and the geometry, so that its answer (an attachment or none) stays the same until
    /// the next commit and the host may keep it (``HitPathAttachments``). Default: `true`. A
    /// content whose attachment reads anything else (a scroll view's offset, a model that changes
    /// between commits) must answer `false`.
    var keepsGestureAttachmentUntilCommit: Bool { get }
}

extension NodeContent {
    package var kindName: String { TypeNames.name(of: type(of: self)) }

    package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, context: LayoutContext) -> CGSize {
        let ctx = childContext(context)
        switch node.children.count {
        case 0: return .zero
        case 1: return node.children[0].sizeThatFits(proposal, ctx)
        default:
            return StackLayout(axis: .vertical, alignment: .center, spacing: nil).sizeThatFits(
                proposal, node.children, ctx)
        }
    }

    package func placeChildren(of node: ViewNode, in size: CGSize, context: LayoutContext) {
        let ctx = childContext(context)
        switch node.children.count {
        case 0: return
        case 1: node.children[0].place(at: .zero, size: size, ctx)
        default:
            StackLayout(axis: .vertical, alignment: .center, spacing: nil).place(node.children, in: size, ctx)
        }
    }

    package func childContext(_ context: LayoutContext) -> LayoutContext { context }
    package func explicitAlignment(_ id: AlignmentKey, node: ViewNode, size: CGSize) -> CGFloat? {
        node.children.count == 1 ? node.children[0].explicitGuide(id, size: size) : nil
    }
    package var isLayoutNeutral: Bool { false }
    package var passesTraitsThrough: Bool { true }

    package func effectTransform(size: CGSize) -> CGAffineTransform { .identity }
    package func applyEffect(to state: inout RenderState, node: ViewNode) {}
    package func draw(node: ViewNode, state: RenderState, into list: inout DisplayListBuilder) {}
    package var isHidden: Bool { false }
    package var isWindowLayer: Bool { false }

    package func hitTestRule(size: CGSize) -> HitTestRule { .children }
    package func hitArea(size: CGSize) -> HitArea { HitArea(hitTestRule(size: size), size: size) }

    package var coordinateSpaceName: AnyHashable? { nil }
    package var accessibilityIdentifier: String? { nil }

    package var animationModifier: (animation: Animation?, applies: Bool)? { nil }
    package var transitionMarker: TransitionContent? { nil }
    package var zIndexValue: Double? { nil }

    package func gestureAttachment(identity: ViewIdentity, geometry: GestureGeometry) -> GestureAttachment? { nil }
    package var keepsGestureAttachmentUntilCommit: Bool { true }
}

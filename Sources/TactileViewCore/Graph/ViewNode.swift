import Foundation

/// One node of the resolved view tree: a primitive view, a modifier, or a custom view.
///
/// Nodes are created by ``ViewGraph`` when bodies run, laid out by ``ViewHost``, and read by
/// rendering and hit testing. What a node *does* lives in its ``NodeContent``; the node holds the
/// tree structure and the results of the last layout.
@MainActor
package final class ViewNode {
    /// Where the node sits in the tree.
    package let identity: ViewIdentity
    /// What the node is. A node's content never changes (a re-evaluated body makes new nodes): a
    /// constant, so calls on it borrow it instead of copying the existential (and retaining what
    /// it holds) each time, as the hit test does for every node on the way to the point.
    package let content: any NodeContent
    /// Resolved children, in drawing order (back to front).
    @exclusivity(unchecked) package var children: [ViewNode]
    /// For custom views: runs the body again with the same view value and inputs.
    @exclusivity(unchecked) package var rebuild: (() -> [ViewNode])?
    /// The commit whose resolution created (or last rebuilt) this node.
    @exclusivity(unchecked) package var resolvedInCommit: Int

    /// Size chosen by the parent during the last layout.
    ///
    /// Exempt from the run-time exclusivity check, which the compiler keeps for it and which cost
    /// about 75 instructions a read (the hit test reads it at every node on the way to the point):
    /// its only write is the plain store in ``place(at:size:_:)``, and every read is a plain load,
    /// so no two accesses can overlap.
    @exclusivity(unchecked) package private(set) var size: CGSize = .zero
    // The three geometry fields below (and `children`, `rebuild`, `resolvedInCommit` above) are
    // exempt from the run-time exclusivity check for the reason `size` is: the surface target reads and writes them too, so the
    // optimizer, which removes the check of a property only when it sees every access (an
    // `internal` one in a whole-module build), keeps it for these `package` ones, at about 75
    // instructions an access (a scroll move follows thousands of nodes). Every write is a whole
    // value stored (`node.children = build()` builds first, then stores), every read a plain
    // load, so no two accesses can overlap.

    /// Top-left corner in the parent's content space.
    @exclusivity(unchecked) package var origin: CGPoint = .zero
    /// Whether the node was resolved in a right-to-left environment: its children's frames are
    /// mirrored in its width once its content has placed them (``place(at:size:_:)``), so a
    /// stack's first child, a leading alignment and leading padding end up on the right.
    package var mirrorsChildren = false
    /// Maps this node's own space (origin at its top-left, before its own effect) to the window.
    @exclusivity(unchecked) package var transformToWindow: CGAffineTransform = .identity
    /// Maps the space the children are placed in (after this node's effect) to the window.
    @exclusivity(unchecked) package var contentToWindow: CGAffineTransform = .identity

    // The layout caches below are exempt from the run-time exclusivity check too: each access is
    // a lookup, an insert or a reset of a value computed beforehand (the content's
    // `sizeThatFits` runs between the lookup and the insert, outside both), so none overlaps.

    /// Sizes answered for proposals, kept across commits while the subtree is unchanged (see
    /// ``invalidateLayout()``), for the context they were asked in.
    @exclusivity(unchecked) private var sizeCache = LayoutMemo<ProposedViewSize, CGSize>()
    @exclusivity(unchecked) private var sizeCacheContext: LayoutContext?
    /// Explicit alignment guides answered, by guide and size (see ``explicitGuide(_:size:)``).
    @exclusivity(unchecked) private var guideCache = LayoutMemo<GuideKey, CGFloat?>()
    /// Whether a context change dropped answers since the last invalidation.
    @exclusivity(unchecked) private var contextChanged = false
    fileprivate struct GuideKey: Hashable {
        let key: AlignmentKey
        let size: CGSize
    }
    /// The size and context of the last ``place(at:size:_:)`` that placed the children, or `nil`
    /// when they must be placed again.
    @exclusivity(unchecked) private var placement: (size: CGSize, context: LayoutContext)?

    /// A window-space box outside which nothing in this subtree can be hit (see ``HitBounds``);
    /// set by the renderer, read by hit testing to skip subtrees.
    var hitBounds: HitBounds = .everywhere
    /// The children's ``hitBounds`` in one array, for nodes with many children (see
    /// ``HitTester/contiguousChildBoundsThreshold``); `nil` otherwise.
    var childHitBounds: ChildHitBounds?
    /// The indices of the children back to front when `zIndex` reorders them (`nil`: in the order
    /// of ``children``); set by the renderer, read by hit testing, which goes front to back.
    var drawingOrder: [Int]?

    /// The geometry this node was drawn with in the last render that reached it, compared with
    /// the next to decide what animates (`nil` for a node not drawn yet, or below a hidden one).
    var lastGeometry: Renderer.Geometry?
    /// What the last render drew for this subtree, reused while nothing it depends on changed
    /// (kept for custom views only; see ``RenderCache``).
    var renderCache: RenderCache?
    /// Whether the geometry below this hidden node has been forgotten (see ``Renderer``).
    var hiddenGeometryCleared = false
    /// A text node's last line layouts, kept between frames (``TextLayoutCache``); `nil` until
    /// the node is first measured or drawn, and for nodes that are not text.
    var textLayouts: TextLayoutCache?

    package init(identity: ViewIdentity, content: any NodeContent, children: [ViewNode] = [], commit: Int) {
        self.identity = identity
        self.content = content
        self.children = children
        self.resolvedInCommit = commit
    }

    /// The node's bounds in its own space.
    package var bounds: CGRect { CGRect(origin: .zero, size: size) }

    /// The node's size for `proposal`.
    ///
    /// Layout is a function of the subtree's contents, the proposal and the context, and a node's
    /// contents never change (a re-evaluated body makes new nodes), so answers are kept across
    /// commits until ``invalidateLayout()`` says the subtree changed.
    package func sizeThatFits(_ proposal: ProposedViewSize, _ context: LayoutContext) -> CGSize {
        if sizeCacheContext != context {
            if sizeCacheContext != nil { contextChanged = true }
            sizeCache.removeAll()
            sizeCacheContext = context
        }
        if let cached = sizeCache[proposal] { return cached }
        let size = content.sizeThatFits(proposal, node: self, context: context)
        sizeCache.insert(size, for: proposal)
        return size
    }

    /// Gives the node its final frame in the parent's content space and places its children,
    /// unless they were placed for the same size and context and the subtree has not changed since
    /// (their frames are relative to this node, so moving it does not move them).
    package func place(at origin: CGPoint, size: CGSize, _ context: LayoutContext) {
        self.origin = origin
        self.size = size
        if let placement, placement.size == size, placement.context == context { return }
        content.placeChildren(of: self, in: size, context: context)
        if mirrorsChildren {
            // Mirroring each frame in its parent mirrors every frame in the window, while what
            // each view draws inside its frame keeps its direction, as in SwiftUI.
            for child in children { child.origin.x = size.width - child.origin.x - child.size.width }
        }
        placement = (size, context)
        renderCache = nil
    }

    /// The node's explicit value for an alignment guide at `size` (``NodeContent/explicitAlignment(_:node:size:)``),
    /// remembered like sizes: a stack or `ZStack` asks each child for its guides at every
    /// proposal, and the answer comes from the end of a chain of modifiers.
    package func explicitGuide(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        let memoKey = GuideKey(key: key, size: size)
        if let known = guideCache[memoKey] { return known }
        let value = content.explicitAlignment(key, node: self, size: size)
        guideCache.insert(value, for: memoKey)
        return value
    }

    /// Forgets the layout of this node: its children changed. The graph calls it on a rebuilt
    /// node and on each of its ancestors (new nodes start with nothing cached).
    func invalidateLayout() {
        sizeCache.removeAll()
        guideCache.removeAll()
        sizeCacheContext = nil
        contextChanged = false
        placement = nil
        renderCache = nil
    }

    /// Everything this node answered its parent since its layout was last invalidated: sizes per
    /// proposal (and the context they were asked in), explicit guides, and where it was placed.
    /// `complete` is false when an answer was forgotten (a cache reached its limit), so the list
    /// may not cover everything the ancestors based their layout on.
    struct LayoutAnswers {
        fileprivate let sizes: [(key: ProposedViewSize, value: CGSize)]
        fileprivate let context: LayoutContext?
        fileprivate let guides: [(key: GuideKey, value: CGFloat?)]
        fileprivate let placement: (size: CGSize, context: LayoutContext)?
        fileprivate let complete: Bool
    }

    /// Invalidates this node's layout (its children were just replaced) and returns what it had
    /// answered, so that ``answers(asBefore:)`` can tell whether its ancestors need to know.
    func replaceLayout() -> LayoutAnswers {
        let answers = LayoutAnswers(
            sizes: sizeCache.entries, context: sizeCacheContext, guides: guideCache.entries,
            placement: placement,
            complete: !contextChanged && !sizeCache.forgotSome && !guideCache.forgotSome)
        invalidateLayout()
        return answers
    }

    /// Whether this node, laid out afresh, answers every question of `old` the same way: then the
    /// layout its ancestors built on those answers still holds. Measures the new children (work
    /// their placement needs anyway).
    func answers(asBefore old: LayoutAnswers) -> Bool {
        guard old.complete, old.placement != nil, let context = old.context else { return false }
        for (proposal, size) in old.sizes where sizeThatFits(proposal, context) != size { return false }
        for (key, value) in old.guides where explicitGuide(key.key, size: key.size) != value { return false }
        return true
    }

    /// Places the children again where the node still is, if no ancestor re-placed it in this
    /// layout pass (its ancestors kept their layout, see ``answers(asBefore:)``).
    func placeChildrenIfUnplaced(_ old: LayoutAnswers) {
        guard placement == nil, let previous = old.placement else { return }
        place(at: origin, size: previous.size, previous.context)
    }

    /// Visits this node and every descendant, parents first.
    func forEachNode(_ body: (ViewNode) -> Void) {
        body(self)
        for child in children { child.forEachNode(body) }
    }

    /// The nodes from this one down to `target`, both included (`nil` when `target` is not in
    /// this subtree). Descends towards `target`'s identity, and searches the whole subtree only
    /// where identities do not lead to it.
    func path(to target: ViewNode) -> [ViewNode]? {
        if self === target { return [self] }
        for child in children where target.identity.isDescendant(of: child.identity) {
            if let below = child.path(to: target) { return [self] + below }
        }
        for child in children where !target.identity.isDescendant(of: child.identity) {
            if let below = child.path(to: target) { return [self] + below }
        }
        return nil
    }
}

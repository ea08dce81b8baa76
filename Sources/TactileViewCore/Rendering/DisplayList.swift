import Foundation

/// What a commit draws: every item in drawing order (back to front), each with its geometry and
/// effects resolved to window space, plus the accessibility-identified groups.
///
/// A renderer draws `items` in order. Where an attribute of an item changed since the previous
/// commit and an animation applies to that change, `DisplayItem/animations` names it, so a renderer
/// can interpolate from the previous list's value to this one.
public struct DisplayList: Sendable {
    /// The size of the window, in points.
    public var size: CGSize
    /// Drawing items, back to front.
    public var items: [DisplayItem]
    /// Views with an accessibility identifier and the items they drew.
    public var groups: [DisplayGroup]
    /// The animation of the commit that drew the list (its transaction's), which plays the
    /// removal of views with a transition.
    public var animation: Animation?
    /// The `.animation` modifiers that applied in the commit (their value changed, or they apply
    /// always), outermost first, with their animation: what replaces `animation` below them.
    var modifierAnimations: [(identity: ViewIdentity, animation: Animation?)] = []

    /// The views with a transition that the latest commit to remove any (the one that drew the
    /// list, or an earlier one) removed, each with the animation in effect at it in that commit:
    /// what plays its removal. Later lists carry them as they are (sharing the array, allocating
    /// nothing) until a commit removes others, so that an animator that skips the removing commit
    /// (the playground sends frames less often than its host commits) still finds them.
    var removals: [(identity: ViewIdentity, animation: Animation?)] = []

    /// The animation in effect at `identity` in the commit that drew the list, as far as the
    /// modifiers that applied tell: the innermost one around it, else the commit's.
    func animation(inEffectAt identity: ViewIdentity) -> Animation? {
        modifierAnimations.last { identity.isDescendant(of: $0.identity) }.map(\.animation) ?? animation
    }

    /// The animation of the commit that removed the view with a transition at `identity`, which
    /// this list no longer draws: the one `removals` recorded, else the one in effect at its
    /// place in this list's commit.
    func removalAnimation(of identity: ViewIdentity) -> Animation? {
        if let removal = removals.last(where: { $0.identity == identity }) { return removal.animation }
        return animation(inEffectAt: identity)
    }

    /// Records in `removals` the views with a transition that `previous` (the list of the commit
    /// before) drew and this one does not, when there are any; otherwise keeps `previous`'s.
    /// `previousDrewTransitions` tells whether `previous` drew any view with a transition: when it
    /// did not, nothing is compared and nothing allocated.
    mutating func noteRemovals(since previous: DisplayList, previousDrewTransitions: Bool) {
        removals = previous.removals
        guard previousDrewTransitions else { return }
        // Usually the same views with a transition are drawn in the same order (the scroll
        // indicators while a finger scrolls): nothing left, and nothing allocated to find out.
        let previousTransitions = previous.items.lazy.compactMap { $0.transition?.identity }
        if previousTransitions.elementsEqual(items.lazy.compactMap { $0.transition?.identity }) { return }
        let staying = Set(items.compactMap { $0.transition?.identity })
        var removed: [(identity: ViewIdentity, animation: Animation?)] = []
        for item in previous.items {
            guard let identity = item.transition?.identity, !staying.contains(identity),
                !removed.contains(where: { $0.identity == identity })
            else { continue }
            removed.append((identity, animation(inEffectAt: identity)))
        }
        if !removed.isEmpty { removals = removed }
    }

    /// An empty list for a window of `size`.
    public init(size: CGSize = .zero, items: [DisplayItem] = [], groups: [DisplayGroup] = []) {
        self.size = size
        self.items = items
        self.groups = groups
    }

    /// The items drawn by the view (or inside the view) whose identity is `identity`.
    public func items(under identity: ViewIdentity) -> [DisplayItem] {
        items.filter { $0.identity.isDescendant(of: identity) }
    }

    /// The items inside the view with accessibility identifier `identifier`.
    public func items(inAccessibilityIdentifier identifier: String) -> [DisplayItem] {
        guard let group = groups.first(where: { $0.identifier == identifier }) else { return [] }
        return Array(items[group.itemRange])
    }
}

/// A view with an accessibility identifier, as drawn.
public struct DisplayGroup: Hashable, Sendable {
    /// The identifier.
    public var identifier: String
    /// The identity of the `accessibilityIdentifier` modifier node.
    public var identity: ViewIdentity
    /// The items drawn inside the view.
    public var itemRange: Range<Int>
    /// The view's rendered bounds in window space: its frame with the geometry effects applied
    /// directly to it (offset, scale, rotation) and everything outside it.
    public var frame: CGRect
}

/// One thing drawn: a shape, a run of text, or an image placeholder.
public struct DisplayItem: Sendable {
    /// What is drawn.
    public enum Kind: Hashable, Sendable {
        /// A path (in the item's local space) filled and/or stroked.
        case shape(path: Path, fill: Color?, stroke: Stroke?)
        /// Lines of text, top to bottom, starting at the item's local origin.
        case text(lines: [String], font: Font, color: Color)
        /// An image: drawn as `DisplayItem/imageDrawing` says, or as a placeholder box with its
        /// name when there is no drawing; symbols are tinted.
        case image(name: String, isSymbol: Bool, tint: Color?)
    }

    /// What is drawn.
    public var kind: Kind
    /// The identity of the view that drew it.
    public var identity: ViewIdentity
    /// The item's bounds in its local space.
    public var bounds: CGRect
    /// Maps the item's local space to the window (all offsets, scales and rotations applied).
    public var transform: CGAffineTransform
    /// The bounding box of `bounds` in window space.
    public var frame: CGRect
    /// The drawing effects applied (read them as `opacity`, `blurRadius`, `shadow`), each
    /// with its animation candidate.
    var effects: DisplayEffects
    /// Clip outlines in window space; the item is drawn only inside all of them.
    public var clipPaths: [Path]
    /// Masks, outermost first; the item shows only where every mask's items are opaque.
    public var masks: [DisplayMask] = []
    /// How the item's colours combine with what is drawn behind it (the innermost `blendMode`).
    public var blendMode: BlendMode = .normal
    /// The gradient a shape is filled with, when its fill style is a gradient (its kind's `fill` is
    /// then `nil`).
    public var fillGradient: GradientPaint?
    /// How an image item is drawn: a symbol drawing or a picture (`nil`: a labelled placeholder).
    public var imageDrawing: ImageDrawing?
    /// The colour effects applied to the item (`saturation`, `hueRotation`, …), composed into one
    /// matrix (`nil`: none).
    public var colorMatrix: ColorMatrix?
    /// Where a text item's lines start and how they are spaced (`nil`: every line at x 0, one line
    /// height apart, as plain leading text is drawn).
    public var textPlacement: TextPlacement?
    /// The styled runs of a text item whose characters are not all drawn alike (Markdown styles and
    /// links; `nil`: every character in the kind's font and colour).
    public var textRuns: [DisplayTextRun]?
    /// The innermost accessibility identifier around the item.
    public var accessibilityIdentifier: String?
    /// The animations of the attributes that changed since the previous commit (unchanged or
    /// un-animated attributes are absent).
    public var animations: [DisplayAttribute: Animation]
    /// The transition of the view the item belongs to, if it has one (`.transition(_:)`).
    public var transition: DisplayTransition?
    /// What the item draws from its view's `animatableData` (a custom shape's outline), which an
    /// animated change interpolates (`nil`: nothing, or data that cannot animate).
    var animatableContent: AnimatableContent?
    /// How the item's content changes under an animation (`contentTransition`; `nil`: at once).
    public var contentTransition: ContentTransition?

    /// Candidate animations for each attribute, decided while drawing.
    var animationCandidates = AnimationCandidates()

    /// The text, for text items.
    public var text: String? {
        if case .text(let lines, _, _) = kind { return lines.joined(separator: "\n") }
        return nil
    }
}

/// The animation the item's geometry, paint and content would take if they changed (`nil`: they
/// jump); each drawing effect keeps its own with its value (`DisplayEffects`).
struct AnimationCandidates: Equatable {
    var geometry: Animation?
    var paint: Animation?
    var content: Animation?
}

extension DisplayItem {
    /// Whether any attribute has an animation candidate (compares no animations).
    var hasAnimationCandidates: Bool {
        animationCandidates.geometry != nil || animationCandidates.paint != nil || animationCandidates.content != nil
            || effects.hasAnimation
    }
}

/// How the lines of a text item are placed: SwiftUI's multiline alignment, line spacing, kerning
/// and baseline offset, resolved to numbers.
public struct TextPlacement: Hashable, Sendable {
    /// The x of each line's start in the item's local space; empty when every line starts at 0
    /// (leading text: the common case, which builds no array on every frame).
    public var lineOffsets: [CGFloat]
    /// Extra space between lines, beyond the font's line height.
    public var lineSpacing: CGFloat
    /// Extra advance after every character (kerning and tracking; negative when tightened).
    public var kerning: CGFloat
    /// How far every line is moved down (a negative `baselineOffset`).
    public var baselineShift: CGFloat

    /// Whether this placement draws lines exactly as plain leading text.
    var isPlain: Bool {
        lineOffsets.allSatisfy { $0 == 0 } && lineSpacing == 0 && kerning == 0 && baselineShift == 0
    }

    /// The x of line `index`'s start (0 past `lineOffsets`).
    func offset(ofLine index: Int) -> CGFloat {
        index < lineOffsets.count ? lineOffsets[index] : 0
    }

    /// The baseline of line `index` of `font`.
    func baseline(ofLine index: Int, font: Font) -> CGFloat {
        baselineShift + font.ascent + CGFloat(index) * (font.lineHeight + lineSpacing)
    }
}

/// The effects in force while drawing a subtree.
package struct RenderState: Equatable {
    /// The drawing effects in force, each with the animation in effect at the modifier that set it.
    var effects = DisplayEffects()
    package var clips: [Path] = []
    var masks: [DisplayMask] = []
    var blendMode: BlendMode = .normal
    /// The colour effects around the subtree, composed (`nil`: none).
    var colorMatrix: ColorMatrix?
    var accessibilityIdentifier: String?
    /// The transition of the innermost view with one above.
    var transition: DisplayTransition?
    /// The content transition in force (`nil`: content changes at once).
    var contentTransition: ContentTransition?
    /// The custom values (`TransactionKey`) of the transaction of the commit being drawn, as the
    /// `transaction(_:)` modifiers above rewrote them.
    var transactionValues = TransactionValues()
    /// The animation in effect here: the commit's, replaced by `.animation` modifiers above.
    var animation: Animation?
    /// The animation in effect at the innermost node above whose own geometry changed.
    var geometryAnimation: Animation?
    /// The animations in effect outside the scoped animations (`animation(_:body:)`) around this
    /// node, innermost last: what their content takes again.
    var scopedAnimations: [Animation?] = []
    /// Whether a `transaction(_:)` above turned on `disablesAnimations`: the `.animation`
    /// modifiers below are ignored.
    var disablesImplicitAnimations = false
}

/// Collects display items while the tree is walked.
package struct DisplayListBuilder {
    var items: [DisplayItem] = []
    var groups: [DisplayGroup] = []
    var modifierAnimations: [(identity: ViewIdentity, animation: Animation?)] = []

    @MainActor
    private mutating func add(_ kind: DisplayItem.Kind, node: ViewNode, state: RenderState) {
        add(kind, node: node, bounds: node.bounds, transform: node.transformToWindow, state: state)
    }

    /// Adds an item drawn by `node` with its own local `bounds` and window `transform` (a canvas's
    /// calls; other views draw in their node's bounds and transform).
    @MainActor
    mutating func add(
        _ kind: DisplayItem.Kind, node: ViewNode, bounds: CGRect, transform: CGAffineTransform, state: RenderState
    ) {
        // Appended first and set in place: an item built in a variable was copied into the list.
        items.append(
            DisplayItem(
                kind: kind, identity: node.identity, bounds: bounds, transform: transform,
                frame: bounds.applying(transform), effects: state.effects, clipPaths: state.clips,
                masks: state.masks, blendMode: state.blendMode, accessibilityIdentifier: state.accessibilityIdentifier,
                animations: [:]))
        let last = items.count - 1
        items[last].transition = state.transition
        items[last].colorMatrix = state.colorMatrix
        items[last].contentTransition = state.contentTransition
        items[last].animationCandidates = AnimationCandidates(
            geometry: state.geometryAnimation, paint: state.animation, content: state.animation)
    }

    /// Adds a shape filled with `fill` (a style resolved with default environment values, its
    /// gradients laid out in the node's bounds) and stroked with `stroke`.
    @MainActor
    package mutating func addShape(
        _ path: Path, fill: AnyShapeStyle?, stroke: Stroke?, node: ViewNode, state: RenderState
    ) {
        addShape(
            path, fill: fill.map { $0.resolveStyle(in: EnvironmentValues()).paint(in: node.bounds) }, stroke: stroke,
            node: node, state: state)
    }

    /// Adds a shape filled with `fill`, a colour or a gradient placed in the node's local space.
    @MainActor
    package mutating func addShape(_ path: Path, fill: DrawnPaint?, stroke: Stroke?, node: ViewNode, state: RenderState)
    {
        add(.shape(path: path, fill: fill?.color, stroke: stroke), node: node, state: state)
        items[items.count - 1].fillGradient = fill?.gradient
    }

    /// Records what the last item added draws from its view's animatable data.
    mutating func setAnimatableContent(_ content: AnimatableContent) {
        items[items.count - 1].animatableContent = content
    }

    @MainActor
    mutating func addText(_ lines: [String], font: Font, color: Color, node: ViewNode, state: RenderState) {
        add(.text(lines: lines, font: font, color: color), node: node, state: state)
    }

    /// Adds text whose lines are placed by `placement`; a placement that changes nothing is left
    /// out, so plain text is drawn as before.
    @MainActor
    mutating func addText(
        _ lines: [String], font: Font, color: Color, placement: TextPlacement, node: ViewNode, state: RenderState
    ) {
        add(.text(lines: lines, font: font, color: color), node: node, state: state)
        if !placement.isPlain { items[items.count - 1].textPlacement = placement }
    }

    @MainActor
    mutating func addImage(
        name: String, isSymbol: Bool, tint: Color?, drawing: ImageDrawing?, node: ViewNode, state: RenderState
    ) {
        add(.image(name: name, isSymbol: isSymbol, tint: tint), node: node, state: state)
        items[items.count - 1].imageDrawing = drawing
    }
}

import Foundation

/// What the renderer drew for one custom view's subtree, kept on its node so that the next render
/// can copy it instead of walking the subtree again.
///
/// A subtree draws the same items when nothing it is drawn from changed: its nodes (a rebuild
/// makes new ones and clears the caches above them), their frames (placing the node's children
/// again clears it, and every re-placed descendant's ancestors are re-placed too), the node's own
/// geometry and window transform, and the render state inherited from above (opacity, clips,
/// the animations in effect…). It is only kept when that render was *quiet*: no node in the
/// subtree took an animation from a modifier that applied in that commit, and none changed its
/// geometry. Otherwise the next render, where neither happens, would draw different animation
/// candidates; such subtrees are walked once more and cached then.
struct RenderCache {
    /// The render state the subtree inherited.
    let inherited: RenderState
    /// The node's window transform.
    let transform: CGAffineTransform
    /// The node's own geometry.
    let geometry: Renderer.Geometry
    /// Whether the commit turned animations off (it decides whether modifiers' animations apply).
    let disablesAnimations: Bool
    /// The items drawn, as drawn (before animations were attached).
    let items: [DisplayItem]
    /// The identified groups, with item ranges relative to the first item.
    let groups: [DisplayGroup]
    /// Whether the items can follow the subtree when only its window position changes
    /// (``translation(inherited:transform:geometry:disablesAnimations:)``): none carries a clip, a
    /// mask or a transition set inside the subtree (those are in window space and would stay
    /// behind), only what the subtree inherited.
    let isMovable: Bool

    /// Whether a render with these inputs would draw exactly ``items`` and ``groups``.
    func matches(
        inherited: RenderState, transform: CGAffineTransform, geometry: Renderer.Geometry,
        disablesAnimations: Bool
    ) -> Bool {
        self.geometry == geometry && self.transform == transform && self.disablesAnimations == disablesAnimations
            && self.inherited == inherited
    }

    /// How far the subtree's window transform moved since ``items`` were drawn, when that is all
    /// that differs from a render with these inputs: then the items, moved by it, are what the
    /// render would draw (a scroll moves a list's rows without changing them). `nil` otherwise.
    func translation(
        inherited: RenderState, transform: CGAffineTransform, geometry: Renderer.Geometry, disablesAnimations: Bool
    ) -> CGSize? {
        guard isMovable, self.geometry == geometry, self.disablesAnimations == disablesAnimations,
            transform.a == self.transform.a, transform.b == self.transform.b, transform.c == self.transform.c,
            transform.d == self.transform.d, self.inherited == inherited
        else { return nil }
        let shift = CGSize(width: transform.tx - self.transform.tx, height: transform.ty - self.transform.ty)
        return shift.width.isFinite && shift.height.isFinite ? shift : nil
    }
}

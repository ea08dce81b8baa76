import Foundation

/// A modifier that moves, scales or rotates its content when drawn, without changing layout.
///
/// The transform maps the content's space into the modifier's own space. Hit testing and gesture
/// locations follow it: a gesture attached *inside* the effect sees the content's units, one attached
/// *outside* sees the parent's.
struct GeometryEffectContent: NodeContentModifier {
    enum Kind {
        case offset(CGSize)
        case scale(CGSize, anchor: UnitPoint)
        case rotation(Angle, anchor: UnitPoint)
        /// An affine transform about the view's top-leading corner (`transformEffect`).
        case transform(CGAffineTransform)
        /// A rotation in three dimensions, projected (`rotation3DEffect`; see ``Projection3D``).
        case rotation3D(Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint)
    }
    let kind: Kind

    var kindName: String {
        switch kind {
        case .offset: "offset"
        case .scale: "scaleEffect"
        case .rotation: "rotationEffect"
        case .transform: "transformEffect"
        case .rotation3D: "rotation3DEffect"
        }
    }

    var isLayoutNeutral: Bool { true }

    func effectTransform(size: CGSize) -> CGAffineTransform {
        switch kind {
        case .offset(let o):
            return CGAffineTransform(translationX: o.width, y: o.height)
        case .scale(let s, let anchor):
            return CGAffineTransform(scaleX: s.width, y: s.height).anchored(
                at: anchor, in: CGRect(origin: .zero, size: size))
        case .rotation(let angle, let anchor):
            return CGAffineTransform(rotationAngle: CGFloat(angle.radians)).anchored(
                at: anchor, in: CGRect(origin: .zero, size: size))
        case .transform(let t):
            return t
        case .rotation3D(let angle, let axis, let anchor):
            return Projection3D.rotation(angle, axis: axis).anchored(at: anchor, in: CGRect(origin: .zero, size: size))
        }
    }
}

/// `clipShape` and its shorthands: what the subtree draws is clipped to a shape in the node's
/// bounds. Hit testing is not clipped (in SwiftUI only `contentShape` changes it).
struct ClipContent: NodeContentModifier {
    nonisolated(unsafe) let shape: (CGRect) -> Path
    let eoFill: Bool

    var kindName: String { "clipShape" }
    var isLayoutNeutral: Bool { true }

    func applyEffect(to state: inout RenderState, node: ViewNode) {
        state.clips.append(shape(node.bounds).applying(node.transformToWindow))
    }
}

extension View {
    /// Draws the view moved by `offset`, without changing its layout.
    nonisolated public func offset(_ offset: CGSize) -> some View {
        modifier(GeometryEffectContent(kind: .offset(offset)))
    }

    /// Draws the view moved by `x` and `y`, without changing its layout.
    nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        offset(CGSize(width: x, height: y))
    }

    /// Draws the view scaled by `s` around `anchor`.
    nonisolated public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        modifier(GeometryEffectContent(kind: .scale(CGSize(width: s, height: s), anchor: anchor)))
    }

    /// Draws the view scaled by `scale.width` horizontally and `scale.height` vertically.
    nonisolated public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        modifier(GeometryEffectContent(kind: .scale(scale, anchor: anchor)))
    }

    /// Draws the view scaled by `x` horizontally and `y` vertically.
    nonisolated public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Draws the view rotated by `angle` around `anchor` (positive angles turn clockwise on screen).
    nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(GeometryEffectContent(kind: .rotation(angle, anchor: anchor)))
    }

    /// Clips what the view draws to `shape` in its bounds. Hit testing is not clipped.
    nonisolated public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(ClipContent(shape: { shape.path(in: $0) }, eoFill: style.isEOFilled))
    }

    /// Clips what the view draws to its bounds. Hit testing is not clipped.
    nonisolated public func clipped(antialiased: Bool = false) -> some View { clipShape(Rectangle()) }

    /// Clips what the view draws to its bounds with rounded corners.
    nonisolated public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius, style: .circular))
    }
}

import Foundation

/// The radius of each corner of a rectangle, SwiftUI's `RectangleCornerRadii`.
public struct RectangleCornerRadii: Hashable, Sendable {
    /// The top-leading corner's radius.
    public var topLeading: CGFloat
    /// The bottom-leading corner's radius.
    public var bottomLeading: CGFloat
    /// The bottom-trailing corner's radius.
    public var bottomTrailing: CGFloat
    /// The top-trailing corner's radius.
    public var topTrailing: CGFloat

    /// Radii for each corner (0: square).
    public init(
        topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0
    ) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

/// A rectangle whose corners have radii of their own, SwiftUI's `UnevenRoundedRectangle`. Each
/// radius is clamped to half the shorter side (negative and non-finite radii are 0).
public struct UnevenRoundedRectangle: Shape {
    /// The corners' radii.
    public var cornerRadii: RectangleCornerRadii
    /// The corner curve (drawn as circular arcs, as `RoundedRectangle`'s are).
    public var style: RoundedCornerStyle

    /// A rectangle with `cornerRadii`.
    nonisolated public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    /// A rectangle with a radius for each corner.
    nonisolated public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        self.init(
            cornerRadii: RectangleCornerRadii(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
            style: style)
    }

    /// The outline in `rect`, clockwise from the top-leading corner.
    nonisolated public func path(in rect: CGRect) -> Path {
        let r = rect.standardized
        let limit = min(r.width, r.height) / 2
        func clamp(_ v: CGFloat) -> CGFloat { v.isFinite ? min(max(v, 0), max(limit, 0)) : 0 }
        let tl = clamp(cornerRadii.topLeading), tr = clamp(cornerRadii.topTrailing)
        let br = clamp(cornerRadii.bottomTrailing), bl = clamp(cornerRadii.bottomLeading)
        var p = Path()
        p.move(to: CGPoint(x: r.minX + tl, y: r.minY))
        p.addLine(to: CGPoint(x: r.maxX - tr, y: r.minY))
        if tr > 0 {
            p.addArc(
                center: CGPoint(x: r.maxX - tr, y: r.minY + tr), radius: tr, startAngle: .degrees(-90),
                endAngle: .degrees(0), clockwise: false)
        }
        p.addLine(to: CGPoint(x: r.maxX, y: r.maxY - br))
        if br > 0 {
            p.addArc(
                center: CGPoint(x: r.maxX - br, y: r.maxY - br), radius: br, startAngle: .degrees(0),
                endAngle: .degrees(90), clockwise: false)
        }
        p.addLine(to: CGPoint(x: r.minX + bl, y: r.maxY))
        if bl > 0 {
            p.addArc(
                center: CGPoint(x: r.minX + bl, y: r.maxY - bl), radius: bl, startAngle: .degrees(90),
                endAngle: .degrees(180), clockwise: false)
        }
        p.addLine(to: CGPoint(x: r.minX, y: r.minY + tl))
        if tl > 0 {
            p.addArc(
                center: CGPoint(x: r.minX + tl, y: r.minY + tl), radius: tl, startAngle: .degrees(180),
                endAngle: .degrees(270), clockwise: false)
        }
        p.closeSubpath()
        return p
    }
}

extension UnevenRoundedRectangle: InsettableShape {
    /// The rectangle inset by `amount`, each corner's radius shrunk by the same amount.
    nonisolated public func inset(by amount: CGFloat) -> _InsetShape<UnevenRoundedRectangle> {
        _InsetShape(base: self, amount: amount)
    }

    /// The corners' radii, for animations.
    public var animatableData: RectangleCornerRadii.AnimatableData {
        get { cornerRadii.animatableData }
        set { cornerRadii.animatableData = newValue }
    }
}

extension RectangleCornerRadii: Animatable {
    /// The four radii: top leading, bottom leading, bottom trailing, top trailing.
    public typealias AnimatableData = AnimatablePair<
        AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>
    >

    /// The four radii, for animations.
    public var animatableData: AnimatableData {
        get {
            AnimatablePair(AnimatablePair(topLeading, bottomLeading), AnimatablePair(bottomTrailing, topTrailing))
        }
        set {
            topLeading = newValue.first.first
            bottomLeading = newValue.first.second
            bottomTrailing = newValue.second.first
            topTrailing = newValue.second.second
        }
    }
}

import Foundation

// Blending visual effect steps, for effects that follow a continuous progress (a scroll
// transition interpolates between a view's identity effect and its edge effect).

extension _VisualEffectChain {
    /// A chain of `steps`.
    package init(steps: [VisualEffectStep]) { _effects = steps }
}

extension VisualEffectStep {
    /// The step `amount` of the way from this one to `other` (0: this, 1: `other`), or `nil` when
    /// they are different kinds of effect, or blurs of different opacity.
    package func interpolated(towards other: VisualEffectStep, amount t: Double) -> VisualEffectStep? {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * CGFloat(t) }
        func mix(_ a: CGSize, _ b: CGSize) -> CGSize {
            CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height))
        }
        func mix(_ a: UnitPoint, _ b: UnitPoint) -> UnitPoint { UnitPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)) }
        func mix(_ a: Angle, _ b: Angle) -> Angle { Angle(radians: mix(a.radians, b.radians)) }
        let kind: Kind
        switch (self.kind, other.kind) {
        case (.offset(let a), .offset(let b)): kind = .offset(mix(a, b))
        case (.scale(let a, let p), .scale(let b, let q)): kind = .scale(mix(a, b), mix(p, q))
        case (.rotation(let a, let p), .rotation(let b, let q)): kind = .rotation(mix(a, b), mix(p, q))
        case (.opacity(let a), .opacity(let b)): kind = .opacity(mix(a, b))
        case (.blur(let a, let o), .blur(let b, let p)) where o == p: kind = .blur(mix(a, b), o)
        case (.brightness(let a), .brightness(let b)): kind = .brightness(mix(a, b))
        case (.contrast(let a), .contrast(let b)): kind = .contrast(mix(a, b))
        case (.saturation(let a), .saturation(let b)): kind = .saturation(mix(a, b))
        case (.grayscale(let a), .grayscale(let b)): kind = .grayscale(mix(a, b))
        case (.hueRotation(let a), .hueRotation(let b)): kind = .hueRotation(mix(a, b))
        case (.transform(let a), .transform(let b)):
            kind = .transform(
                CGAffineTransform(
                    a: mix(a.a, b.a), b: mix(a.b, b.b), c: mix(a.c, b.c), d: mix(a.d, b.d), tx: mix(a.tx, b.tx),
                    ty: mix(a.ty, b.ty)))
        default: return nil
        }
        return VisualEffectStep(kind: kind)
    }
}

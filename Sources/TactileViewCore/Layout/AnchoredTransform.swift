import Foundation

extension CGAffineTransform {
    /// This transform applied around `anchor` of `rect` rather than the origin: the anchor moves to
    /// the origin, the transform applies, and the anchor moves back. What `rotationEffect`,
    /// `scaleEffect` and the rotated and scaled shapes share.
    func anchored(at anchor: UnitPoint, in rect: CGRect) -> CGAffineTransform {
        let x = rect.minX + anchor.x * rect.width, y = rect.minY + anchor.y * rect.height
        return CGAffineTransform(translationX: -x, y: -y).concatenating(self)
            .concatenating(CGAffineTransform(translationX: x, y: y))
    }
}

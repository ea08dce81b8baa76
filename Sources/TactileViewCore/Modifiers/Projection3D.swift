import Foundation

/// How `rotation3DEffect` draws a view turned in three dimensions on a flat screen.
///
/// SwiftUI projects the turned view with a perspective (`perspective`, from a camera in front of
/// the anchor), which tapers the far side. A display list item carries an affine transform, which
/// cannot taper, so Tactile draws the projection's best affine fit at the anchor: the rotation
/// seen straight on (orthographic). Its outline matches SwiftUI's at the anchor and is squashed
/// along the rotation as SwiftUI's is; the perspective's tapering away from the anchor is not
/// drawn (`anchorZ` and `perspective` do not change the picture). A rotation about the z axis is
/// exactly `rotationEffect`. Hit testing follows the drawn transform.
enum Projection3D {
    /// The 2D transform of a rotation by `angle` about `axis` (any length; a zero or non-finite
    /// axis turns nothing), seen straight on, about the origin.
    static func rotation(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat)) -> CGAffineTransform {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        let theta = CGFloat(angle.radians)
        guard length > 0, length.isFinite, theta.isFinite else { return .identity }
        let x = axis.x / length, y = axis.y / length, z = axis.z / length
        let c = cos(theta), s = sin(theta), t = 1 - c
        // Rodrigues' rotation matrix, rows 0 and 1, columns 0 and 1 (the z row and column drop out
        // of the straight-on projection of the view's plane, z = 0).
        let r00 = c + x * x * t, r01 = x * y * t - z * s
        let r10 = y * x * t + z * s, r11 = c + y * y * t
        return CGAffineTransform(a: r00, b: r10, c: r01, d: r11, tx: 0, ty: 0)
    }
}

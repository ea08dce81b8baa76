import Foundation

/// An angular gradient as solid wedges, for renderers without conic gradients (SVG has none).
///
/// The full turn around the centre is cut into ``count`` wedges, each filled with the gradient's
/// colour at its middle angle, as SwiftUI colours that angle:
/// - a sweep of a full turn or more draws its last full turn;
/// - a shorter sweep leaves a gap, filled with the last colour for its first half and the first
///   colour for its second half;
/// - a negative sweep (end before start) runs counter-clockwise.
enum AngularWedges {
    /// Wedges per full turn. At 2° each, neighbouring colours of a two-colour gradient differ by
    /// under 1 % of the colour range, below what the eye separates; a full turn stays around
    /// 10 KB of SVG.
    static let count = 180
    /// How far each wedge reaches into the next, in radians, so antialiased edges do not leave
    /// hairline seams between wedges.
    static let overlap = 0.004

    /// The wedges of `gradient` around `center`, reaching `radius` from it.
    static func wedges(
        of gradient: GradientPaint, center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle
    ) -> [(path: Path, color: Color)] {
        let start = startAngle.radians, sweep = endAngle.radians - startAngle.radians
        guard start.isFinite, sweep.isFinite, radius.isFinite, center.x.isFinite, center.y.isFinite else { return [] }
        let turn = 2 * Double.pi
        let direction: Double = sweep < 0 ? -1 : 1
        let length = abs(sweep)
        let step = turn / Double(count)
        var out: [(path: Path, color: Color)] = []
        out.reserveCapacity(count)
        // A sweep of a full turn or more draws its last turn: the wedges start that far along.
        let offset = length >= turn ? length - turn : 0
        for index in 0..<count {
            // How far past the start, in the sweep's direction, the wedge's middle lies.
            let along = offset + (Double(index) + 0.5) * step
            let location: Double
            if along <= length {
                location = length > 0 ? along / length : 0
            } else {
                location = along < length + (turn - length) / 2 ? 1 : 0
            }
            let from = start + direction * (offset + Double(index) * step)
            let to = start + direction * (offset + Double(index + 1) * step + overlap)
            var path = Path()
            path.move(to: center)
            path.addLine(to: CGPoint(x: center.x + radius * cos(from), y: center.y + radius * sin(from)))
            path.addLine(to: CGPoint(x: center.x + radius * cos(to), y: center.y + radius * sin(to)))
            path.closeSubpath()
            out.append((path, gradient.color(at: location)))
        }
        return out
    }
}

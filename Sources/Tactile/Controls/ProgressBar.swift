import Foundation

/// A linear progress track: a capsule as wide as offered and `thickness` tall, filled from the
/// leading end to `fraction` of its width in the tint. ``ProgressView``'s bar and ``Gauge``'s
/// track (which differ only in thickness).
struct ProgressBar: View {
    /// How much of the track is filled, 0…1.
    let fraction: Double
    /// The track's height.
    var thickness: CGFloat = ControlConstants.sliderTrackThickness

    var body: some View {
        ControlEnvironmentReader { environment in
            GeometryReader { proxy in
                ZStack(alignment: .leading) {
                    Capsule().fill(ControlConstants.sliderTrackColor)
                    Capsule().fill(environment.resolvedControlTint)
                        .frame(width: proxy.size.width * CGFloat(fraction))
                }
            }
            .frame(height: thickness)
        }
    }
}

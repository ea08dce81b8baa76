// Added: not in any seed, a component example (Docs/Decisions.md#examples-beyond-seeds). A zoomable
// image as photo viewers have it, written for Tactile in the style of SwiftUI component code. Pinch
// zooms about the point between the fingers (`MagnifyGesture.Value.startAnchor`), a double tap
// zooms in at the tapped point (or back out), and one finger pans while zoomed in. The scale stays
// within the range given.
import Foundation
import Tactile

/// An image that zooms with a pinch or a double tap and pans with a drag while zoomed in.
///
/// ```swift
/// ZoomableImage(Image("harbour"), maximumScale: 5)
///     .frame(height: 300)
/// ```
///
/// The image fills the space offered (fitted, aspect ratio kept) and is clipped to it.
/// - A pinch scales about the point between the fingers where they started: the content under
///   that point stays under it.
/// - A double tap zooms to ``doubleTapScale`` keeping the tapped point under the finger; a double
///   tap while zoomed in goes back to the whole image.
/// - A drag pans the zoomed image, never so far that an edge of the view is left empty.
///
/// While zoomed in, a badge in the top-trailing corner shows the scale (`2.0×`).
public struct ZoomableImage: View {
    /// The image shown.
    public let image: Image
    /// The smallest scale: 1 or more (the whole image).
    public let minimumScale: CGFloat
    /// The largest scale a pinch or a double tap reaches.
    public let maximumScale: CGFloat
    /// The scale a double tap zooms to.
    public let doubleTapScale: CGFloat

    /// The transform when no gesture is in progress.
    @State private var settled = ZoomTransform()
    /// The transform while a pinch or a pan is in progress; `nil` otherwise.
    @GestureState private var live: ZoomTransform?

    /// Creates a zoomable image.
    ///
    /// - Parameters:
    ///   - image: The image to show.
    ///   - minimumScale: The smallest scale; values below 1 (or not finite) count as 1.
    ///   - maximumScale: The largest scale; not less than `minimumScale` (4 when not finite).
    ///   - doubleTapScale: The scale a double tap zooms to, within the two above.
    public init(_ image: Image, minimumScale: CGFloat = 1, maximumScale: CGFloat = 4, doubleTapScale: CGFloat = 2.5) {
        self.image = image
        let lowest = minimumScale.isFinite ? max(minimumScale, 1) : 1
        let highest = maximumScale.isFinite ? max(maximumScale, lowest) : max(4, lowest)
        self.minimumScale = lowest
        self.maximumScale = highest
        self.doubleTapScale = doubleTapScale.isFinite ? min(max(doubleTapScale, lowest), highest) : highest
    }

    /// The image, its gestures and the zoom badge.
    public var body: some View {
        GeometryReader { proxy in
            let shown = live ?? settled
            image
                .resizable()
                .aspectRatio(contentMode: .fit)
                .frame(width: proxy.size.width, height: proxy.size.height)
                .scaleEffect(shown.scale, anchor: .topLeading)
                .offset(shown.offset)
                .contentShape(Rectangle())
                // Pinch and pan first: the image moves as soon as the fingers do, and the double
                // tap counts once they have failed (at each lift, short of a drag).
                .gesture(pinchAndPan(in: proxy.size))
                .gesture(doubleTap(in: proxy.size))
                .overlay(alignment: .topTrailing) {
                    if shown.scale > minimumScale {
                        Text(String(format: "%.1f×", Double(shown.scale)))
                            .font(.caption)
                            .foregroundColor(.white)
                            .padding(6)
                            .background(Color.black.opacity(0.6), in: Capsule())
                            .padding(8)
                    }
                }
        }
        .clipped()
    }

    private var scales: ClosedRange<CGFloat> { minimumScale...maximumScale }

    /// Two taps: zoom in at the tapped point, or back out when zoomed in.
    private func doubleTap(in size: CGSize) -> some Gesture {
        SpatialTapGesture(count: 2)
            .onEnded { value in
                withAnimation(.easeInOut(duration: 0.3)) {
                    if settled.scale > minimumScale {
                        settled = ZoomTransform().zoomed(to: minimumScale, keeping: .zero, scales: scales, in: size)
                    } else {
                        settled = settled.zoomed(to: doubleTapScale, keeping: value.location, scales: scales, in: size)
                    }
                }
            }
    }

    /// A pinch, or a one-finger pan while zoomed in.
    private func pinchAndPan(in size: CGSize) -> some Gesture {
        MagnifyGesture()
            .simultaneously(with: DragGesture())
            .updating($live) { value, state, _ in
                state = transform(for: value, in: size)
            }
            .onEnded { value in
                settled = transform(for: value, in: size)
            }
    }

    /// Where the image is for a pinch-and-pan value, starting from the settled transform.
    private func transform(
        for value: SimultaneousGesture<MagnifyGesture, DragGesture>.Value, in size: CGSize
    ) -> ZoomTransform {
        if let pinch = value.first {
            // The anchor is a unit point of the view; the fingers' centre in points.
            let anchor = CGPoint(x: pinch.startAnchor.x * size.width, y: pinch.startAnchor.y * size.height)
            return settled.zoomed(to: settled.scale * pinch.magnification, keeping: anchor, scales: scales, in: size)
        }
        if let drag = value.second, settled.scale > minimumScale {
            return settled.panned(by: drag.translation, in: size)
        }
        return settled
    }
}

#Preview("Zoomable image") {
    ExampleAssets.register()
    return ZoomableImage(Image(ExampleAssets.photoName))
        .frame(width: 360, height: 240)
}

#Preview("Zoomable image, up to 8×") {
    ExampleAssets.register()
    return ZoomableImage(Image(ExampleAssets.photoName), maximumScale: 8, doubleTapScale: 4)
}

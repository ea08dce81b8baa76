// Added: not in any seed. A scrolling scene (Docs/Decisions.md#examples-beyond-seeds): zoomable
// images inside a vertical scroll view. One finger dragging up or down scrolls the gallery; two
// fingers pinch the image under them; a double tap zooms in at the tap; sideways drags pan a zoomed
// image.
import Tactile

/// Four zoomable copies of the example photo in a vertical scroll view.
public struct ZoomableGallery: View {
    /// A gallery at rest.
    public init() {}

    /// The view's content.
    public var body: some View {
        ScrollView(.vertical) {
            VStack(spacing: 16) {
                ForEach(0..<4, id: \.self) { index in
                    ZoomableImage(Image(ExampleAssets.photoName))
                        .frame(height: 240)
                        .accessibilityIdentifier("photo-\(index)")
                }
            }
            .padding(16)
        }
    }
}

#Preview("Zoomable gallery") {
    ExampleAssets.register()
    return ZoomableGallery()
}

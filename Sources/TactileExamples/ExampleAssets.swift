// Added: seed 004 (Korean tutorial series: LongPressGesture, Magnification, Rotation, Simultaneous
// and Exclusive Gesture) draws `Image("swiftui-logo")` from the app's asset catalogue, which Tactile
// does not have. This registers the image's intrinsic size so `resizable().aspectRatio(contentMode:
// .fit)` keeps a square logo, as the tutorial's 200 × 200 frame expects.
import Tactile

// Added: the asset registration the tutorial's Xcode project provides (not shown in the seed).
public enum ExampleAssets {
    /// The name the tutorial's views load.
    public static let logoName = "swiftui-logo"
    /// The logo's intrinsic size (square).
    public static let logoSize = CGSize(width: 512, height: 512)

    /// The photo the zoomable-image example shows (added for issue 11).
    public static let photoName = "harbour-photo"
    /// The photo's intrinsic size (3 : 2 landscape).
    public static let photoSize = CGSize(width: 1200, height: 800)

    /// Registers the assets the examples use. Safe to call more than once.
    @MainActor
    public static func register() {
        ImageAssets.register(logoName, size: logoSize)
        ImageAssets.register(photoName, size: photoSize)
    }
}

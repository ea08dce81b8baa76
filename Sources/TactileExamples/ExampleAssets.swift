// Added: seed 004 (Korean tutorial series: LongPressGesture, Magnification, Rotation, Simultaneous
// and Exclusive Gesture) draws `Image("swiftui-logo")` from the app's asset catalogue, which Tactile
// does not have. This registers a square picture of our own under that name (a drawing of a fingertip
// and its ripples on a warm gradient: not Apple's logo), so `resizable().aspectRatio(contentMode:
// .fit)` keeps a square logo, as the tutorial's 200 × 200 frame expects, and the stage shows a
// picture rather than a placeholder.
import Foundation
import Tactile

// Added: the asset registration the tutorial's Xcode project provides (not shown in the seed).
public enum ExampleAssets {
    /// The name the tutorial's views load.
    public static let logoName = "swiftui-logo"
    /// The logo's intrinsic size (square).
    public static let logoSize = CGSize(width: 512, height: 512)

    /// The logo: our own 512 × 512 SVG drawing.
    public static let logoSVG = """
        <svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">\
        <defs><linearGradient id="warm" x1="0" y1="0" x2="1" y2="1">\
        <stop offset="0" stop-color="#FF9F0A"/><stop offset="1" stop-color="#FF2D55"/></linearGradient></defs>\
        <rect width="512" height="512" rx="112" fill="url(#warm)"/>\
        <g fill="none" stroke="#FFFFFF" stroke-linecap="round">\
        <circle cx="256" cy="256" r="150" stroke-width="14" stroke-opacity="0.35"/>\
        <circle cx="256" cy="256" r="104" stroke-width="18" stroke-opacity="0.6"/></g>\
        <circle cx="256" cy="256" r="58" fill="#FFFFFF"/>\
        <path d="M 120 392 L 190 322" stroke="#FFFFFF" stroke-width="22" stroke-linecap="round"/>\
        </svg>
        """

    /// Registers the assets the examples use. Safe to call more than once.
    @MainActor
    public static func register() {
        ImageAssets.register(logoName, size: logoSize)
        ImageAssets.register(logoName, data: Data(logoSVG.utf8))
    }
}

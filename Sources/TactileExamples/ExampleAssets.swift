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

    /// The photo the zoomable-image example shows (added, not from a seed).
    public static let photoName = "harbour-photo"
    /// The photo's intrinsic size (3 : 2 landscape).
    public static let photoSize = CGSize(width: 1200, height: 800)
    /// The "photo": our own 1200 × 800 SVG drawing of a harbour at dusk, with detail small enough
    /// to be worth zooming into (the boats' masts, the lighthouse's window).
    public static let photoSVG = """
        <svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">\
        <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">\
        <stop offset="0" stop-color="#1E3A8A"/><stop offset="0.6" stop-color="#F97316"/>\
        <stop offset="1" stop-color="#FDE68A"/></linearGradient>\
        <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1">\
        <stop offset="0" stop-color="#0E7490"/><stop offset="1" stop-color="#083344"/></linearGradient></defs>\
        <rect width="1200" height="520" fill="url(#sky)"/>\
        <circle cx="840" cy="470" r="70" fill="#FDBA74"/>\
        <rect y="500" width="1200" height="300" fill="url(#sea)"/>\
        <path d="M0 520 L180 430 L320 500 L470 410 L640 520 Z" fill="#1F2937"/>\
        <rect x="1010" y="330" width="34" height="180" fill="#F8FAFC"/>\
        <rect x="1010" y="380" width="34" height="22" fill="#DC2626"/>\
        <rect x="1004" y="318" width="46" height="16" fill="#334155"/>\
        <rect x="1022" y="300" width="10" height="10" fill="#FACC15"/>\
        <g fill="#F8FAFC"><path d="M250 600 L370 600 L350 630 L270 630 Z"/>\
        <path d="M520 650 L680 650 L655 688 L545 688 Z"/></g>\
        <g stroke="#F8FAFC" stroke-width="4"><path d="M310 600 L310 520"/><path d="M600 650 L600 548"/></g>\
        <g fill="#FEF3C7"><path d="M314 526 L352 592 L314 592 Z"/><path d="M604 556 L652 640 L604 640 Z"/></g>\
        <g stroke="#FDE68A" stroke-opacity="0.5" stroke-width="6">\
        <path d="M760 560 L920 560"/><path d="M790 600 L890 600"/><path d="M810 640 L870 640"/></g>\
        </svg>
        """

    /// Registers the assets the examples use. Safe to call more than once.
    @MainActor
    public static func register() {
        ImageAssets.register(logoName, size: logoSize)
        ImageAssets.register(logoName, data: Data(logoSVG.utf8))
        ImageAssets.register(photoName, size: photoSize)
        ImageAssets.register(photoName, data: Data(photoSVG.utf8))
    }
}

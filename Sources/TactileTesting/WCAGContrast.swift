import Foundation

/// The numbers of WCAG 2.2's contrast rule (success criterion 1.4.3, "Contrast (Minimum)", level
/// AA) and of its definitions of relative luminance and large text, each once, with where it
/// comes from. ``TouchSimulator/accessibilityAudit()`` checks text against them.
enum WCAG {
    /// The least contrast ratio of text to its background: 4.5 : 1 (1.4.3, level AA), the ratio
    /// that makes up for the loss of contrast sensitivity of vision of about 20/40.
    static let minimumContrast = 4.5
    /// The least contrast ratio of large text: 3 : 1 (1.4.3). Large strokes stay legible at lower
    /// contrast.
    static let largeTextMinimumContrast = 3.0
    /// Text of at least this size is large: 18 points (WCAG's definition of "large scale" text).
    /// WCAG's points are typographic points; the audit compares the font's size in iOS points with
    /// it directly, as iOS design guidance reads the rule (Docs/Decisions.md, "Accessibility audit").
    static let largeTextSize: Double = 18
    /// Bold text of at least this size is large too: 14 points.
    static let largeBoldTextSize: Double = 14
    /// What WCAG adds to both luminances before dividing, 0.05: the flare of a typical screen,
    /// which keeps black on black from dividing by zero.
    static let flare = 0.05

    // The sRGB transfer function that relative luminance undoes (IEC 61966-2-1, as WCAG 2.2's
    // definition of relative luminance gives it; WCAG 2.0 printed 0.03928 for the threshold,
    // which gives the same result for every 8-bit value).
    /// Below this encoded value, a channel is linear.
    static let linearThreshold = 0.04045
    /// The slope of the linear part.
    static let linearSlope = 12.92
    /// The offset of the power part.
    static let gammaOffset = 0.055
    /// The exponent of the power part.
    static let gamma = 2.4

    /// How much red, green and blue each add to luminance: the Rec. 709 primaries' Y row, which
    /// WCAG's definition uses (green dominates because the eye is most sensitive to it).
    static let redWeight = 0.2126
    /// Green's weight.
    static let greenWeight = 0.7152
    /// Blue's weight.
    static let blueWeight = 0.0722

    /// The relative luminance of an sRGB colour (components 0…1): 0 for black, 1 for white.
    static func luminance(red: Double, green: Double, blue: Double) -> Double {
        func linear(_ channel: Double) -> Double {
            channel <= linearThreshold ? channel / linearSlope : pow((channel + gammaOffset) / (1 + gammaOffset), gamma)
        }
        return redWeight * linear(red) + greenWeight * linear(green) + blueWeight * linear(blue)
    }

    /// The contrast ratio of two opaque sRGB colours, 1 to 21, whichever is lighter.
    static func contrast(_ a: RGB, _ b: RGB) -> Double {
        let la = luminance(red: a.red, green: a.green, blue: a.blue)
        let lb = luminance(red: b.red, green: b.green, blue: b.blue)
        return (max(la, lb) + flare) / (min(la, lb) + flare)
    }

    /// The least ratio text of `size` points and `isBold` needs.
    static func requiredContrast(size: Double, isBold: Bool) -> Double {
        let isLarge = size >= largeTextSize || (isBold && size >= largeBoldTextSize)
        return isLarge ? largeTextMinimumContrast : minimumContrast
    }
}

/// An opaque sRGB colour, components 0…1: what a pixel shows once everything is composited.
struct RGB: Hashable {
    var red: Double
    var green: Double
    var blue: Double

    /// `paint` of `opacity` drawn over this colour (source-over).
    func under(_ paint: RGB, opacity: Double) -> RGB {
        let a = min(1, max(0, opacity))
        return RGB(
            red: paint.red * a + red * (1 - a), green: paint.green * a + green * (1 - a),
            blue: paint.blue * a + blue * (1 - a))
    }

    /// `#RRGGBB`, for reports.
    var hex: String {
        let bytes = [red, green, blue].map { Int((min(1, max(0, $0)) * 255).rounded()) }
        return String(format: "#%02X%02X%02X", bytes[0], bytes[1], bytes[2])
    }
}

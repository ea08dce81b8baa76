import Foundation
import TactileViewCore

/// The style of an underline or strikethrough in UIKit's attributed strings, `NSUnderlineStyle`:
/// a line (single, thick, double), a pattern and whether only words are underlined, as bits.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    /// The style's bits.
    public let rawValue: Int
    /// A style from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// One thin line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// One thick line.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two thin lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// A solid line (no pattern bits).
    public static let patternDot = NSUnderlineStyle(rawValue: 0x100)
    /// Dashes.
    public static let patternDash = NSUnderlineStyle(rawValue: 0x200)
    /// Dashes and dots.
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x300)
    /// Dashes and pairs of dots.
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x400)
    /// Only words are underlined, not the spaces between them.
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)

    /// The bits that hold the pattern.
    static let patternMask = 0x700
}

extension Text.LineStyle {
    /// The line style of UIKit's `nsUnderlineStyle`: its pattern (solid, dot, dash, dash-dot,
    /// dash-dot-dot) in the text's colour; `nil` for a style with no line. Tactile draws every
    /// line one thickness, so single, thick and double lines draw alike.
    public init?(nsUnderlineStyle: NSUnderlineStyle) {
        guard nsUnderlineStyle.rawValue != 0 else { return nil }
        let pattern: Pattern =
            switch nsUnderlineStyle.rawValue & NSUnderlineStyle.patternMask {
            case NSUnderlineStyle.patternDot.rawValue: .dot
            case NSUnderlineStyle.patternDash.rawValue: .dash
            case NSUnderlineStyle.patternDashDot.rawValue: .dashDot
            case NSUnderlineStyle.patternDashDotDot.rawValue: .dashDotDot
            default: .solid
            }
        self.init(pattern: pattern)
    }
}

import Foundation

/// How the lines of a multiline text are aligned with each other, SwiftUI's `TextAlignment`
/// (set with `View/multilineTextAlignment(_:)`).
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    /// Lines start at the leading edge.
    case leading
    /// Lines are centred.
    case center
    /// Lines end at the trailing edge.
    case trailing

    /// Every alignment: leading, center, trailing.
    public static var allCases: [TextAlignment] { [.leading, .center, .trailing] }
}

extension Text {
    /// Where a text that does not fit its lines is cut and the ellipsis (`…`) drawn, SwiftUI's
    /// `Text.TruncationMode` (set with `View/truncationMode(_:)`).
    public enum TruncationMode: Hashable, Sendable {
        /// The beginning is cut: `…end`.
        case head
        /// The end is cut: `begin…` (the default).
        case tail
        /// The middle is cut: `beg…end`.
        case middle
    }

    /// The case text is shown in, SwiftUI's `Text.Case` (set with `View/textCase(_:)`).
    public enum Case: Hashable, Sendable {
        /// Every letter in upper case.
        case uppercase
        /// Every letter in lower case.
        case lowercase
    }

    /// The style of an underline or a strikethrough line, SwiftUI's `Text.LineStyle`.
    public struct LineStyle: Hashable, Sendable {
        /// How a line is dashed.
        public enum Pattern: Hashable, Sendable {
            /// A solid line.
            case solid
            /// Dots.
            case dot
            /// Dashes.
            case dash
            /// Dashes and dots.
            case dashDot
            /// Dashes and pairs of dots.
            case dashDotDot
        }

        let pattern: Pattern
        let color: Color?

        /// A line with `pattern`, in `color` (`nil`: the text's colour).
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A solid line in the text's colour.
        public static let single = LineStyle()
    }
}

extension Text.LineStyle.Pattern {
    /// Dash and gap lengths for a line of `thickness` (empty: solid).
    func dashLengths(thickness: CGFloat) -> [CGFloat] {
        let t = max(thickness, 1)
        switch self {
        case .solid: return []
        case .dot: return [t, 2 * t]
        case .dash: return [4 * t, 2 * t]
        case .dashDot: return [4 * t, 2 * t, t, 2 * t]
        case .dashDotDot: return [4 * t, 2 * t, t, 2 * t, t, 2 * t]
        }
    }
}

/// The character-level styles of a text (underline, spacing, baseline, digits), set on a `Text`
/// directly or on any view for the texts inside it. A text's own values win over the
/// environment's; `nil` means "not set here".
struct TextRunStyle: Hashable, Sendable {
    /// `nil`: not set; `.some(nil)`: set to no line.
    var underline: Text.LineStyle??
    var strikethrough: Text.LineStyle??
    var kerning: CGFloat?
    var tracking: CGFloat?
    var baselineOffset: CGFloat?
    var isMonospaced: Bool?
    var isMonospacedDigit: Bool?
    var isItalic: Bool?
    var weight: Font.Weight?
    var design: Font.Design?
    var width: Font.Width?

    /// These values, with `fallback`'s where these are not set.
    func over(_ fallback: TextRunStyle) -> TextRunStyle {
        TextRunStyle(
            underline: underline ?? fallback.underline,
            strikethrough: strikethrough ?? fallback.strikethrough,
            kerning: kerning ?? fallback.kerning, tracking: tracking ?? fallback.tracking,
            baselineOffset: baselineOffset ?? fallback.baselineOffset,
            isMonospaced: isMonospaced ?? fallback.isMonospaced,
            isMonospacedDigit: isMonospacedDigit ?? fallback.isMonospacedDigit,
            isItalic: isItalic ?? fallback.isItalic, weight: weight ?? fallback.weight,
            design: design ?? fallback.design, width: width ?? fallback.width)
    }

    /// The extra advance after each character: tracking and kerning add up, as SwiftUI draws them.
    var extraSpacing: CGFloat {
        let k = kerning ?? 0, t = tracking ?? 0
        return (k.isFinite ? k : 0) + (t.isFinite ? t : 0)
    }
}

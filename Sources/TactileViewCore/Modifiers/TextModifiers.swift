import Foundation

private struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
private struct ReservedLinesKey: EnvironmentKey { static let defaultValue = 0 }
private struct MultilineTextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
private struct TruncationModeKey: EnvironmentKey { static let defaultValue = Text.TruncationMode.tail }
private struct MinimumScaleFactorKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
private struct AllowsTighteningKey: EnvironmentKey { static let defaultValue = false }
private struct LineSpacingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
private struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }
private struct TextRunStyleKey: EnvironmentKey { static let defaultValue = TextRunStyle() }

extension EnvironmentValues {
    /// The most lines text in this subtree shows (`nil`: as many as it needs).
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// How the lines of multiline text align with each other.
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }

    /// Where text that does not fit is cut.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    /// How far text may shrink to fit before it is cut (1: not at all).
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }

    /// Whether text may draw its characters closer together to fit before it is cut.
    public var allowsTightening: Bool {
        get { self[AllowsTighteningKey.self] }
        set { self[AllowsTighteningKey.self] = newValue }
    }

    /// Extra space between lines of text, beyond the font's line height.
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }

    /// The case text is shown in (`nil`: as written).
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }

    /// The fewest lines of height text takes (`lineLimit(_:reservesSpace:)`, a range's lower bound).
    var reservedLines: Int {
        get { self[ReservedLinesKey.self] }
        set { self[ReservedLinesKey.self] = newValue }
    }

    /// Character styles set on a view for the texts inside it (underline, kerning, …).
    var textRunStyle: TextRunStyle {
        get { self[TextRunStyleKey.self] }
        set { self[TextRunStyleKey.self] = newValue }
    }

    /// The paragraph settings of text here.
    var textParagraphStyle: TextParagraphStyle {
        TextParagraphStyle(
            lineLimit: lineLimit, reservedLines: reservedLines, truncationMode: truncationMode,
            minimumScaleFactor: minimumScaleFactor, allowsTightening: allowsTightening,
            alignment: multilineTextAlignment, lineSpacing: lineSpacing)
    }
}

extension View {
    /// Shows at most `number` lines of the text in this view (`nil`: no limit); text that needs
    /// more is cut with an ellipsis where ``View/truncationMode(_:)`` says.
    nonisolated public func lineLimit(_ number: Int?) -> some View {
        modifier(
            EnvironmentWritingModifier {
                $0.lineLimit = number
                $0.reservedLines = 0
            })
    }

    /// Shows at most `limit` lines; with `reservesSpace`, the text takes the height of `limit` lines
    /// even when it needs fewer.
    nonisolated public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        modifier(
            EnvironmentWritingModifier {
                $0.lineLimit = limit
                $0.reservedLines = reservesSpace ? limit : 0
            })
    }

    /// Takes the height of at least `limit.lowerBound` lines, with no upper limit.
    nonisolated public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        modifier(
            EnvironmentWritingModifier {
                $0.lineLimit = nil
                $0.reservedLines = limit.lowerBound
            })
    }

    /// Shows at most `limit.upperBound` lines.
    nonisolated public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        modifier(
            EnvironmentWritingModifier {
                $0.lineLimit = limit.upperBound
                $0.reservedLines = 0
            })
    }

    /// Takes the height of at least `limit.lowerBound` lines and shows at most `limit.upperBound`.
    nonisolated public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        modifier(
            EnvironmentWritingModifier {
                $0.lineLimit = limit.upperBound
                $0.reservedLines = limit.lowerBound
            })
    }

    /// Aligns the lines of multiline text in this view with each other.
    nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    /// Where text in this view that does not fit its lines is cut.
    nonisolated public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environment(\.truncationMode, mode)
    }

    /// Lets text in this view shrink down to `factor` of its font size to fit before it is cut.
    nonisolated public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        environment(\.minimumScaleFactor, factor)
    }

    /// Lets text in this view draw its characters closer together (up to 5% of the font size each)
    /// to fit before it is cut.
    nonisolated public func allowsTightening(_ flag: Bool) -> some View {
        environment(\.allowsTightening, flag)
    }

    /// Adds `lineSpacing` points between the lines of text in this view.
    nonisolated public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        environment(\.lineSpacing, lineSpacing)
    }

    /// Shows text in this view in `textCase` (`nil`: as written).
    nonisolated public func textCase(_ textCase: Text.Case?) -> some View {
        environment(\.textCase, textCase)
    }

    /// Underlines (or with `isActive` false, does not) the text in this view.
    nonisolated public func underline(
        _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
    )
        -> some View
    {
        runStyle { $0.underline = .some(isActive ? Text.LineStyle(pattern: pattern, color: color) : nil) }
    }

    /// Strikes through (or with `isActive` false, does not) the text in this view.
    nonisolated public func strikethrough(
        _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
    ) -> some View {
        runStyle { $0.strikethrough = .some(isActive ? Text.LineStyle(pattern: pattern, color: color) : nil) }
    }

    /// Adds `kerning` points after each character of the text in this view.
    nonisolated public func kerning(_ kerning: CGFloat) -> some View { runStyle { $0.kerning = kerning } }

    /// Adds `tracking` points after each character of the text in this view.
    nonisolated public func tracking(_ tracking: CGFloat) -> some View { runStyle { $0.tracking = tracking } }

    /// Raises (positive) or lowers (negative) the text in this view by `baselineOffset` points.
    nonisolated public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
        runStyle { $0.baselineOffset = baselineOffset }
    }

    /// Draws the text in this view in a fixed-width font (or not, with `isActive` false).
    nonisolated public func monospaced(_ isActive: Bool = true) -> some View { runStyle { $0.isMonospaced = isActive } }

    /// Draws the digits of the text in this view with one width (Tactile's digits already share one).
    nonisolated public func monospacedDigit() -> some View { runStyle { $0.isMonospacedDigit = true } }

    /// Draws the text in this view in bold (or not, with `isActive` false).
    nonisolated public func bold(_ isActive: Bool = true) -> some View {
        runStyle { if isActive { $0.weight = .bold } }
    }

    /// Draws the text in this view in italics (or not, with `isActive` false).
    nonisolated public func italic(_ isActive: Bool = true) -> some View { runStyle { $0.isItalic = isActive } }

    /// Draws the text in this view with `weight`.
    nonisolated public func fontWeight(_ weight: Font.Weight?) -> some View { runStyle { $0.weight = weight } }

    nonisolated private func runStyle(_ change: @escaping (inout TextRunStyle) -> Void) -> some View {
        modifier(EnvironmentWritingModifier { change(&$0.textRunStyle) })
    }
}

import Foundation
import Tactile

/// One finding of ``TouchSimulator/accessibilityAudit()``: the rule a view breaks, which view
/// (its kind, label or identifier, and frame) and by how much.
public struct AccessibilityIssue: Sendable, CustomStringConvertible {
    /// The rules the audit checks (their sources: Docs/Decisions.md, "Accessibility audit").
    public enum Rule: String, Sendable, CaseIterable {
        /// Something that takes taps (a button, toggle, link, or a view with a tap gesture) is
        /// smaller than ``AccessibilityAuditRules/minimumTapTarget`` in width or height.
        case tapTargetTooSmall
        /// A button or an image that VoiceOver would announce without a name.
        case missingLabel
        /// Text whose contrast with what is drawn behind it is under WCAG's minimum (4.5 : 1,
        /// or 3 : 1 for large text).
        case insufficientContrast
    }

    /// The rule broken.
    public var rule: Rule
    /// The kind of view (`Button`, `Text`, `Image(systemName: star)`, `onTapGesture`).
    public var view: String
    /// The view's accessibility label, or the text it shows.
    public var label: String?
    /// The accessibility identifier of the view, or of the nearest view around it that has one.
    public var identifier: String?
    /// The view's frame in window space.
    public var frame: CGRect
    /// For ``Rule/insufficientContrast``: the lowest ratio measured behind the text.
    public var contrastRatio: Double?
    /// For ``Rule/insufficientContrast``: the ratio the text needs (4.5, or 3 for large text).
    public var requiredContrastRatio: Double?
    /// For ``Rule/insufficientContrast``: whether nothing is drawn behind the text, so that it was
    /// measured against the window's background (white, or black in dark mode).
    public var measuredAgainstWindowBackground = false
    /// What is wrong, in words: sizes, ratios and colours.
    public var detail: String

    /// `rule: view "label" id: x (x, y, w × h): detail`
    public var description: String {
        var parts = ["\(rule.rawValue): \(view)"]
        if let label { parts.append(quoted(label)) }
        if let identifier { parts.append("id: \(identifier)") }
        parts.append(roundedFrame(frame) + ":")
        parts.append(detail)
        return parts.joined(separator: " ")
    }
}

/// The audit's rules other than WCAG's numbers (`WCAG`), each with its source.
public enum AccessibilityAuditRules {
    /// The least width and height of something a finger taps: 44 × 44 points, Apple's Human
    /// Interface Guidelines' minimum hit region for iOS (Accessibility, "Buttons and controls"), and
    /// what Xcode's accessibility audit checks ("hit region too small").
    public static let minimumTapTarget = CGSize(width: 44, height: 44)
    /// How much smaller than ``minimumTapTarget`` a frame may be and pass: layout in fractions of
    /// a point (a 44-point row laid out at 43.999) is not a finding.
    static let tapTargetTolerance: CGFloat = 0.01
    /// What text with nothing drawn behind it shows on in light mode: white, iOS's
    /// `systemBackground` in light mode.
    static let lightWindowBackground = RGB(red: 1, green: 1, blue: 1)
    /// The same in dark mode: black, `systemBackground` in dark mode.
    static let darkWindowBackground = RGB(red: 0, green: 0, blue: 0)
    /// Where behind a text item the audit measures the background, as fractions of the item's
    /// frame: its centre and four points between the centre and the corners, so that a background
    /// that covers only part of the text is found (the lowest contrast counts).
    static let contrastSamples: [(x: CGFloat, y: CGFloat)] = [
        (0.5, 0.5), (0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75),
    ]
    /// How many background colours one sample point keeps at most when gradients stack (each stop
    /// of a gradient is a candidate background): enough for any real stack, bounded for a test.
    static let maximumBackgroundCandidates = 64
}

import Foundation

/// Where a heading stands in the outline of a screen, SwiftUI's `AccessibilityHeadingLevel`
/// (`View/accessibilityHeading(_:)`): level 1 is the top.
public enum AccessibilityHeadingLevel: UInt, Sendable {
    /// A heading whose level is not given.
    case unspecified
    /// A top-level heading.
    case h1
    /// A second-level heading.
    case h2
    /// A third-level heading.
    case h3
    /// A fourth-level heading.
    case h4
    /// A fifth-level heading.
    case h5
    /// A sixth-level heading.
    case h6
}

extension View {
    /// Gives this heading its level in the screen's outline. The accessibility tree records it
    /// (`AccessibilityElement.headingLevel`); the header trait is still given by
    /// `accessibilityAddTraits(.isHeader)` (Docs/Decisions.md, "Accessibility heading level").
    nonisolated public func accessibilityHeading(_ level: AccessibilityHeadingLevel)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibilityAttachment(.heading(level))
    }
}

import Foundation
import Tactile
import TactileTesting

/// One finding of the accessibility audit of a session's stage (the inspector's *Audit* button):
/// `TouchSimulator.accessibilityAudit()`'s rules (tap targets, labels, contrast) run on the
/// session's own window, as a test of it would run them.
public struct AuditFinding: Codable, Sendable, Hashable {
    /// The rule broken: `tapTargetTooSmall`, `missingLabel` or `insufficientContrast`.
    public var rule: String
    /// The offending view's kind (`Button`, `Image(heart)`, `Text`).
    public var view: String
    /// Its accessibility label, if it has one.
    public var label: String?
    /// Its accessibility identifier, if it or an ancestor has one.
    public var identifier: String?
    /// Its frame in window points: x, y, width, height; the page outlines it on the stage.
    public var frame: [Double]
    /// What is wrong, with the numbers, for people.
    public var detail: String
}

extension AuditFinding {
    /// The audit of what `host` shows now, in the audit's order (tap targets, labels, contrast).
    @MainActor
    static func audit(_ host: GestureHost) -> [AuditFinding] {
        TouchSimulator(reading: host).accessibilityAudit().map { issue in
            AuditFinding(
                rule: "\(issue.rule)", view: issue.view, label: issue.label, identifier: issue.identifier,
                frame: [issue.frame.minX, issue.frame.minY, issue.frame.width, issue.frame.height].map { Double($0) },
                detail: issue.detail)
        }
    }
}

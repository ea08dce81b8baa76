import Foundation

/// Haptic feedback, UIKit's `UIFeedbackGenerator`: there is no haptic engine on Linux, so each
/// generator's feedback is recorded, in order, in `played` for a test to read (a tap that should
/// buzz can be checked).
@preconcurrency @MainActor
open class UIFeedbackGenerator {
    /// One feedback a generator played.
    public enum Feedback: Hashable, Sendable {
        /// An impact of a style, at an intensity (0…1; 1 unless given).
        case impact(UIImpactFeedbackGenerator.FeedbackStyle, intensity: CGFloat)
        /// A notification of success, a warning or an error.
        case notification(UINotificationFeedbackGenerator.FeedbackType)
        /// A change of selection.
        case selection
    }

    /// Every feedback played by any generator, oldest first.
    public private(set) static var played: [Feedback] = []

    /// Forgets the feedback played so far (a test's first step).
    public static func resetPlayed() { played = [] }

    static func record(_ feedback: Feedback) { played.append(feedback) }

    /// A generator.
    public init() {}

    /// Readies the haptic engine: nothing to ready on Linux.
    public func prepare() {}
}

/// Impacts, UIKit's `UIImpactFeedbackGenerator` (recorded; see `UIFeedbackGenerator`).
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How an impact feels.
    public enum FeedbackStyle: Int, Hashable, Sendable {
        /// A light impact.
        case light
        /// A medium impact.
        case medium
        /// A heavy impact.
        case heavy
        /// A soft impact.
        case soft
        /// A rigid impact.
        case rigid
    }

    /// The style of this generator's impacts.
    public let style: FeedbackStyle

    /// A generator of impacts of `style`.
    public init(style: FeedbackStyle) { self.style = style }

    /// A generator of medium impacts.
    public override convenience init() { self.init(style: .medium) }

    /// Plays an impact (recorded at intensity 1).
    public func impactOccurred() { Self.record(.impact(style, intensity: 1)) }

    /// Plays an impact at `intensity`, clamped to 0…1 (recorded).
    public func impactOccurred(intensity: CGFloat) {
        Self.record(.impact(style, intensity: intensity.isFinite ? min(max(intensity, 0), 1) : 1))
    }
}

/// Success, warning and error feedback, UIKit's `UINotificationFeedbackGenerator` (recorded; see
/// `UIFeedbackGenerator`).
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// What a notification says.
    public enum FeedbackType: Int, Hashable, Sendable {
        /// A task succeeded.
        case success
        /// A task produced a warning.
        case warning
        /// A task failed.
        case error
    }

    /// Plays a notification of `type` (recorded).
    public func notificationOccurred(_ type: FeedbackType) { Self.record(.notification(type)) }
}

/// Selection feedback, UIKit's `UISelectionFeedbackGenerator` (recorded; see
/// `UIFeedbackGenerator`).
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays the feedback of a change of selection (recorded).
    public func selectionChanged() { Self.record(.selection) }
}

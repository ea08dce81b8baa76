import Foundation

extension UIView {
    /// How a view lays out its content when its bounds change, UIKit's `UIView.ContentMode`.
    /// Stored and read back; it changes nothing Tactile draws (see ``UIView``).
    public enum ContentMode: Int, Sendable {
        /// Scales the content to fill, ignoring its aspect ratio.
        case scaleToFill
        /// Scales the content to fit, keeping its aspect ratio.
        case scaleAspectFit
        /// Scales the content to fill, keeping its aspect ratio.
        case scaleAspectFill
        /// Redraws the content when the bounds change.
        case redraw
        /// Centres the content.
        case center
        /// Aligns the content with the top edge.
        case top
        /// Aligns the content with the bottom edge.
        case bottom
        /// Aligns the content with the left edge.
        case left
        /// Aligns the content with the right edge.
        case right
        /// Aligns the content with the top-left corner.
        case topLeft
        /// Aligns the content with the top-right corner.
        case topRight
        /// Aligns the content with the bottom-left corner.
        case bottomLeft
        /// Aligns the content with the bottom-right corner.
        case bottomRight
    }

    /// Which of a view's margins and sizes grow with its superview, UIKit's
    /// `UIView.AutoresizingMask`. Stored and read back; Tactile lays out no UIKit subviews.
    public struct AutoresizingMask: OptionSet, Sendable {
        /// The mask's bits.
        public let rawValue: UInt
        /// A mask from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The left margin is flexible.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width is flexible.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin is flexible.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin is flexible.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height is flexible.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin is flexible.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}

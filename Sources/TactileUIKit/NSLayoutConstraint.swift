import Foundation

/// A constraint between views, UIKit's `NSLayoutConstraint`: on Linux only its `Axis`, which
/// `UIStackView` takes. Auto Layout itself (constraints, anchors, `activate`) is not provided:
/// Tactile lays out SwiftUI views, and UIKit views keep the frames they are given.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// A layout direction, UIKit's `NSLayoutConstraint.Axis`.
    public enum Axis: Int, Sendable {
        /// Left to right.
        case horizontal
        /// Top to bottom.
        case vertical
    }
}

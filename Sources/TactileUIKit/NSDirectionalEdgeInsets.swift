import Foundation
import TactileViewCore

/// Insets from the four edges of a rectangle by leading and trailing, UIKit's
/// `NSDirectionalEdgeInsets`; SwiftUI's `EdgeInsets(_:)` converts it.
public struct NSDirectionalEdgeInsets: Equatable, Hashable, Sendable {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the leading edge.
    public var leading: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the trailing edge.
    public var trailing: CGFloat

    /// Insets of the four edges.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No insets.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// No insets.
    public static let zero = NSDirectionalEdgeInsets()
}

extension EdgeInsets {
    /// The same insets as UIKit's directional insets `nsEdgeInsets`.
    public init(_ nsEdgeInsets: NSDirectionalEdgeInsets) {
        self.init(
            top: nsEdgeInsets.top, leading: nsEdgeInsets.leading, bottom: nsEdgeInsets.bottom,
            trailing: nsEdgeInsets.trailing)
    }
}

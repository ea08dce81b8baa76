import Foundation
import TactileViewCore

/// The direction a UIKit trait environment lays out in, UIKit's
/// `UITraitEnvironmentLayoutDirection`; SwiftUI's `LayoutDirection(_:)` converts it.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    /// No direction given.
    case unspecified = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}

extension LayoutDirection {
    /// The layout direction UIKit's `uiLayoutDirection` names, or `nil` for `.unspecified`.
    public init?(_ uiLayoutDirection: UITraitEnvironmentLayoutDirection) {
        switch uiLayoutDirection {
        case .unspecified: return nil
        case .leftToRight: self = .leftToRight
        case .rightToLeft: self = .rightToLeft
        }
    }
}

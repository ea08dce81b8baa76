import Foundation
import TactileViewCore

/// A text size the user chose, UIKit's `UIContentSizeCategory`, with UIKit's raw values; converts
/// to and from SwiftUI's `ContentSizeCategory` and `DynamicTypeSize`.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
    /// UIKit's name for the size.
    public let rawValue: String
    /// The size named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// No size chosen.
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// Extra small.
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// Small.
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// Medium.
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// Large, the default.
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// Extra large.
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// Extra extra large.
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// Extra extra extra large.
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// The first accessibility size.
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// The second accessibility size.
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// The third accessibility size.
    public static let accessibilityExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// The fourth accessibility size.
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// The largest accessibility size.
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// The sizes from smallest to largest, in the order of `ContentSizeCategory.allCases` and
    /// `DynamicTypeSize.allCases`.
    static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// Whether the size is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { (Self.ordered.firstIndex(of: self) ?? 0) >= 7 }

    /// UIKit's size for `sizeCategory`; `.unspecified` for `nil`.
    public init(_ sizeCategory: ContentSizeCategory?) {
        guard let sizeCategory, let index = ContentSizeCategory.allCases.firstIndex(of: sizeCategory) else {
            self = .unspecified
            return
        }
        self = Self.ordered[index]
    }

    /// UIKit's size for `dynamicTypeSize`; `.unspecified` for `nil`.
    public init(_ dynamicTypeSize: DynamicTypeSize?) {
        guard let dynamicTypeSize, let index = DynamicTypeSize.allCases.firstIndex(of: dynamicTypeSize) else {
            self = .unspecified
            return
        }
        self = Self.ordered[index]
    }
}

extension ContentSizeCategory {
    /// SwiftUI's category for UIKit's `uiSizeCategory`; `nil` for `.unspecified` or an unknown
    /// size.
    public init?(_ uiSizeCategory: UIContentSizeCategory) {
        guard let index = UIContentSizeCategory.ordered.firstIndex(of: uiSizeCategory) else { return nil }
        self = Self.allCases[index]
    }
}

extension DynamicTypeSize {
    /// SwiftUI's size for UIKit's `uiSizeCategory`; `nil` for `.unspecified` or an unknown size.
    public init?(_ uiSizeCategory: UIContentSizeCategory) {
        guard let index = UIContentSizeCategory.ordered.firstIndex(of: uiSizeCategory) else { return nil }
        self = Self.allCases[index]
    }
}

/// The weight the user asked text to have, UIKit's `UILegibilityWeight`.
public enum UILegibilityWeight: Int, Sendable {
    /// Not specified.
    case unspecified = -1
    /// Regular weight.
    case regular = 0
    /// Bold weight (Settings' Bold Text).
    case bold = 1

    /// UIKit's weight for `legibilityWeight`; `.unspecified` for `nil`.
    public init(_ legibilityWeight: LegibilityWeight?) {
        switch legibilityWeight {
        case .regular: self = .regular
        case .bold: self = .bold
        case nil: self = .unspecified
        }
    }
}

extension LegibilityWeight {
    /// SwiftUI's weight for UIKit's `uiLegibilityWeight`; `nil` for `.unspecified`.
    public init?(_ uiLegibilityWeight: UILegibilityWeight) {
        switch uiLegibilityWeight {
        case .regular: self = .regular
        case .bold: self = .bold
        case .unspecified: return nil
        }
    }
}

/// Whether the user asked for more contrast, UIKit's `UIAccessibilityContrast`.
public enum UIAccessibilityContrast: Int, Sendable {
    /// Not specified.
    case unspecified = -1
    /// Standard contrast.
    case normal = 0
    /// Increased contrast (Settings' Increase Contrast).
    case high = 1

    /// UIKit's contrast for `colorSchemeContrast`; `.unspecified` for `nil`.
    public init(_ colorSchemeContrast: ColorSchemeContrast?) {
        switch colorSchemeContrast {
        case .standard: self = .normal
        case .increased: self = .high
        case nil: self = .unspecified
        }
    }
}

extension ColorSchemeContrast {
    /// SwiftUI's contrast for UIKit's `uiAccessibilityContrast`; `nil` for `.unspecified`.
    public init?(_ uiAccessibilityContrast: UIAccessibilityContrast) {
        switch uiAccessibilityContrast {
        case .normal: self = .standard
        case .high: self = .increased
        case .unspecified: return nil
        }
    }
}

import Foundation

/// The text size the user chose, under the name SwiftUI gave it first (`ContentSizeCategory`,
/// read as `\.sizeCategory`): each category is one `DynamicTypeSize`, and reading or writing
/// `EnvironmentValues/sizeCategory` reads or writes `EnvironmentValues/dynamicTypeSize`.
public enum ContentSizeCategory: Hashable, CaseIterable, Sendable {
    /// Extra small (`DynamicTypeSize/xSmall`).
    case extraSmall
    /// Small.
    case small
    /// Medium.
    case medium
    /// Large, the default.
    case large
    /// Extra large (`DynamicTypeSize/xLarge`).
    case extraLarge
    /// Extra extra large.
    case extraExtraLarge
    /// Extra extra extra large.
    case extraExtraExtraLarge
    /// The first accessibility size (`DynamicTypeSize/accessibility1`).
    case accessibilityMedium
    /// The second accessibility size.
    case accessibilityLarge
    /// The third accessibility size.
    case accessibilityExtraLarge
    /// The fourth accessibility size.
    case accessibilityExtraExtraLarge
    /// The largest size (`DynamicTypeSize/accessibility5`).
    case accessibilityExtraExtraExtraLarge

    /// Whether this is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { DynamicTypeSize(self).isAccessibilitySize }

    /// Every category, smallest first.
    public typealias AllCases = [ContentSizeCategory]

    /// Every category, smallest first.
    nonisolated public static var allCases: [ContentSizeCategory] {
        [
            .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
            .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
            .accessibilityExtraExtraExtraLarge,
        ]
    }

    /// Whether `lhs` is a smaller size than `rhs`.
    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        DynamicTypeSize(lhs) < DynamicTypeSize(rhs)
    }

    /// Whether `lhs` is no larger than `rhs`.
    public static func <= (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { !(rhs < lhs) }

    /// Whether `lhs` is a larger size than `rhs`.
    public static func > (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { rhs < lhs }

    /// Whether `lhs` is no smaller than `rhs`.
    public static func >= (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { !(lhs < rhs) }

    /// The category of a dynamic type size.
    init(_ size: DynamicTypeSize) {
        self = Self.allCases[size.column]
    }
}

extension DynamicTypeSize {
    /// The dynamic type size of a content size category.
    init(_ category: ContentSizeCategory) {
        self = Self.allCases[ContentSizeCategory.allCases.firstIndex(of: category) ?? 3]  // every case is listed
    }
}

extension EnvironmentValues {
    /// The text size in this subtree as a content size category: the same setting as
    /// `dynamicTypeSize`.
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) }
        set { dynamicTypeSize = DynamicTypeSize(newValue) }
    }
}

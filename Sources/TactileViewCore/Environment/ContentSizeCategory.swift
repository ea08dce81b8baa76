import Foundation

/// The older name of a text size, SwiftUI's `ContentSizeCategory`: each case is one
/// ``DynamicTypeSize``, and ``EnvironmentValues/sizeCategory`` reads and writes the
/// environment's `dynamicTypeSize` through it, so text scales the same either way.
public enum ContentSizeCategory: Hashable, CaseIterable, Sendable {
    /// ``DynamicTypeSize/xSmall``.
    case extraSmall
    /// ``DynamicTypeSize/small``.
    case small
    /// ``DynamicTypeSize/medium``.
    case medium
    /// ``DynamicTypeSize/large``, the default.
    case large
    /// ``DynamicTypeSize/xLarge``.
    case extraLarge
    /// ``DynamicTypeSize/xxLarge``.
    case extraExtraLarge
    /// ``DynamicTypeSize/xxxLarge``.
    case extraExtraExtraLarge
    /// ``DynamicTypeSize/accessibility1``.
    case accessibilityMedium
    /// ``DynamicTypeSize/accessibility2``.
    case accessibilityLarge
    /// ``DynamicTypeSize/accessibility3``.
    case accessibilityExtraLarge
    /// ``DynamicTypeSize/accessibility4``.
    case accessibilityExtraExtraLarge
    /// ``DynamicTypeSize/accessibility5``.
    case accessibilityExtraExtraExtraLarge

    /// Whether this is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { dynamicTypeSize.isAccessibilitySize }

    /// The text size of the same rank (both lists run smallest to largest).
    var dynamicTypeSize: DynamicTypeSize { DynamicTypeSize.allCases[Self.allCases.firstIndex(of: self) ?? 3] }

    /// The category of `size`.
    init(_ size: DynamicTypeSize) { self = Self.allCases[DynamicTypeSize.allCases.firstIndex(of: size) ?? 3] }
}

extension EnvironmentValues {
    /// The text size as a ``ContentSizeCategory``: the same setting as `dynamicTypeSize`.
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) }
        set { dynamicTypeSize = newValue.dynamicTypeSize }
    }
}

extension ContentSizeCategory {
    private var rank: Int { Self.allCases.firstIndex(of: self) ?? 0 }

    /// Whether `lhs` is a smaller size than `rhs`.
    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { lhs.rank < rhs.rank }
    /// Whether `lhs` is no larger than `rhs`.
    public static func <= (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { lhs.rank <= rhs.rank }
    /// Whether `lhs` is a larger size than `rhs`.
    public static func > (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { lhs.rank > rhs.rank }
    /// Whether `lhs` is no smaller than `rhs`.
    public static func >= (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { lhs.rank >= rhs.rank }
}

import Foundation

/// The size of text the user chose, SwiftUI's `DynamicTypeSize`: text styles (`Font/body`,
/// `Font/title`…) take iOS's point size for the style at this size (the Human Interface
/// Guidelines' table), and `ScaledMetric` values scale with them; fonts of a fixed size
/// (`.system(size:)`) do not.
public enum DynamicTypeSize: Hashable, Comparable, Sendable, CaseIterable {
    /// Extra small.
    case xSmall
    /// Small.
    case small
    /// Medium.
    case medium
    /// Large, the default.
    case large
    /// Extra large.
    case xLarge
    /// Extra extra large.
    case xxLarge
    /// Extra extra extra large.
    case xxxLarge
    /// The first accessibility size.
    case accessibility1
    /// The second accessibility size.
    case accessibility2
    /// The third accessibility size.
    case accessibility3
    /// The fourth accessibility size.
    case accessibility4
    /// The largest size.
    case accessibility5

    /// Whether this is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// Every size, smallest first.
    nonisolated public static var allCases: [DynamicTypeSize] {
        [
            .xSmall, .small, .medium, .large, .xLarge, .xxLarge, .xxxLarge, .accessibility1, .accessibility2,
            .accessibility3, .accessibility4, .accessibility5,
        ]
    }

    /// Whether `a` is a smaller size than `b`.
    public static func < (a: DynamicTypeSize, b: DynamicTypeSize) -> Bool { a.column < b.column }

    /// The position of this size in `TextStyleSizes.table`'s rows.
    var column: Int { Self.allCases.firstIndex(of: self) ?? 0 }  // every case is in `allCases`
}

private struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }

extension EnvironmentValues {
    /// The text size in this subtree (`.large` by default).
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
}

extension View {
    /// Sets the text size of this subtree.
    nonisolated public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }

    /// Keeps the text size of this subtree within `range` (the size above is clamped into it).
    nonisolated public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View
    where T.Bound == DynamicTypeSize {
        modifier(
            EnvironmentWritingModifier { environment in
                let all = DynamicTypeSize.allCases
                let allowed = all.filter { range.contains($0) }
                guard let low = allowed.first, let high = allowed.last else { return }
                environment.dynamicTypeSize = min(max(environment.dynamicTypeSize, low), high)
            })
    }
}

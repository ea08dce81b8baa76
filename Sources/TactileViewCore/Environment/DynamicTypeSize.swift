import Foundation

/// The size of text the user chose, SwiftUI's `DynamicTypeSize`: text styles (``Font/body``,
/// ``Font/title``…) scale with it; fonts of a fixed size (`.system(size:)`) do not.
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

    /// The body text size at this setting on iOS (17 at `.large`); other text styles scale by the
    /// same ratio (*approximation*: iOS has a table per style, which differs by a point or two).
    var bodySize: CGFloat {
        switch self {
        case .xSmall: 14
        case .small: 15
        case .medium: 16
        case .large: 17
        case .xLarge: 19
        case .xxLarge: 21
        case .xxxLarge: 23
        case .accessibility1: 28
        case .accessibility2: 33
        case .accessibility3: 40
        case .accessibility4: 47
        case .accessibility5: 53
        }
    }

    /// How much text styles grow at this size.
    var scale: CGFloat { bodySize / Self.large.bodySize }
}

private struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }

extension EnvironmentValues {
    /// The text size in this subtree (`.large` by default).
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
}

extension Font {
    /// This font at `size`: text styles scale (line height rounded up), fixed sizes stay.
    func scaled(for size: DynamicTypeSize) -> Font {
        guard style != nil, size != .large else { return self }
        let factor = size.scale
        return Font(
            size: self.size * factor, lineHeight: (lineHeight * factor).rounded(.up), weight: weight, design: design,
            style: style)
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

import Foundation

/// iOS's point size of each text style at each `DynamicTypeSize`: the one table that text styles
/// and `ScaledMetric` scale by.
///
/// Source: Apple's Human Interface Guidelines, "Typography", the tables "iOS, iPadOS Dynamic Type
/// sizes" (xSmall to xxxLarge) and "iOS, iPadOS larger accessibility type sizes" (AX1 to AX5),
/// sizes in points. The standard sizes agree with what `UIFont.preferredFont(forTextStyle:)`
/// reports in the iOS simulator at each content size category. At `.large` every row is the
/// style's default (`Font/body` is 17 pt).
package enum TextStyleSizes {
    /// Point sizes per style, one column per `DynamicTypeSize` in declaration order: xSmall,
    /// small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1 … accessibility5.
    static let table: [Font.TextStyle: [CGFloat]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41],
    ]

    /// The point size of `style` at `size`.
    package static func pointSize(of style: Font.TextStyle, at size: DynamicTypeSize) -> CGFloat {
        guard let row = table[style], row.count == DynamicTypeSize.allCases.count else { return 17 }
        return row[size.column]
    }

    /// How much `style` grows from `.large` to `size`: the ratio of its point sizes.
    package static func scale(of style: Font.TextStyle, at size: DynamicTypeSize) -> CGFloat {
        pointSize(of: style, at: size) / pointSize(of: style, at: .large)
    }
}

extension Font {
    /// This font at `size`: a text style takes iOS's point size for it at `size`
    /// (`TextStyleSizes`; a size set on the style, `.system(.body).weight(…)`, keeps its
    /// ratio to the style's default) with its line height grown by the same ratio and rounded up;
    /// fixed sizes stay.
    func scaled(for size: DynamicTypeSize) -> Font {
        guard let style, size != .large else { return self }
        let factor = TextStyleSizes.scale(of: style, at: size)
        var font = self
        font.size = (self.size * factor).rounded()
        font.lineHeight = (lineHeight * factor).rounded(.up)
        return font
    }
}

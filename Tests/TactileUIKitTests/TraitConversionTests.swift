import Foundation
import Tactile
import Testing

/// UIKit's text size, bold text and contrast settings convert to SwiftUI's and back.
@Suite("Trait conversions")
struct TraitConversionTests {
    @Test func sizeCategoriesRoundTrip() {
        #expect(ContentSizeCategory(UIContentSizeCategory.large) == .large)
        #expect(ContentSizeCategory(UIContentSizeCategory.accessibilityExtraLarge) == .accessibilityExtraLarge)
        #expect(ContentSizeCategory(UIContentSizeCategory.unspecified) == nil)
        #expect(DynamicTypeSize(UIContentSizeCategory.extraSmall) == .xSmall)
        #expect(DynamicTypeSize(UIContentSizeCategory.accessibilityExtraExtraExtraLarge) == .accessibility5)
        #expect(UIContentSizeCategory(DynamicTypeSize.xxLarge) == .extraExtraLarge)
        #expect(UIContentSizeCategory(ContentSizeCategory?.none) == .unspecified)
        for size in DynamicTypeSize.allCases { #expect(DynamicTypeSize(UIContentSizeCategory(size)) == size) }
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    }

    @Test func weightsAndContrast() {
        #expect(LegibilityWeight(UILegibilityWeight.bold) == .bold)
        #expect(LegibilityWeight(UILegibilityWeight.unspecified) == nil)
        #expect(UILegibilityWeight(LegibilityWeight.regular) == .regular)
        #expect(ColorSchemeContrast(UIAccessibilityContrast.high) == .increased)
        #expect(UIAccessibilityContrast(ColorSchemeContrast?.none) == .unspecified)
    }
}

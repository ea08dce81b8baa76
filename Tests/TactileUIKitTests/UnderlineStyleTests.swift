import Foundation
import Tactile
import Testing

/// UIKit's `NSUnderlineStyle` and SwiftUI's `Text.LineStyle(nsUnderlineStyle:)`.
@Suite("NSUnderlineStyle")
struct UnderlineStyleTests {
    static let cases: [(NSUnderlineStyle, Text.LineStyle.Pattern)] = [
        (.single, .solid), ([.thick, .patternDot], .dot), ([.single, .patternDash], .dash),
        ([.double, .patternDashDot], .dashDot), ([.single, .patternDashDotDot, .byWord], .dashDotDot),
    ]

    @Test("A UIKit underline style becomes the line style of its pattern", arguments: cases)
    func patterns(style: NSUnderlineStyle, pattern: Text.LineStyle.Pattern) {
        #expect(Text.LineStyle(nsUnderlineStyle: style) == Text.LineStyle(pattern: pattern))
    }

    @Test("A style with no line is no line style")
    func none() {
        #expect(Text.LineStyle(nsUnderlineStyle: []) == nil)
    }
}

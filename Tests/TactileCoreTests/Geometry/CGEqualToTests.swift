import Foundation
import TactileCore
import Testing

@Suite("Core Graphics' equalTo comparisons")
struct CGEqualToTests {
    @Test("Points and sizes are equal when their values are")
    func pointsAndSizes() {
        #expect(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)))
        #expect(!CGPoint(x: 1, y: 2).equalTo(.zero))
        #expect(CGSize.zero.equalTo(.zero))
        #expect(!CGSize(width: 3, height: 4).equalTo(CGSize(width: 4, height: 3)))
    }

    @Test("Rectangles are compared standardized, as Core Graphics does")
    func rectangles() {
        let flipped = CGRect(x: 10, y: 10, width: -10, height: -10)
        #expect(flipped.equalTo(CGRect(x: 0, y: 0, width: 10, height: 10)))
        #expect(!CGRect(x: 0, y: 0, width: 10, height: 10).equalTo(CGRect(x: 0, y: 0, width: 10, height: 11)))
    }
}

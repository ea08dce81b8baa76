import Foundation
import TactileCore
import Testing

@Suite("Core Graphics' C constructors")
struct CGMakeFunctionsTests {
    @Test("CGPointMake, CGSizeMake, CGRectMake and CGVectorMake build what the initializers do")
    func makers() {
        #expect(CGPointMake(1, 2) == CGPoint(x: 1, y: 2))
        #expect(CGSizeMake(3, 4) == CGSize(width: 3, height: 4))
        #expect(CGRectMake(1, 2, 3, 4) == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(CGVectorMake(5, -6) == CGVector(dx: 5, dy: -6))
    }
}

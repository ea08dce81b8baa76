import Foundation
import TactileGestures
import Testing

/// `ScrollWheelEvent`'s validity: the rule the engine applies before a wheel moves anything
/// (`GestureEngine.send(_:settle:scroll:)`).
@Suite("ScrollWheelEvent")
struct ScrollWheelEventTests {
    static let valid = ScrollWheelEvent(location: CGPoint(x: 10, y: 20), delta: CGSize(width: 0, height: 30), time: 2)

    @Test func aFiniteEventAtOrAfterTheCurrentTimeIsValid() {
        #expect(Self.valid.diagnostic(now: 2) == nil)
        #expect(Self.valid.diagnostic(now: 1) == nil)
    }

    @Test(arguments: [
        ScrollWheelEvent(location: CGPoint(x: CGFloat.nan, y: 0), delta: .zero, time: 2),
        ScrollWheelEvent(location: CGPoint(x: 0, y: -CGFloat.infinity), delta: .zero, time: 2),
        ScrollWheelEvent(location: .zero, delta: CGSize(width: CGFloat.nan, height: 0), time: 2),
        ScrollWheelEvent(location: .zero, delta: CGSize(width: 0, height: CGFloat.infinity), time: 2),
        ScrollWheelEvent(location: .zero, delta: .zero, time: .infinity),
    ])
    func aNonFiniteNumberIsRejected(_ event: ScrollWheelEvent) {
        #expect(event.diagnostic(now: 0)?.kind == .nonFiniteValue)
    }

    @Test func anEventEarlierThanTheCurrentTimeIsRejected() {
        #expect(Self.valid.diagnostic(now: 2.5)?.kind == .timeWentBackwards)
    }
}

import Foundation
import Tactile
import TactileTesting
import Testing

/// `.viewAligned(limitBehavior:)` through `TouchSimulator`: how many views one release may move.
@MainActor
@Suite("ViewAlignedScrollTargetBehavior.LimitBehavior")
struct ScrollTargetLimitTests {
    /// Twenty 100 pt cards in a scroll view along `axis`, view-aligned with `limit`.
    struct Cards: View {
        let limit: ViewAlignedScrollTargetBehavior.LimitBehavior
        var axis: Axis = .horizontal
        var body: some View {
            ScrollView(axis == .horizontal ? .horizontal : .vertical) {
                let cards = ForEach(0..<20) { i in
                    Color.red.frame(width: 100, height: 100).accessibilityIdentifier("card\(i)")
                }
                if axis == .horizontal {
                    HStack(spacing: 0) { cards }.scrollTargetLayout()
                } else {
                    VStack(spacing: 0) { cards }.scrollTargetLayout()
                }
            }
            .scrollTargetBehavior(.viewAligned(limitBehavior: limit))
        }
    }

    /// The content offset along `axis`: how far card 0 has moved back.
    static func offset(_ sim: TouchSimulator, _ axis: Axis) throws -> CGFloat {
        let card = try #require(sim.frame(of: "card0"))
        return axis == .horizontal ? -card.minX : -card.minY
    }

    /// A hard flick towards the end of the content along `axis`, then time to rest.
    static func flick(_ sim: TouchSimulator, _ axis: Axis) {
        let (start, end) =
            axis == .horizontal
            ? (CGPoint(x: 350, y: 400), CGPoint(x: 50, y: 400)) : (CGPoint(x: 200, y: 600), CGPoint(x: 200, y: 200))
        sim.drag(from: start, to: end, duration: 0.06, steps: 6)
        sim.advance(by: 6)
    }

    @Test(arguments: [
        ViewAlignedScrollTargetBehavior.LimitBehavior.always, .alwaysByOne,
    ])
    func aLimitedFlickStopsOneViewOn(_ limit: ViewAlignedScrollTargetBehavior.LimitBehavior) throws {
        let sim = TouchSimulator(Cards(limit: limit))
        Self.flick(sim, .horizontal)
        #expect(abs(try Self.offset(sim, .horizontal) - 100) < 0.5)
        Self.flick(sim, .horizontal)
        #expect(abs(try Self.offset(sim, .horizontal) - 200) < 0.5)
    }

    @Test func anUnlimitedFlickGoesFurtherAndRestsOnAnEdge() throws {
        let sim = TouchSimulator(Cards(limit: .never))
        Self.flick(sim, .horizontal)
        let offset = try Self.offset(sim, .horizontal)
        #expect(offset > 400)
        #expect(abs(offset - (offset / 100).rounded() * 100) < 0.5)
    }

    @Test func alwaysByFewStopsWithinOneContainerLength() throws {
        let sim = TouchSimulator(Cards(limit: .alwaysByFew))
        Self.flick(sim, .horizontal)
        // As far as the cards starting within one container length: four of 100 pt in 400 pt.
        #expect(abs(try Self.offset(sim, .horizontal) - 400) < 0.5)
        Self.flick(sim, .horizontal)
        #expect(abs(try Self.offset(sim, .horizontal) - 800) < 0.5)
    }

    @Test func automaticLimitsACompactAxisOnly() throws {
        // The window is 400 pt wide (compact) and 800 pt tall (not).
        let across = TouchSimulator(Cards(limit: .automatic))
        Self.flick(across, .horizontal)
        #expect(abs(try Self.offset(across, .horizontal) - 100) < 0.5)
        let down = TouchSimulator(Cards(limit: .automatic, axis: .vertical))
        Self.flick(down, .vertical)
        let offset = try Self.offset(down, .vertical)
        #expect(offset > 200)
        #expect(abs(offset - (offset / 100).rounded() * 100) < 0.5)
    }
}

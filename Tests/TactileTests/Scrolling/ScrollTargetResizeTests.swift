import Foundation
import Tactile
import TactileTestSupport
import TactileTesting
import Testing

/// A scroll target behaviour asked again when its scroll view changes size (SwiftUI's second
/// case of `updateTarget(_:context:)`), through `TouchSimulator`: the content rests on a page or
/// on the behaviour's target for the new size.
@MainActor
@Suite("ScrollTargetBehavior on a resize")
struct ScrollTargetResizeTests {
    /// Rests on multiples of three quarters of the container's width, logging what it is asked.
    struct ThreeQuarterGrid: ScrollTargetBehavior {
        let log: ScrollTargetLog
        func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
            log.contexts.append(context)
            log.proposed.append(target.rect)
            let step = context.containerSize.width * 0.75
            target.rect.origin.x = (target.rect.minX / step).rounded() * step
        }
    }

    /// Eight 300 pt cards in a horizontal scroll view 400 pt wide, or 300 pt after a tap on
    /// "Resize".
    struct Cards<Behavior: ScrollTargetBehavior>: View {
        let behavior: Behavior
        @State private var isWide = true
        var body: some View {
            VStack(spacing: 0) {
                ScrollView(.horizontal) {
                    HStack(spacing: 0) {
                        ForEach(0..<8) { i in
                            Color.blue.frame(width: 300, height: 300).accessibilityIdentifier("card\(i)")
                        }
                    }
                }
                .scrollTargetBehavior(behavior)
                .frame(width: isWide ? 400 : 300, height: 300)
                .accessibilityIdentifier("scroller")
                Button("Resize") { isWide.toggle() }
                Spacer()
            }
        }
    }

    /// How far the content is scrolled: the scroll view's left edge less the first card's.
    static func offset(_ sim: TouchSimulator) throws -> CGFloat {
        try #require(sim.frame(of: "scroller")).minX - (try #require(sim.frame(of: "card0")).minX)
    }

    /// A flick to the left by 200 pt in 0.1 s across the scroll view.
    static func flick(_ sim: TouchSimulator) {
        sim.drag(from: CGPoint(x: 280, y: 150), to: CGPoint(x: 80, y: 150), duration: 0.1, steps: 10)
        sim.advance(by: 3)
    }

    @Test func aPagedViewResizedMidPageRestsOnAPageOfTheNewSize() throws {
        let sim = TouchSimulator(Cards(behavior: .paging))
        Self.flick(sim)
        #expect(abs(try Self.offset(sim) - 400) < 0.5)  // page 1 of 400 pt pages
        sim.tap(on: .text("Resize"))
        sim.advance(by: 1)
        // 400 pt is a third into the second 300 pt page: back to its start.
        #expect(abs(try Self.offset(sim) - 300) < 0.5)
        sim.tap(on: .text("Resize"))
        sim.advance(by: 1)
        // 300 pt is three quarters into the first 400 pt page: on to the next.
        #expect(abs(try Self.offset(sim) - 400) < 0.5)
    }

    @Test func aCustomBehaviourIsAskedWithTheNewSizeAndNoSpeed() throws {
        let log = ScrollTargetLog()
        let sim = TouchSimulator(Cards(behavior: ThreeQuarterGrid(log: log)))
        Self.flick(sim)
        let before = try Self.offset(sim)
        #expect(before > 0)
        #expect(abs(before - (before / 300).rounded() * 300) < 0.5)  // on the 300 pt grid
        #expect(log.contexts.count == 1)  // the release
        sim.tap(on: .text("Resize"))
        sim.advance(by: 1)
        try #require(log.contexts.count == 2)
        let resize = log.contexts[1]
        #expect(resize.containerSize == CGSize(width: 300, height: 300))
        #expect(resize.contentSize == CGSize(width: 2400, height: 300))
        #expect(resize.velocity == CGVector(dx: 0, dy: 0))
        #expect(resize.axes == .horizontal)
        #expect(abs(resize.originalTarget.rect.minX - before) < 0.5)
        #expect(abs(log.proposed[1].minX - before) < 0.5)
        #expect(log.proposed[1].size == CGSize(width: 300, height: 300))
        // It rests on the behaviour's grid for the new width: multiples of 225 pt.
        let after = try Self.offset(sim)
        #expect(abs(after - (before / 225).rounded() * 225) < 0.5)
    }

    @Test func aBehaviourIsNotAskedWhenOnlyTheContentMoves() throws {
        let log = ScrollTargetLog()
        let sim = TouchSimulator(Cards(behavior: ThreeQuarterGrid(log: log)))
        sim.advance(by: 1)
        #expect(log.contexts.isEmpty)
        Self.flick(sim)
        #expect(log.contexts.count == 1)
    }
}

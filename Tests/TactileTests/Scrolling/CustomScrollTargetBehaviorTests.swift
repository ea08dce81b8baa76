import Foundation
import Tactile
import TactileTestSupport
import TactileTesting
import Testing

/// A `ScrollTargetBehavior` of the user's (`updateTarget(_:context:)`) through `TouchSimulator`:
/// a release comes to rest where the behaviour puts the target, decelerating there.
@MainActor
@Suite("Custom ScrollTargetBehavior")
struct CustomScrollTargetBehaviorTests {
    /// Rests on multiples of 100 pt, logging what it is asked.
    struct SnapTo100: ScrollTargetBehavior {
        let log: ScrollTargetLog?
        func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
            log?.contexts.append(context)
            log?.proposed.append(target.rect)
            target.rect.origin.y = (target.rect.minY / 100).rounded() * 100
        }
    }

    /// Thirty 73 pt rows (so that row edges are not the behaviour's grid) in a vertical scroll view.
    struct Rows<Behavior: ScrollTargetBehavior>: View {
        let behavior: Behavior?
        var body: some View {
            let scroll = ScrollView { RowStack(30, height: 73) }
            if let behavior {
                scroll.scrollTargetBehavior(behavior)
            } else {
                scroll
            }
        }
    }

    static func offset(_ sim: TouchSimulator) throws -> CGFloat {
        -(try #require(sim.frame(of: "row0")).minY)
    }

    /// A flick up by `dy` pt in 0.1 s.
    static func flick(_ sim: TouchSimulator, by dy: CGFloat, from y: CGFloat = 600) {
        sim.drag(from: CGPoint(x: 200, y: y), to: CGPoint(x: 200, y: y - dy), duration: 0.1, steps: 10)
    }

    @Test func aFlickComesToRestOnTheBehavioursGrid() throws {
        let free = TouchSimulator(Rows<SnapTo100>(behavior: nil))
        Self.flick(free, by: 150)
        free.advance(by: 6)
        let freeOffset = try Self.offset(free)
        #expect(abs(freeOffset - (freeOffset / 100).rounded() * 100) > 5)  // not on the grid by chance

        let log = ScrollTargetLog()
        let sim = TouchSimulator(Rows(behavior: SnapTo100(log: log)))
        Self.flick(sim, by: 150)
        let released = try Self.offset(sim)
        sim.advance(by: 0.05)
        let moving = try Self.offset(sim)
        sim.advance(by: 6)
        let rest = try Self.offset(sim)
        #expect(abs(rest - (freeOffset / 100).rounded() * 100) < 1)
        // It decelerates there from where the finger lifted, without a jump.
        #expect(moving > released && moving < rest)
        // Asked once, with the fling's natural end, a container-sized rect.
        #expect(log.contexts.count == 1)
        #expect(abs((log.proposed.first?.minY ?? 0) - freeOffset) < 1)
        #expect(log.proposed.first?.size == CGSize(width: 400, height: 800))
    }

    @Test func aSlowReleaseRestsOnTheGridToo() throws {
        let sim = TouchSimulator(Rows(behavior: SnapTo100(log: nil)))
        sim.down(at: CGPoint(x: 200, y: 600))
        for step in 1...10 {
            sim.advance(by: 0.05)
            sim.move(to: CGPoint(x: 200, y: 600 - 13 * CGFloat(step)))
        }
        sim.advance(by: 0.3)
        sim.up()
        sim.advance(by: 3)
        // 130 pt less the slop's share: the nearest multiple of 100 is 100.
        #expect(abs(try Self.offset(sim) - 100) < 1)
    }

    @Test func theContextCarriesTheVelocitysSignAndTheScrollView() throws {
        let log = ScrollTargetLog()
        let sim = TouchSimulator(Rows(behavior: SnapTo100(log: log)))
        Self.flick(sim, by: 150)
        sim.advance(by: 6)
        let between = try Self.offset(sim)
        Self.flick(sim, by: -150, from: 200)
        sim.advance(by: 6)
        try #require(log.contexts.count == 2)
        let up = log.contexts[0], down = log.contexts[1]
        #expect(up.velocity.dy > 0)
        #expect(down.velocity.dy < 0)
        #expect(up.velocity.dx == 0)
        #expect(up.axes == .vertical)
        #expect(up.containerSize == CGSize(width: 400, height: 800))
        #expect(up.contentSize == CGSize(width: 400, height: 30 * 73))
        // The original target is where the content was when each touch began.
        #expect(up.originalTarget.rect.minY == 0)
        #expect(between > 0)
        #expect(abs(down.originalTarget.rect.minY - between) < 1)
    }

    /// Rests with the target's bottom edge at the scroll view's bottom: `anchor`.
    struct BottomAt1000: ScrollTargetBehavior {
        func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
            target = ScrollTarget(rect: CGRect(x: 0, y: 900, width: 400, height: 100), anchor: .bottom)
        }
    }

    @Test func anAnchoredTargetLinesUpAtItsAnchor() throws {
        let sim = TouchSimulator(Rows(behavior: BottomAt1000()))
        Self.flick(sim, by: 150)
        sim.advance(by: 6)
        // Content y 1000 at the bottom of the 800 pt scroll view: offset 200.
        #expect(abs(try Self.offset(sim) - 200) < 1)
    }

    /// Asks for a place that is no place, and one far past the end.
    struct Nonsense: ScrollTargetBehavior {
        let y: CGFloat
        func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
            target.rect.origin.y = y
        }
    }

    @Test func aTargetThatIsNoPlaceRestsWhereTheFlingWouldAndOnePastTheEndAtTheEnd() throws {
        let free = TouchSimulator(Rows<Nonsense>(behavior: nil))
        Self.flick(free, by: 150)
        free.advance(by: 6)
        let nan = TouchSimulator(Rows(behavior: Nonsense(y: .nan)))
        Self.flick(nan, by: 150)
        nan.advance(by: 6)
        #expect(abs(try Self.offset(nan) - Self.offset(free)) < 1)
        #expect(nan.diagnostics.isEmpty)
        let far = TouchSimulator(Rows(behavior: Nonsense(y: 1e9)))
        Self.flick(far, by: 150)
        far.advance(by: 6)
        #expect(abs(try Self.offset(far) - (30 * 73 - 800)) < 1)
    }
}

import Foundation
import Tactile
import TactileTesting
import Testing

/// `onScrollVisibilityChange`, `onScrollTargetVisibilityChange`, `scrollTransition`,
/// `AnyScrollTargetBehavior` and `defaultScrollAnchor(_:for:)` through `TouchSimulator`.
@MainActor
@Suite("Scroll visibility")
struct ScrollVisibilityTests {
    /// What the views reported, kept outside them so that a test reads every call.
    final class Log {
        var rows: [Int: [Bool]] = [:]
        var visibleIDs: [[Int]] = []
    }

    /// Twenty 100 pt rows (ids 0…19) in a 400 pt scroll view; each row reports its visibility.
    struct Rows: View {
        let log: Log
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<20, id: \.self) { i in
                        Color.blue.frame(height: 100).accessibilityIdentifier("row\(i)")
                            .onScrollVisibilityChange { log.rows[i, default: []].append($0) }
                    }
                }
                .scrollTargetLayout()
            }
            .onScrollTargetVisibilityChange(idType: Int.self) { log.visibleIDs.append($0) }
            .frame(height: 400)
        }
    }

    @Test func rowsReportShowingAndHiding() {
        let log = Log()
        let sim = TouchSimulator(Rows(log: log), size: CGSize(width: 400, height: 400))
        #expect(log.rows[0] == [true])
        #expect(log.rows[3] == [true])
        #expect(log.rows[4] == nil)  // starts hidden: nothing reported
        #expect(log.visibleIDs == [[0, 1, 2, 3]])
        ScrollModifierTests.slowDrag(sim, from: CGPoint(x: 200, y: 350), by: -260)
        // The content moved 260 pt: rows 0 and 1 are gone, row 2 shows 40 %, rows 3…6 show.
        #expect(log.rows[0] == [true, false])
        #expect(log.rows[2] == [true, false])
        #expect(log.rows[5] == [true])
        #expect(log.visibleIDs.last == [3, 4, 5, 6])
    }

    /// Ten 100 pt rows fading by their scroll transition in a 300 pt scroll view.
    struct Faded: View {
        var configuration: ScrollTransitionConfiguration = .interactive(timingCurve: .linear)
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<10, id: \.self) { i in
                        Color.blue.frame(height: 100).accessibilityIdentifier("row\(i)")
                            .scrollTransition(configuration) { content, phase in
                                content.opacity(phase.isIdentity ? 1 : 0)
                            }
                    }
                }
            }
            .frame(height: 300)
        }
    }

    static func opacity(_ sim: TouchSimulator, _ row: Int) -> Double? {
        sim.displayList.items.first { $0.accessibilityIdentifier == "row\(row)" }?.opacity
    }

    @Test func anInteractiveTransitionFollowsHowMuchShows() {
        let sim = TouchSimulator(Faded(), size: CGSize(width: 400, height: 300))
        #expect(Self.opacity(sim, 0) == 1)
        #expect(Self.opacity(sim, 2) == 1)
        ScrollModifierTests.slowDrag(sim, from: CGPoint(x: 200, y: 250), by: -50)
        // Row 0 shows half (opacity 0.5); row 3 shows its top half.
        #expect(abs((Self.opacity(sim, 0) ?? 0) - 0.5) < 0.01)
        #expect(abs((Self.opacity(sim, 3) ?? 0) - 0.5) < 0.01)
        #expect(Self.opacity(sim, 1) == 1)
    }

    @Test func anAnimatedTransitionSwitchesAtTheThreshold() {
        let sim = TouchSimulator(
            Faded(configuration: .animated.threshold(.visible(0.9))), size: CGSize(width: 400, height: 300))
        ScrollModifierTests.slowDrag(sim, from: CGPoint(x: 200, y: 250), by: -50)
        #expect(Self.opacity(sim, 0) == 0)
        #expect(Self.opacity(sim, 1) == 1)
    }

    @Test(arguments: [(-1.0, ScrollTransitionPhase.topLeading), (0, .identity), (1, .bottomTrailing)])
    func phaseValues(value: Double, phase: ScrollTransitionPhase) {
        #expect(phase.value == value)
        #expect(phase.isIdentity == (value == 0))
    }

    /// Five window-sized pages side by side, paging through a type-erased behaviour.
    struct Pages: View {
        var body: some View {
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    ForEach(0..<5) { i in Color.blue.frame(width: 400, height: 800).accessibilityIdentifier("page\(i)")
                    }
                }
            }
            .scrollTargetBehavior(AnyScrollTargetBehavior(.paging))
        }
    }

    @Test func aTypeErasedBehaviourPagesAsTheOneItWraps() {
        let sim = TouchSimulator(Pages())
        ScrollTargetBehaviorTests.slowDrag(sim, from: CGPoint(x: 300, y: 400), by: -150)
        #expect(ScrollTargetBehaviorTests.shows(sim, page: 0))
        ScrollTargetBehaviorTests.slowDrag(sim, from: CGPoint(x: 300, y: 400), by: -250)
        #expect(ScrollTargetBehaviorTests.shows(sim, page: 1))
    }

    /// Twenty 100 pt rows in a 400 pt scroll view anchored at the bottom for `role`.
    struct Anchored: View {
        let role: ScrollAnchorRole
        var count = 20
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<count, id: \.self) { i in
                        Color.blue.frame(height: 100).accessibilityIdentifier("row\(i)")
                    }
                }
            }
            .defaultScrollAnchor(.bottom, for: role)
            .frame(height: 400)
        }
    }

    @Test func eachAnchorRoleDoesItsOwnPart() {
        let start = TouchSimulator(Anchored(role: .initialOffset), size: CGSize(width: 400, height: 400))
        #expect(start.frame(of: "row19")?.maxY == 400)
        let aligned = TouchSimulator(Anchored(role: .alignment), size: CGSize(width: 400, height: 400))
        #expect(aligned.frame(of: "row0")?.minY == 0)  // long content starts at the top
        let short = TouchSimulator(Anchored(role: .alignment, count: 2), size: CGSize(width: 400, height: 400))
        #expect(short.frame(of: "row1")?.maxY == 400)  // short content sits at the bottom
        let shortStart = TouchSimulator(Anchored(role: .initialOffset, count: 2), size: CGSize(width: 400, height: 400))
        #expect(shortStart.frame(of: "row0")?.minY == 0)
    }
}

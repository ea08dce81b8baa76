import Foundation
import Tactile
import TactileTesting
import Testing

/// `.contentMargins`, `.defaultScrollAnchor`, `.onScrollGeometryChange` and `.scrollPosition(id:)`
/// through `TouchSimulator`.
@MainActor
@Suite("ScrollModifiers")
struct ScrollModifierTests {
    /// `count` rows of 100 pt, as wide as offered, ids 0…count−1, in a vertical scroll view.
    static func rows(_ count: Int, lazy: Bool = false) -> some View {
        ScrollView {
            let rows = ForEach(0..<count, id: \.self) { i in
                Color.blue.frame(height: 100).accessibilityIdentifier("row\(i)")
            }
            if lazy {
                LazyVStack(spacing: 0) { rows }.scrollTargetLayout()
            } else {
                VStack(spacing: 0) { rows }.scrollTargetLayout()
            }
        }
    }

    /// A slow vertical drag by `dy` after the 10 pt slop, held still before the lift.
    static func slowDrag(_ sim: TouchSimulator, from start: CGPoint, by dy: CGFloat) {
        let slop: CGFloat = dy < 0 ? -10 : 10
        sim.down(at: start)
        sim.advance(by: 0.05)
        sim.move(to: CGPoint(x: start.x, y: start.y + slop))
        for step in 1...10 {
            sim.advance(by: 0.05)
            sim.move(to: CGPoint(x: start.x, y: start.y + slop + dy * CGFloat(step) / 10))
        }
        sim.advance(by: 0.3)
        sim.move(to: CGPoint(x: start.x, y: start.y + slop + dy))
        sim.up()
        sim.advance(by: 1)
    }

    // MARK: contentMargins

    @Test func contentMarginsInsetTheContentAndScrollWithIt() {
        let sim = TouchSimulator(Self.rows(20).contentMargins(.vertical, 20).contentMargins(.horizontal, 30))
        #expect(sim.frame(of: "row0") == CGRect(x: 30, y: 20, width: 340, height: 100))
        for _ in 0..<3 {  // fling to the end
            sim.drag(from: CGPoint(x: 200, y: 750), to: CGPoint(x: 200, y: 50), duration: 0.05, steps: 5)
            sim.advance(by: 5)
        }
        #expect(sim.frame(of: "row19")?.maxY == CGFloat(800 - 20))
    }

    @Test func aNilMarginIsTheDefaultPaddingAndBadLengthsAreZero() {
        let padded = TouchSimulator(Self.rows(20).contentMargins(.top, nil))
        #expect(padded.frame(of: "row0")?.minY == 16)
        let bad = TouchSimulator(Self.rows(20).contentMargins(.all, .nan).contentMargins(.top, -5))
        #expect(bad.frame(of: "row0") == CGRect(x: 0, y: 0, width: 400, height: 100))
    }

    // MARK: defaultScrollAnchor

    @Test func theDefaultAnchorSetsWhereTheContentStarts() {
        let bottom = TouchSimulator(Self.rows(50).defaultScrollAnchor(.bottom))
        #expect(bottom.frame(of: "row49")?.maxY == 800)
        let center = TouchSimulator(Self.rows(50).defaultScrollAnchor(.center))
        #expect(center.frame(of: "row0")?.minY == -CGFloat(5000 - 800) / 2)
        // Then the finger moves it from there.
        Self.slowDrag(bottom, from: CGPoint(x: 200, y: 300), by: 110)
        #expect(bottom.frame(of: "row49")?.maxY == 910)  // pulled down 110 pt
    }

    @Test func shortContentSitsAtTheDefaultAnchor() {
        let sim = TouchSimulator(
            ScrollView { Color.green.frame(width: 100, height: 100).accessibilityIdentifier("small") }
                .defaultScrollAnchor(.bottom))
        #expect(sim.frame(of: "small")?.maxY == 800)
        let nan = TouchSimulator(
            ScrollView { Color.green.frame(width: 100, height: 100).accessibilityIdentifier("small") }
                .defaultScrollAnchor(UnitPoint(x: .nan, y: .nan)))
        #expect(nan.frame(of: "small")?.minY == 0)
    }

    // MARK: onScrollGeometryChange

    final class Changes {
        var offsets: [(CGFloat, CGFloat)] = []
        var pastHundred: [Bool] = []
    }

    @Test func geometryChangesAreReportedWithOldAndNewValues() throws {
        let changes = Changes()
        let sim = TouchSimulator(
            Self.rows(50)
                .contentMargins(.top, 20)
                .onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.y }) { old, new in
                    changes.offsets.append((old, new))
                }
                .onScrollGeometryChange(for: Bool.self, of: { $0.visibleRect.minY > 100 }) { _, new in
                    changes.pastHundred.append(new)
                })
        #expect(changes.offsets.isEmpty)  // the first value is not a change
        Self.slowDrag(sim, from: CGPoint(x: 200, y: 600), by: -250)
        let first = try #require(changes.offsets.first)
        #expect(first.0 == -20)  // at rest at the top, inside the 20 pt margin
        #expect(changes.offsets.last?.1 == 230)
        #expect(zip(changes.offsets, changes.offsets.dropFirst()).allSatisfy { $0.1 == $1.0 })
        #expect(changes.pastHundred == [true])
    }

    // MARK: scrollPosition(id:)

    /// A 100 pt bar showing the bound id (tapping it asks for row 30) above rows in a 700 pt
    /// scroll view bound by `scrollPosition(id:)`.
    struct Positioned: View {
        @State var id: Int?
        var anchor: UnitPoint?
        var count = 50
        var lazy = false
        var requested = 30
        var body: some View {
            VStack(spacing: 0) {
                Color.green.frame(height: 100).overlay(Text("\(id ?? -1)")).onTapGesture { id = requested }
                ScrollModifierTests.rows(count, lazy: lazy).scrollPosition(id: $id, anchor: anchor).frame(height: 700)
            }
        }
    }

    @Test func inALazyStackARowNotBuiltIsScrolledTo() {
        let sim = TouchSimulator(Positioned(id: nil, count: 10_000, lazy: true, requested: 5000))
        #expect(sim.texts() == ["0"])
        sim.tap(at: CGPoint(x: 200, y: 50))
        #expect(sim.frame(of: "row5000")?.minY == 100)
        #expect(sim.texts() == ["5000"])
        Self.slowDrag(sim, from: CGPoint(x: 200, y: 600), by: -250)
        #expect(sim.texts() == ["5002"])
    }

    @Test func theBindingFollowsTheFirstVisibleView() {
        let sim = TouchSimulator(Positioned(id: nil))
        #expect(sim.texts() == ["0"])
        Self.slowDrag(sim, from: CGPoint(x: 200, y: 600), by: -250)
        #expect(sim.texts() == ["2"])  // rows 2… show; row 2's top is cut off
    }

    @Test func settingTheBindingScrollsToTheView() {
        let sim = TouchSimulator(Positioned(id: nil))
        sim.tap(at: CGPoint(x: 200, y: 50))
        #expect(sim.frame(of: "row30")?.minY == 100)
        #expect(sim.texts() == ["30"])
    }

    @Test func anInitialIDIsScrolledTo() {
        let sim = TouchSimulator(Positioned(id: 10))
        #expect(sim.frame(of: "row10")?.minY == 100)
        #expect(sim.texts() == ["10"])
    }

    @Test func theAnchorPicksTheViewThere() {
        let sim = TouchSimulator(Positioned(id: nil, anchor: .center))
        #expect(sim.texts() == ["3"])  // the viewport's middle, 350 pt down, is in row 3
    }

    @Test func anUnknownInitialIDScrollsNothing() {
        let sim = TouchSimulator(Positioned(id: 500))
        #expect(sim.frame(of: "row0")?.minY == 100)
        #expect(sim.diagnostics.isEmpty)
    }
}

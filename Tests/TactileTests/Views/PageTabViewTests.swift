import Foundation
import Tactile
import TactileTesting
import Testing

/// `TabView` in the page style: tabs side by side, each the full width, paged by a horizontal
/// swipe, the selection following the page it settles on; page dots at the bottom.
@MainActor
@Suite("Page TabView")
struct PageTabViewTests {
    final class Model {
        var selection = 0
    }

    /// Three tagged pages in a page-style tab view whose selection (`@State`, mirrored into
    /// `model.selection`) a "Last" button over the top sets to 2.
    struct Pager: View {
        let model: Model
        var style = PageTabViewStyle()
        var background = PageIndexViewStyle.BackgroundDisplayMode.automatic
        @State private var selection: Int

        init(
            model: Model, style: PageTabViewStyle = PageTabViewStyle(),
            background: PageIndexViewStyle.BackgroundDisplayMode = .automatic
        ) {
            self.model = model
            self.style = style
            self.background = background
            _selection = State(initialValue: model.selection)
        }

        var body: some View {
            TabView(selection: $selection) {
                Text("Page 0").tag(0)
                Text("Page 1").tag(1)
                Text("Page 2").tag(2)
            }
            .tabViewStyle(style)
            .indexViewStyle(.page(backgroundDisplayMode: background))
            .overlay(alignment: .top) { Button("Last") { selection = 2 } }
            .onChange(of: selection) { _, new in model.selection = new }
        }
    }

    /// Swipes across the window from `fromX` to `toX` at mid-height, quickly enough to turn a page.
    static func swipe(_ sim: TouchSimulator, from fromX: CGFloat, to toX: CGFloat) {
        sim.down(at: CGPoint(x: fromX, y: 400))
        for step in 1...5 {
            sim.advance(by: 0.016)
            sim.move(to: CGPoint(x: fromX + (toX - fromX) * CGFloat(step) / 5, y: 400))
        }
        sim.up()
        sim.advance(by: 2)
    }

    @Test func thePagesLieSideBySideEachTheFullWidth() throws {
        let sim = TouchSimulator(Pager(model: Model()))
        let first = try #require(sim.frame(of: .text("Page 0")))
        let second = try #require(sim.frame(of: .text("Page 1")))
        let third = try #require(sim.frame(of: .text("Page 2")))
        #expect(abs(first.midX - 200) < 0.5)
        #expect(abs(second.midX - 600) < 0.5)
        #expect(abs(third.midX - 1000) < 0.5)
        #expect(abs(first.midY - 400) < 0.5)
        #expect(sim.displayList.shapes(filledWith: .gray).isEmpty, "no tab bar")
    }

    /// Swipes (left: towards the next page) and the selection and page shown after them.
    nonisolated static let swipes: [(lefts: Int, rights: Int, page: Int)] = [
        (1, 0, 1), (2, 0, 2), (3, 0, 2), (2, 1, 1), (0, 1, 0),
    ]

    @Test(arguments: swipes)
    func aSwipeTurnsOnePageAndSelectsItWhenItSettles(lefts: Int, rights: Int, page: Int) throws {
        let model = Model()
        let sim = TouchSimulator(Pager(model: model))
        for _ in 0..<lefts { Self.swipe(sim, from: 300, to: 150) }
        for _ in 0..<rights { Self.swipe(sim, from: 100, to: 250) }
        #expect(model.selection == page)
        let shown = try #require(sim.frame(of: .text("Page \(page)")))
        #expect(abs(shown.midX - 200) < 0.5, "the page rests centred in the window")
    }

    @Test func theSelectionStartsOnItsPageAndMovesWhenSetFromOutside() throws {
        let model = Model()
        model.selection = 2
        let sim = TouchSimulator(Pager(model: model))
        #expect(abs((sim.frame(of: .text("Page 2"))?.midX ?? 0) - 200) < 0.5)
        Self.swipe(sim, from: 100, to: 250)
        Self.swipe(sim, from: 100, to: 250)
        #expect(model.selection == 0)
        #expect(abs((sim.frame(of: .text("Page 0"))?.midX ?? 0) - 200) < 0.5)
        sim.tap(on: .text("Last"))
        sim.advance(by: 2)
        #expect(model.selection == 2)
        #expect(abs((sim.frame(of: .text("Page 2"))?.midX ?? 0) - 200) < 0.5, "moved to the selected page")
    }

    @Test(arguments: [
        (PageTabViewStyle.IndexDisplayMode.automatic, 3), (.always, 3), (.never, 0),
    ])
    func thePageDotsFollowTheIndexDisplayMode(mode: PageTabViewStyle.IndexDisplayMode, dots: Int) {
        let model = Model()
        let sim = TouchSimulator(Pager(model: model, style: .page(indexDisplayMode: mode)))
        let drawn = sim.displayList.shapes(filledWith: .white)
        #expect(drawn.count == dots)
        let current = drawn.filter { $0.fillColor?.resolve(in: EnvironmentValues()).opacity == 1 }
        if dots > 0 {
            #expect(current.count == 1, "the others are dimmed")
            let dot = current[0].frame
            #expect(dot.maxY > 700, "at the bottom")
            #expect(dot.maxX < 200, "the first of three centred dots")
        }
    }

    @Test func aBackgroundIsDrawnBehindTheDotsWhenAskedAlways() {
        let sim = TouchSimulator(Pager(model: Model(), background: .always))
        #expect(sim.displayList.shapes(filledWith: Color.black.opacity(0.25)).count == 1)
        let plain = TouchSimulator(Pager(model: Model()))
        #expect(plain.displayList.shapes(filledWith: Color.black.opacity(0.25)).isEmpty)
    }

    @Test func theAutomaticStyleKeepsTheTabBar() {
        let model = Model()
        let sim = TouchSimulator(
            TabView(selection: Binding(get: { model.selection }, set: { model.selection = $0 })) {
                Text("One").tabItem { Text("First") }.tag(0)
                Text("Two").tabItem { Text("Second") }.tag(1)
            }
            .tabViewStyle(.automatic))
        sim.tap(on: .text("Second"))
        #expect(model.selection == 1)
        #expect(sim.exists(.text("First")), "the tab bar is drawn")
    }

    /// A page-style tab view whose first page is a vertical scroll view of rows.
    struct ScrollingPages: View {
        let model: Model
        var body: some View {
            TabView(selection: Binding(get: { model.selection }, set: { model.selection = $0 })) {
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<30) { Text("Row \($0)").frame(height: 100) }
                    }
                }
                .tag(0)
                Text("Page 1").tag(1)
            }
            .tabViewStyle(.page)
        }
    }

    @Test func aVerticalDragScrollsThePageAndASwipeTurnsIt() throws {
        let model = Model()
        let sim = TouchSimulator(ScrollingPages(model: model))
        let row = try #require(sim.frame(of: .text("Row 5")))
        // Vertical: the page's scroll view takes it (the paging one fails across its axis).
        sim.down(at: CGPoint(x: 200, y: 600))
        sim.advance(by: 0.05)
        sim.move(to: CGPoint(x: 200, y: 590))
        for step in 1...5 {
            sim.advance(by: 0.05)
            sim.move(to: CGPoint(x: 200, y: 590 - 40 * CGFloat(step)))
        }
        sim.advance(by: 0.3)
        sim.up()
        sim.advance(by: 2)
        let scrolled = try #require(sim.frame(of: .text("Row 5")))
        #expect(abs(scrolled.minY - (row.minY - 200)) < 0.5)
        #expect(abs(scrolled.midX - row.midX) < 0.5, "the pages did not move")
        #expect(model.selection == 0)
        // Horizontal: the paging scroll view takes it.
        Self.swipe(sim, from: 300, to: 150)
        #expect(model.selection == 1)
        #expect(abs((sim.frame(of: .text("Page 1"))?.midX ?? 0) - 200) < 0.5)
    }
}

import Foundation
import Tactile
import TactileTesting
import Testing

/// `_PagingView`: SwiftUI's underscored pager, used by component libraries through a
/// `_VariadicView` root: whole-width pages side by side, a swipe turning one page, the page
/// binding following.
@MainActor
@Suite("Paging view")
struct PagingViewTests {
    final class Model {
        var page = 0
    }

    /// A pager written as libraries write it: a variadic root hands the content's views to
    /// `_PagingView`.
    struct Pager: View {
        let model: Model
        var config = _PagingViewConfig()
        @State private var page = 0

        struct Root: _VariadicView.UnaryViewRoot {
            let config: _PagingViewConfig
            let page: Binding<Int>

            func body(children: _VariadicView.Children) -> some View {
                _PagingView(config: config, page: page, views: children)
            }
        }

        var body: some View {
            _VariadicView.Tree(Root(config: config, page: $page)) {
                Text("Page 0")
                Text("Page 1")
                Text("Page 2")
            }
            .onChange(of: page) { _, new in model.page = new }
        }
    }

    static func swipe(_ sim: TouchSimulator, from fromX: CGFloat, to toX: CGFloat) {
        sim.down(at: CGPoint(x: fromX, y: 400))
        for step in 1...5 {
            sim.advance(by: 0.016)
            sim.move(to: CGPoint(x: fromX + (toX - fromX) * CGFloat(step) / 5, y: 400))
        }
        sim.up()
        sim.advance(by: 2)
    }

    @Test func pagesAreTheWholeWidthAndASwipeTurnsOneAndSetsThePage() throws {
        let model = Model()
        let sim = TouchSimulator(Pager(model: model))
        let width = ViewHost.defaultSize.width
        let first = try #require(sim.frame(of: .text("Page 0")))
        #expect(abs(first.midX - width / 2) < 1)
        Self.swipe(sim, from: width * 0.8, to: width * 0.2)
        #expect(model.page == 1)
        let second = try #require(sim.frame(of: .text("Page 1")))
        #expect(abs(second.midX - width / 2) < 1)
        Self.swipe(sim, from: width * 0.2, to: width * 0.8)
        #expect(model.page == 0)
    }

    @Test func aConfigurationSetsTheDirectionSizeAndSpacing() throws {
        let config = _PagingViewConfig(direction: .vertical, size: 300, margin: 10, spacing: 20)
        #expect(config.direction == .vertical && config.size == 300 && config.margin == 10 && config.spacing == 20)
        #expect(config == _PagingViewConfig(direction: .vertical, size: 300, margin: 10, spacing: 20))
        let sim = TouchSimulator(Pager(model: Model(), config: config))
        let first = try #require(sim.frame(of: .text("Page 0")))
        let second = try #require(sim.frame(of: .text("Page 1")))
        // Pages one above the other, 300 pt each and 20 apart, after a 10 pt margin.
        #expect(abs((second.midY - first.midY) - 320) < 1)
        #expect(abs(first.midY - (10 + 150)) < 1)
    }

    /// Rows that are an `if … else …` in a paging scroll view whose position is bound.
    struct Alternating: View {
        @State private var position: Int? = 0

        var body: some View {
            VStack {
                Text("at \(position.map(String.init) ?? "none")")
                ScrollView(.horizontal) {
                    LazyHStack(spacing: 0) {
                        ForEach(0..<3, id: \.self) { index in
                            if index.isMultiple(of: 2) {
                                Text("Even \(index)").containerRelativeFrame(.horizontal)
                            } else {
                                Text("Odd \(index)").containerRelativeFrame(.horizontal)
                            }
                        }
                    }
                    .scrollTargetLayout()
                }
                .scrollTargetBehavior(.paging)
                .scrollPosition(id: $position)
            }
        }
    }

    @Test func aRowThatIsAnIfElseIsNamedByItsForEachIdAndBuiltAtTheContainersWidth() throws {
        let sim = TouchSimulator(Alternating())
        let width = ViewHost.defaultSize.width
        Self.swipe(sim, from: width * 0.8, to: width * 0.2)
        #expect(sim.exists(.text("at 1")))
        // The row built as the content scrolled is as wide as the scroll view, as the first was.
        let odd = try #require(sim.frame(of: .text("Odd 1")))
        #expect(abs(odd.midX - width / 2) < 1)
    }
}

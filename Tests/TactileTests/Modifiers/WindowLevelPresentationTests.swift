import Foundation
import TactileTesting
import Testing

@testable import Tactile

/// Sheets, covers and alerts are presented at window level: laid out at the window's width and
/// drawn over everything, whichever view presents them.
@MainActor
@Suite("Window-level presentations")
struct WindowLevelPresentationTests {
    enum Style: String, CaseIterable, CustomTestStringConvertible {
        case sheet, cover, alert
        var testDescription: String { rawValue }
    }

    /// A small button presents; a button below it, drawn after it, must not take touches while
    /// the presentation shows.
    private struct SmallPresenter: View {
        let style: Style
        @State private var shown = false
        @State private var taps = 0
        var body: some View {
            VStack(spacing: 0) {
                presenting
                Button("Below \(taps)") { taps += 1 }.frame(width: 400, height: 300)
            }
        }

        @ViewBuilder private var presenting: some View {
            let button = Button("Open") { shown = true }.frame(width: 80, height: 44)
            switch style {
            case .sheet: button.sheet(isPresented: $shown) { Text("Settings and preferences") }
            case .cover: button.fullScreenCover(isPresented: $shown) { Text("Settings and preferences") }
            case .alert:
                button.alert("Settings and preferences", isPresented: $shown) { Button("OK") {} }
            }
        }
    }

    @Test("A presentation from a small view is laid out at the window's width", arguments: Style.allCases)
    func windowWidth(style: Style) {
        let sim = TouchSimulator(SmallPresenter(style: style))
        sim.tap(on: .text("Open"))
        // On one line: an 80 pt wide presenter would wrap it.
        #expect(sim.texts().contains("Settings and preferences"))
        let text = sim.frame(of: .text("Settings and preferences")) ?? .null
        #expect(abs(text.midX - 200) < 1)
    }

    @Test("A presentation takes the touches of views drawn after its presenter", arguments: Style.allCases)
    func coversLaterSiblings(style: Style) {
        let sim = TouchSimulator(SmallPresenter(style: style))
        sim.tap(on: .text("Open"))
        sim.missedTouches = .ignore
        sim.tap(at: CGPoint(x: 200, y: 700))
        #expect(sim.texts().contains("Below 0"))
        // Drawn last: the presentation's text is after the sibling's.
        let texts = sim.texts()
        let below = texts.firstIndex(of: "Below 0") ?? .max
        let shown = texts.firstIndex(of: "Settings and preferences") ?? -1
        #expect(shown > below)
    }

    @Test("A sheet's card spans the window below its top inset")
    func sheetCardFrame() {
        let sim = TouchSimulator(SmallPresenter(style: .sheet))
        sim.tap(on: .text("Open"))
        let card = sim.displayList.shapes(filledWith: .white).last?.frame ?? .null
        #expect(card == CGRect(x: 0, y: PresentationMetrics.sheetTopInset, width: 400, height: 760))
    }

    private struct Nested: View {
        @State private var outer = false
        @State private var inner = false
        var body: some View {
            Button("Open outer") { outer = true }
                .frame(width: 120, height: 44)
                .sheet(isPresented: $outer) {
                    VStack {
                        Text("Outer sheet")
                        Button("Open inner") { inner = true }
                            .frame(width: 100, height: 44)
                            .sheet(isPresented: $inner) { Text("Inner sheet, full width") }
                    }
                }
        }
    }

    @Test("A sheet presented from a sheet stacks over it at the window's width")
    func nestedSheets() {
        let sim = TouchSimulator(Nested())
        sim.tap(on: .text("Open outer"))
        sim.tap(on: .text("Open inner"))
        let texts = sim.texts()
        #expect(texts.contains("Inner sheet, full width"))
        #expect(texts.last == "Inner sheet, full width")
        let cards = sim.displayList.shapes(filledWith: .white).map(\.frame).filter { $0.width == 400 }
        #expect(cards.count >= 2)
        // The inner one is in front: a tap where the outer sheet's button was does nothing.
        sim.missedTouches = .ignore
        sim.tap(at: CGPoint(x: 200, y: 420))
        #expect(sim.texts().last == "Inner sheet, full width")
    }
}

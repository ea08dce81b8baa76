import Foundation
import Tactile
import TactileTesting
import Testing

/// `Menu` and `contextMenu`: a list of buttons opened by a tap (a long press for a context menu),
/// closed by choosing a button or by a tap outside.
@MainActor
@Suite("Menus")
struct MenuTests {
    private struct Sorter: View {
        @State private var order = "none"
        @State private var others = 0
        var body: some View {
            VStack(spacing: 20) {
                Menu("Sort") {
                    Button("By name") { order = "name" }
                    Divider()
                    Button("By date") { order = "date" }
                }
                Text("order \(order)")
                Button("Other \(others)") { others += 1 }
            }
        }
    }

    @Test("A tap opens the menu below its label; a row runs its action and closes it")
    func chooseRow() {
        let sim = TouchSimulator(Sorter(), size: CGSize(width: 390, height: 844))
        #expect(!sim.texts().contains("By date"))
        let label = sim.frame(of: .text("Sort")) ?? .null
        sim.tap(on: .text("Sort"))
        let row = sim.frame(of: .text("By date")) ?? .null
        #expect(row.minY > label.maxY)
        // The card is white, 250 pt wide, its leading edge at the label's.
        let card = sim.displayList.shapes(filledWith: .white).last?.frame ?? .null
        #expect(card.width == 250 && abs(card.minX - label.minX) < 1 && card.contains(row))
        sim.tap(on: .text("By date"))
        #expect(sim.texts().contains("order date"))
        #expect(!sim.texts().contains("By date"))
    }

    @Test("A tap outside the open menu closes it without reaching the view under it")
    func tapOutside() {
        let sim = TouchSimulator(Sorter(), size: CGSize(width: 390, height: 844))
        sim.tap(on: .text("Sort"))
        #expect(sim.texts().contains("By name"))
        sim.tap(at: CGPoint(x: 370, y: 20))
        #expect(!sim.texts().contains("By name"))
        sim.tap(on: .text("Sort"))
        // "Other 0" is below the menu in the same stack: the open menu's layer covers it (its
        // leading edge, wider than "Sort", is outside the card).
        let other = sim.frame(of: .text("Other 0")) ?? .null
        let card = sim.displayList.shapes(filledWith: .white).last?.frame ?? .null
        #expect(other.minX + 1 < card.minX)
        sim.tap(at: CGPoint(x: other.minX + 1, y: other.midY))
        #expect(sim.texts().contains("Other 0"))
        #expect(!sim.texts().contains("By name"))
        sim.tap(on: .text("Other 0"))
        #expect(sim.texts().contains("Other 1"))
        #expect(sim.texts().contains("order none"))
    }

    @Test("A menu on the trailing side of a navigation bar opens aligned with its trailing edge")
    func toolbarMenu() {
        let sim = TouchSimulator(
            NavigationStack {
                Text("Body").toolbar {
                    Menu("More") { Button("Rename") {} }
                }
            }, size: CGSize(width: 390, height: 844))
        let label = sim.frame(of: .text("More")) ?? .null
        sim.tap(on: .text("More"))
        let card = sim.displayList.shapes(filledWith: .white).last?.frame ?? .null
        #expect(abs(card.maxX - label.maxX) < 1 && card.minY > label.maxY)
        #expect(card.maxX <= 390)
    }

    private struct Row: View {
        @State private var taps = 0
        @State private var deleted = false
        var body: some View {
            Text(deleted ? "deleted" : "row tapped \(taps)")
                .frame(width: 300, height: 60)
                .contentShape(Rectangle())
                .onTapGesture { taps += 1 }
                .contextMenu {
                    Button("Delete", role: .destructive) { deleted = true }
                }
        }
    }

    @Test("contextMenu: a tap still taps, a long press opens the menu, a row runs and closes it")
    func contextMenu() {
        let sim = TouchSimulator(Row(), size: CGSize(width: 390, height: 844))
        sim.tap(on: .text("row tapped 0"))
        #expect(sim.texts() == ["row tapped 1"])
        sim.longPress(on: .text("row tapped 1"), duration: 0.8)
        #expect(sim.texts().contains("Delete"))
        #expect(sim.texts().contains("row tapped 1"))
        sim.tap(on: .text("Delete"))
        #expect(sim.texts() == ["deleted"])
    }

    @Test("contextMenu on a Button: a tap runs the button; a long press opens the menu and does not")
    func contextMenuOnButton() {
        struct Host: View {
            @State private var runs = 0
            var body: some View {
                Button("Runs \(runs)") { runs += 1 }
                    .contextMenu { Button("Reset") { runs = 0 } }
            }
        }
        let sim = TouchSimulator(Host(), size: CGSize(width: 390, height: 844))
        sim.tap(on: .text("Runs 0"))
        #expect(sim.texts() == ["Runs 1"])
        sim.longPress(on: .text("Runs 1"), duration: 0.8)
        #expect(sim.texts() == ["Runs 1", "Reset"])
        sim.tap(on: .text("Reset"))
        #expect(sim.texts() == ["Runs 0"])
        sim.tap(on: .text("Runs 0"))
        #expect(sim.texts() == ["Runs 1"])
    }

    @Test("contextMenu inside a scroll view: a drag scrolls and opens nothing")
    func contextMenuScrolls() {
        let sim = TouchSimulator(
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<30) { i in
                        Text("item \(i)").frame(width: 390, height: 60)
                            .contextMenu { Button("Copy \(i)") {} }
                    }
                }
            }, size: CGSize(width: 390, height: 844))
        let before = sim.frame(of: .text("item 5")) ?? .null
        sim.drag(from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 300), duration: 0.3)
        sim.settle()
        let after = sim.frame(of: .text("item 5")) ?? .null
        #expect(after.minY < before.minY - 200)
        #expect(!sim.texts().contains { $0.hasPrefix("Copy") })
    }
}

/// `Picker` with `.pickerStyle(.menu)`: the selection opens a menu of the options.
@MainActor
@Suite("Menu pickers")
struct MenuPickerTests {
    private struct Flavors: View {
        @State private var flavor = "vanilla"
        var body: some View {
            VStack {
                Picker("Flavor", selection: $flavor) {
                    ForEach(["vanilla", "chocolate"], id: \.self) { Text($0.capitalized).tag($0) }
                }
                .pickerStyle(.menu)
                Text("chose \(flavor)")
            }
            .frame(width: 300)
        }
    }

    @Test("A tap on the selection opens the options, the selected one checked; a row selects and closes")
    func chooseOption() {
        let sim = TouchSimulator(Flavors(), size: CGSize(width: 390, height: 844))
        #expect(sim.texts() == ["Flavor", "Vanilla", "chose vanilla"])
        sim.tap(on: .text("Vanilla"))
        #expect(sim.count(of: .text("Chocolate")) == 1)
        // The options are rows below the selection, in order.
        let vanillaRow = sim.find(.text("Vanilla")).map(\.frame).max { $0.minY < $1.minY } ?? .null
        let chocolateRow = sim.frame(of: .text("Chocolate")) ?? .null
        #expect(vanillaRow.minY > 0 && chocolateRow.minY > vanillaRow.minY)
        sim.tap(on: .text("Chocolate"))
        #expect(sim.texts() == ["Flavor", "Chocolate", "chose chocolate"])
    }
}

/// `Picker` with `.pickerStyle(.wheel)`: drawn as the list of its options; a tap selects.
@MainActor
@Suite("Wheel pickers")
struct WheelPickerTests {
    private struct Sizes: View {
        @State private var size = 2
        var body: some View {
            VStack {
                Picker("Size", selection: $size) {
                    ForEach(1..<4) { Text("Size \($0)").tag($0) }
                }
                .pickerStyle(.wheel)
                Text("picked \(size)")
            }
        }
    }

    @Test("Every option is a 32 pt row, the selected one on a grey plate; a tap selects")
    func tapSelects() {
        let sim = TouchSimulator(Sizes(), size: CGSize(width: 390, height: 844))
        #expect(sim.texts() == ["Size 1", "Size 2", "Size 3", "picked 2"])
        let one = sim.frame(of: .text("Size 1")) ?? .null
        let two = sim.frame(of: .text("Size 2")) ?? .null
        #expect(abs((two.midY - one.midY) - 32) < 0.01)
        let grey = Color(red: 0x76 / 255, green: 0x76 / 255, blue: 0x80 / 255, opacity: 0.12)
        func plate() -> CGRect { sim.displayList.shapes(filledWith: grey).first?.frame ?? .null }
        #expect(plate().contains(CGPoint(x: two.midX, y: two.midY)))
        sim.tap(on: .text("Size 3"))
        #expect(sim.texts().contains("picked 3"))
        let three = sim.frame(of: .text("Size 3")) ?? .null
        #expect(plate().contains(CGPoint(x: three.midX, y: three.midY)))
    }
}

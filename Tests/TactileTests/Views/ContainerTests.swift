import Foundation
import TactileTestSupport
import Testing

@testable import Tactile
@testable import TactileViewCore

/// `NavigationStack`, `Section`, `LazyVGrid`/`LazyHGrid` and `Grid`.
@MainActor
@Suite("Containers")
struct ContainerTests {
    @Test("NavigationStack draws a large title above its content")
    func navigationLargeTitle() {
        let h = host(
            NavigationStack {
                Color.red.accessibilityIdentifier("content").navigationTitle("Inbox")
            }, width: 390, height: 844)
        #expect(h.texts() == ["Inbox"])
        #expect(h.rect("content") == CGRect(x: 0, y: 96, width: 390, height: 844 - 96))
        #expect(h.svg().contains("Inbox"))
        let title = h.displayList.items.first { $0.text == "Inbox" }
        #expect(title.map { $0.frame.minX == 16 && $0.frame.maxY <= 96 && $0.frame.minY >= 44 } == true)
    }

    @Test("An inline title is centred in a 44 pt bar", arguments: [false, true])
    func navigationInlineTitle(old: Bool) {
        let content = Color.red.accessibilityIdentifier("content")
        let titled =
            old
            ? AnyView(NavigationView { content.navigationBarTitle(Text("Settings"), displayMode: .inline) })
            : AnyView(
                NavigationStack { content.navigationTitle("Settings").navigationBarTitleDisplayMode(.inline) })
        let h = host(titled, width: 390, height: 844)
        #expect(h.texts() == ["Settings"])
        #expect(h.rect("content") == CGRect(x: 0, y: 44, width: 390, height: 800))
        let title = h.displayList.items.first { $0.text == "Settings" }
        #expect(title.map { abs($0.frame.midX - 195) < 1 && $0.frame.maxY <= 44 } == true)
    }

    @Test("The title follows state, and the content stays hit-testable below the bar")
    func navigationTitleFollowsState() {
        struct Counter: View {
            @State private var count = 0
            var body: some View {
                NavigationStack {
                    Button("Add") { count += 1 }
                        .accessibilityIdentifier("add")
                        .navigationTitle("Count \(count)")
                }
            }
        }
        let h = host(Counter(), width: 390, height: 844)
        #expect(h.texts().contains("Count 0"))
        #expect(h.tap("add"))
        #expect(h.texts().contains("Count 1"))
    }

    @Test("Section puts header, content and footer in order among its container's children")
    func section() {
        let h = host(
            VStack(spacing: 0) {
                Section {
                    Text("row")
                } header: {
                    Text("Header")
                } footer: {
                    Text("Footer")
                }
                Section("Titled") { Text("second") }
            })
        #expect(h.texts() == ["Header", "row", "Footer", "Titled", "second"])
    }

    @Test("Flexible columns share the width less the spacing")
    func lazyVGridFlexible() {
        let h = host(
            LazyVGrid(columns: [GridItem(), GridItem(), GridItem()], spacing: 10) {
                ForEach(0..<5) { i in Color.red.frame(height: 40).accessibilityIdentifier("c\(i)") }
            }, width: 320, height: 400)
        let width = (320 - 16) / 3.0
        expectApprox(h.rect("c0").width, width)
        expectApprox(h.rect("c1").minX - h.rect("c0").maxX, 8)
        expectApprox(h.rect("c3").minY - h.rect("c0").maxY, 10)
        expectApprox(h.rect("c3").minX, h.rect("c0").minX)
        #expect(h.rect("c4").minX == h.rect("c1").minX)
        expectApprox(h.rect("c0").minY, (400 - 90) / 2)
    }

    @Test("An adaptive item makes as many columns as fit; fixed ones keep their size")
    func lazyVGridAdaptiveAndFixed() {
        let adaptive = host(
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))]) {
                ForEach(0..<4) { i in Color.red.frame(height: 20).accessibilityIdentifier("c\(i)") }
            }, width: 320, height: 400)
        expectApprox(adaptive.rect("c0").width, (320 - 16) / 3.0)
        expectApprox(adaptive.rect("c3").minX, adaptive.rect("c0").minX)
        let fixed = host(
            LazyVGrid(columns: [GridItem(.fixed(50), spacing: 4), GridItem(.flexible(maximum: 80))]) {
                ForEach(0..<2) { i in Color.red.frame(height: 20).accessibilityIdentifier("c\(i)") }
            }, width: 320, height: 400)
        #expect(fixed.rect("c0").width == 50)
        #expect(fixed.rect("c1").width == 80)
        #expect(fixed.rect("c1").minX - fixed.rect("c0").maxX == 4)
    }

    @Test("LazyHGrid fills rows column by column")
    func lazyHGrid() {
        let h = host(
            LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(30))], spacing: 5) {
                ForEach(0..<3) { i in Color.red.frame(width: 20).accessibilityIdentifier("c\(i)") }
            }, width: 300, height: 200)
        #expect(h.rect("c1").minY - h.rect("c0").maxY == 8)
        #expect(h.rect("c1").minX == h.rect("c0").minX)
        #expect(h.rect("c2").minX - h.rect("c0").maxX == 5)
        #expect(h.rect("c2").minY == h.rect("c0").minY)
    }

    @Test("Bad grid items are answered without crashing")
    func badGridItems() {
        let h = host(
            LazyVGrid(
                columns: [
                    GridItem(.fixed(-5)), GridItem(.adaptive(minimum: 0)), GridItem(.flexible(minimum: .nan)),
                    GridItem(.fixed(.infinity), spacing: .nan),
                ]
            ) {
                ForEach(0..<6) { i in Color.red.frame(height: 10).accessibilityIdentifier("c\(i)") }
            }, width: 300, height: 200)
        #expect(h.rect("c0").width == 0)
        #expect(h.rect("c0").height == 10)
    }

    @Test("Grid lines cells up in columns as wide as their widest cell")
    func grid() {
        let h = host(
            Grid(horizontalSpacing: 10, verticalSpacing: 5) {
                GridRow {
                    Color.red.frame(width: 30, height: 20).accessibilityIdentifier("a")
                    Color.red.frame(width: 60, height: 20).accessibilityIdentifier("b")
                }
                GridRow {
                    Color.red.frame(width: 50, height: 40).accessibilityIdentifier("c")
                    Color.red.frame(width: 20, height: 10).accessibilityIdentifier("d")
                }
                Color.blue.frame(height: 8).accessibilityIdentifier("rule")
                GridRow {
                    Color.red.frame(width: 40, height: 10).accessibilityIdentifier("wide").gridCellColumns(2)
                }
            }, width: 300, height: 200)
        // Columns 50 and 60 wide, 10 apart; rows 20, 40, 8 and 10 tall, 5 apart: 120 × 93, centred.
        let origin = CGPoint(x: 90, y: 53)
        #expect(h.rect("a") == CGRect(x: origin.x + 10, y: origin.y, width: 30, height: 20))
        #expect(h.rect("b") == CGRect(x: origin.x + 60, y: origin.y, width: 60, height: 20))
        #expect(h.rect("c") == CGRect(x: origin.x, y: origin.y + 25, width: 50, height: 40))
        #expect(h.rect("d") == CGRect(x: origin.x + 80, y: origin.y + 40, width: 20, height: 10))
        #expect(h.rect("rule") == CGRect(x: origin.x, y: origin.y + 70, width: 120, height: 8))
        #expect(h.rect("wide") == CGRect(x: origin.x + 40, y: origin.y + 83, width: 40, height: 10))
    }

    @Test("Flexible cells take the width a grid is offered beyond its columns' ideal widths")
    func gridFlexible() {
        let h = host(
            Grid(horizontalSpacing: 0) {
                GridRow {
                    Text("Name").accessibilityIdentifier("label")
                    Color.red.frame(height: 20).accessibilityIdentifier("fill")
                }
            }, width: 300, height: 200)
        expectApprox(h.rect("fill").maxX, 300)
        expectApprox(h.rect("fill").minX, h.rect("label").maxX)
    }
}

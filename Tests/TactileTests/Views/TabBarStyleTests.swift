import Foundation
import Tactile
import TactileTesting
import Testing

/// Ten tabs in one block, the sidebar-adaptable and tab-bar-only styles, the tab bar placement in
/// the environment, and a tab view customization's encoding.
@MainActor
@Suite("Tab bar styles")
struct TabBarStyleTests {
    private struct Placement: View {
        @Environment(\.tabBarPlacement) private var placement
        @Environment(\.isTabBarShowingSections) private var sections
        var body: some View {
            Text("placement \(placement.map { "\($0)" } ?? "none"), sections \(sections)")
        }
    }

    private struct Ten: View {
        let style: Int
        @State private var selection = 0
        var body: some View {
            let tabs = TabView(selection: $selection) {
                Tab("T0", systemImage: "0.circle", value: 0) { Placement() }
                Tab("T1", systemImage: "1.circle", value: 1) { Text("one") }
                Tab("T2", systemImage: "2.circle", value: 2) { Text("two") }
                Tab("T3", systemImage: "3.circle", value: 3) { Text("three") }
                Tab("T4", systemImage: "4.circle", value: 4) { Text("four") }
                Tab("T5", systemImage: "5.circle", value: 5) { Text("five") }
                Tab("T6", systemImage: "6.circle", value: 6) { Text("six") }
                Tab("T7", systemImage: "7.circle", value: 7) { Text("seven") }
                Tab("T8", systemImage: "8.circle", value: 8) { Text("eight") }
                Tab("T9", systemImage: "9.circle", value: 9) { Text("nine") }
            }
            switch style {
            case 0: tabs.tabViewStyle(.sidebarAdaptable)
            case 1: tabs.tabViewStyle(.tabBarOnly)
            default: tabs.tabViewStyle(.page)
            }
        }
    }

    @Test("Ten tabs in one block; adaptable and bar-only styles draw a tab bar", arguments: [0, 1])
    func tenTabsInABar(style: Int) {
        let sim = TouchSimulator(Ten(style: style), size: CGSize(width: 390, height: 844))
        for i in 0..<10 { #expect(sim.texts().contains("T\(i)")) }
        let last = sim.frame(of: .text("T9")) ?? .null
        #expect(last.minY > 844 - 49, "the label is in the tab bar: \(last)")
        #expect(sim.texts().contains { $0.hasPrefix("placement") && $0.contains("bottomBar") })
        #expect(sim.texts().contains { $0.hasSuffix("sections false") })
        sim.tap(on: .text("T9"))
        #expect(sim.texts().contains("nine"))
    }

    @Test("A paging tab view's placement is the page indicator; none outside a tab view")
    func placements() {
        let paged = TouchSimulator(Ten(style: 2), size: CGSize(width: 390, height: 844))
        #expect(paged.texts().contains { $0.contains("pageIndicator") })
        let alone = TouchSimulator(Placement(), size: CGSize(width: 390, height: 100))
        #expect(alone.texts().contains { $0.contains("placement none") })
    }

    @Test("A customization encodes what it was told and decodes to an equal one")
    func customizationRoundTrip() throws {
        var customization = TabViewCustomization()
        customization[sidebarVisibility: "sent"] = .hidden
        customization[sidebarVisibility: "inbox"] = .visible
        let data = try JSONEncoder().encode(customization)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("\"sent\"") && text.contains("hidden"))
        let decoded = try JSONDecoder().decode(TabViewCustomization.self, from: data)
        #expect(decoded == customization)
        #expect(decoded[sidebarVisibility: "sent"] == .hidden)
    }
}

import Foundation
import Tactile
import TactileTesting
import Testing

/// `toolbar(id:content:)`, customizable items in their default customization, the fixed-arity
/// builder blocks, `if #available` and labelled item groups.
@MainActor
@Suite("Customizable toolbars")
struct CustomizableToolbarTests {
    private struct Editor: View {
        @State private var log = "none"
        var body: some View {
            NavigationStack {
                Text("did \(log)")
                    .navigationTitle("Doc")
                    .toolbar(id: "editor") {
                        ToolbarItem(id: "bold", placement: .topBarTrailing) { Button("Bold") { log = "bold" } }
                        ToolbarItem(id: "cancel", placement: .cancellationAction) {
                            Button("Cancel") { log = "cancel" }
                        }
                        ToolbarItem(id: "spare", placement: .topBarTrailing, showsByDefault: false) { Text("Spare") }
                        ToolbarItem(id: "gone", placement: .topBarTrailing) { Text("Gone") }
                            .defaultCustomization(.hidden)
                        ToolbarItem(id: "kept", placement: .bottomBar) { Button("Kept") { log = "kept" } }
                            .defaultCustomization(.hidden, options: .alwaysAvailable)
                        ToolbarItem(id: "fixed", placement: .bottomBar) { Text("Fixed") }
                            .customizationBehavior(.disabled)
                    }
            }
        }
    }

    @Test("Items of a customizable toolbar are drawn at their placements and take taps")
    func itemsDrawnAndTapped() {
        let sim = TouchSimulator(Editor(), size: CGSize(width: 390, height: 844))
        let bold = sim.frame(of: .text("Bold")) ?? .null
        #expect(bold.maxY <= 44 && bold.minX > 195)
        let cancel = sim.frame(of: .text("Cancel")) ?? .null
        #expect(cancel.maxY <= 44 && cancel.maxX < 195)
        #expect((sim.frame(of: .text("Fixed")) ?? .null).minY >= 800)
        sim.tap(on: .text("Bold"))
        #expect(sim.texts().contains("did bold"))
        sim.tap(on: .text("Cancel"))
        #expect(sim.texts().contains("did cancel"))
        sim.tap(on: .text("Kept"))
        #expect(sim.texts().contains("did kept"))
    }

    @Test("Items hidden by default are left out of the bar")
    func hiddenByDefault() {
        let sim = TouchSimulator(Editor(), size: CGSize(width: 390, height: 844))
        #expect(!sim.texts().contains("Spare"))
        #expect(!sim.texts().contains("Gone"))
        #expect(sim.texts().contains("Kept"))
    }

    @Test("An item's id is the one it was made with")
    func itemID() {
        let item = ToolbarItem(id: "share", placement: .primaryAction) { Text("Share") }
        #expect(item.id == "share")
    }

    private struct Many: View {
        let extra: Bool
        var body: some View {
            NavigationStack {
                Color.clear
                    .toolbar {
                        ToolbarItem(placement: .bottomBar) { Text("B1") }
                        ToolbarItem(placement: .bottomBar) { Text("B2") }
                        ToolbarItem(placement: .bottomBar) { Text("B3") }
                        ToolbarItem(placement: .topBarLeading) { Text("L1") }
                        ToolbarItem(placement: .topBarTrailing) { Text("T1") }
                        ToolbarItem(placement: .topBarTrailing) { Text("T2") }
                        ToolbarItem(placement: .principal) { Text("P") }
                        if #available(iOS 17, macOS 14, *) {
                            ToolbarItem(placement: .topBarLeading) { Text("New") }
                        }
                        if extra {
                            ToolbarItem(placement: .topBarLeading) { Text("Extra") }
                        }
                        ToolbarItemGroup(placement: .bottomBar) {
                            Text("G1")
                        } label: {
                            Text("Group")
                        }
                    }
            }
        }
    }

    @Test("A block of ten pieces, with `if #available` and `if`, gives every item")
    func tenPieces() {
        let sim = TouchSimulator(Many(extra: true), size: CGSize(width: 390, height: 844))
        let texts = sim.texts()
        for name in ["B1", "B2", "B3", "L1", "T1", "T2", "P", "New", "Extra", "G1"] {
            #expect(texts.contains(name), "\(name) missing")
        }
        #expect(!texts.contains("Group"))
        let without = TouchSimulator(Many(extra: false), size: CGSize(width: 390, height: 844))
        #expect(!without.texts().contains("Extra"))
        #expect(without.texts().contains("New"))
    }

    @Test("The toolbar label style is the toolbar's default (nil) on iOS")
    func labelStyle() {
        struct Probe: View {
            @Environment(\.toolbarLabelStyle) private var style
            var body: some View { Text(style == nil ? "default" : "set") }
        }
        let sim = TouchSimulator(Probe(), size: CGSize(width: 200, height: 100))
        #expect(sim.texts().contains("default"))
        #expect(ToolbarLabelStyle.automatic == .automatic)
    }
}

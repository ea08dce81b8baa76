import Foundation
import Tactile
import TactileTesting
import Testing

/// `.toolbar` items drawn in the navigation bar and the bottom bar at their placements, tappable.
@MainActor
@Suite("Toolbars")
struct ToolbarTests {
    private struct Editor: View {
        @State private var log = "none"
        @State private var editing = false
        var body: some View {
            NavigationStack {
                Color.clear
                    .accessibilityIdentifier("content")
                    .overlay { Text("did \(log)") }
                    .navigationTitle("Notes")
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) { Button("Cancel") { log = "cancel" } }
                        ToolbarItem(placement: .topBarTrailing) { Button("Add") { log = "add" } }
                        if editing {
                            ToolbarItem(placement: .principal) { Text("Editing") }
                        }
                        ToolbarItemGroup(placement: .bottomBar) {
                            Button("Edit") { editing.toggle() }
                            Spacer()
                            Button("Share") { log = "share" }
                        }
                    }
            }
        }
    }

    @Test("Leading, trailing and bottom items are drawn at their places and run their actions")
    func placements() {
        let sim = TouchSimulator(Editor(), size: CGSize(width: 390, height: 844))
        let cancel = sim.frame(of: .text("Cancel")) ?? .null
        let add = sim.frame(of: .text("Add")) ?? .null
        #expect(cancel.minX >= 16 && cancel.maxX < 195 && cancel.maxY <= 44)
        #expect(add.maxX <= 374 && add.minX > 195 && add.maxY <= 44)
        // The bottom bar is 44 pt at the bottom; its group's spacer spreads its buttons.
        let edit = sim.frame(of: .text("Edit")) ?? .null
        let share = sim.frame(of: .text("Share")) ?? .null
        #expect(edit.minY >= 800 && share.minY >= 800)
        #expect(edit.minX < 60 && share.maxX > 330)
        #expect(sim.frame(of: "content") == CGRect(x: 0, y: 44, width: 390, height: 844 - 88))
        sim.tap(on: .text("Add"))
        #expect(sim.texts().contains("did add"))
        sim.tap(on: .text("Cancel"))
        #expect(sim.texts().contains("did cancel"))
        sim.tap(on: .text("Share"))
        #expect(sim.texts().contains("did share"))
    }

    @Test("A principal item replaces the title; items follow the state of the view declaring them")
    func principal() {
        let sim = TouchSimulator(Editor(), size: CGSize(width: 390, height: 844))
        #expect(sim.texts().contains("Notes"))
        sim.tap(on: .text("Edit"))
        #expect(sim.texts().contains("Editing"))
        #expect(!sim.texts().contains("Notes"))
        let editing = sim.frame(of: .text("Editing")) ?? .null
        #expect(abs(editing.midX - 195) < 1)
    }

    private struct Actions: ToolbarContent {
        let done: () -> Void
        var body: some ToolbarContent {
            ToolbarItem(placement: .confirmationAction) { Button("Done", action: done) }
        }
    }

    @Test("Bare views go to the trailing side; custom ToolbarContent works; .toolbar(.hidden) hides the bar")
    func bareViewsAndHidden() {
        struct Screen: View {
            let hidden: Bool
            @State private var count = 0
            var body: some View {
                NavigationStack {
                    Color.clear.accessibilityIdentifier("content")
                        .overlay { Text("count \(count)") }
                        .toolbar { Button("Plus") { count += 1 } }
                        .toolbar { Actions { count += 10 } }
                        .toolbar(hidden ? .hidden : .visible, for: .navigationBar)
                        .toolbarBackground(.white, for: .navigationBar)
                }
            }
        }
        let sim = TouchSimulator(Screen(hidden: false), size: CGSize(width: 390, height: 844))
        let plus = sim.frame(of: .text("Plus")) ?? .null
        let done = sim.frame(of: .text("Done")) ?? .null
        #expect(plus.minX > 195 && done.minX > plus.maxX && plus.maxY <= 44, "\(plus) \(done)")
        sim.tap(on: .text("Plus"))
        sim.tap(on: .text("Done"))
        #expect(sim.texts().contains("count 11"))
        let hidden = TouchSimulator(Screen(hidden: true), size: CGSize(width: 390, height: 844))
        #expect(!hidden.texts().contains("Plus"))
        #expect(hidden.frame(of: "content") == CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test("A pushed view's toolbar items sit beside the back button")
    func pushedToolbar() {
        let sim = TouchSimulator(
            NavigationStack {
                NavigationLink("Open") {
                    Text("Detail").toolbar {
                        ToolbarItem(placement: .topBarLeading) { Text("Lead") }
                    }
                }
            }, size: CGSize(width: 390, height: 844))
        sim.tap(on: .text("Open"))
        let back = sim.frame(of: .text("Back")) ?? .null
        let lead = sim.frame(of: .text("Lead")) ?? .null
        #expect(back.maxX < lead.minX && lead.maxX < 195)
    }
}

/// The older bar API that `NavigationView` code uses: `navigationBarItems`, `navigationViewStyle`.
@MainActor
@Suite("Older navigation bar API")
struct OlderNavigationBarTests {
    @Test("navigationBarItems puts views on both sides of the bar; navigationViewStyle changes nothing")
    func barItems() {
        struct Screen: View {
            @State private var count = 0
            var body: some View {
                NavigationView {
                    Text("count \(count)")
                        .navigationBarTitle("Old", displayMode: .inline)
                        .navigationBarItems(leading: Text("Left"), trailing: Button("Right") { count += 1 })
                }
                .navigationViewStyle(.stack)
            }
        }
        let sim = TouchSimulator(Screen(), size: CGSize(width: 390, height: 844))
        let left = sim.frame(of: .text("Left")) ?? .null
        let right = sim.frame(of: .text("Right")) ?? .null
        #expect(left.maxX < 195 && right.minX > 195 && left.maxY <= 44 && right.maxY <= 44)
        sim.tap(on: .text("Right"))
        #expect(sim.texts().contains("count 1"))
    }
}

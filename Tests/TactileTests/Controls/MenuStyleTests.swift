import Foundation
import Tactile
import TactileTesting
import Testing

/// Menu styles, `menuActionDismissBehavior`, and the `ContextMenu` value form.
@MainActor
@Suite("Menu styles and options")
struct MenuStyleTests {
    struct TaggedMenuStyle: MenuStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                Text("Styled")
                Menu(configuration)
            }
        }
    }

    private struct Counter: View {
        let behavior: MenuActionDismissBehavior
        @State private var count = 0
        var body: some View {
            VStack(spacing: 20) {
                Menu("Count") {
                    Button("Add") { count += 1 }
                }
                .menuActionDismissBehavior(behavior)
                Text("count \(count)")
            }
        }
    }

    @Test("A custom style wraps the menu, which still opens and runs its rows")
    func customStyle() {
        let sim = TouchSimulator(
            Counter(behavior: .automatic).menuStyle(TaggedMenuStyle()), size: CGSize(width: 390, height: 844))
        #expect(sim.texts().contains("Styled"))
        sim.tap(on: .text("Count"))
        sim.tap(on: .text("Add"))
        #expect(sim.texts().contains("count 1"))
    }

    @Test("The built-in styles draw the menu as the default does", arguments: [0, 1])
    func builtInStyles(style: Int) {
        let plain = TouchSimulator(Counter(behavior: .automatic), size: CGSize(width: 390, height: 844))
        let view = Counter(behavior: .automatic)
        let styled = TouchSimulator(
            style == 0 ? AnyView(view.menuStyle(.button)) : AnyView(view.menuStyle(.automatic)),
            size: CGSize(width: 390, height: 844))
        #expect(styled.texts() == plain.texts())
        #expect(styled.frame(of: .text("Count")) == plain.frame(of: .text("Count")))
    }

    @Test(
        "A row's action closes the menu unless its dismiss behavior is disabled",
        arguments: [(MenuActionDismissBehavior.automatic, false), (.enabled, false), (.disabled, true)])
    func dismissBehavior(behavior: MenuActionDismissBehavior, staysOpen: Bool) {
        let sim = TouchSimulator(Counter(behavior: behavior), size: CGSize(width: 390, height: 844))
        sim.tap(on: .text("Count"))
        sim.tap(on: .text("Add"))
        #expect(sim.texts().contains("count 1"))
        #expect(sim.texts().contains("Add") == staysOpen)
        if staysOpen {
            sim.tap(on: .text("Add"))
            #expect(sim.texts().contains("count 2"))
        }
    }

    @Test("A ContextMenu value opens on a long press; nil adds no menu", arguments: [true, false])
    func contextMenuValue(hasMenu: Bool) {
        let menu = hasMenu ? ContextMenu { Button("Copy") {} } : nil
        let sim = TouchSimulator(Text("Note").padding().contextMenu(menu), size: CGSize(width: 390, height: 844))
        sim.longPress(on: .text("Note"))
        #expect(sim.texts().contains("Copy") == hasMenu)
    }
}

import Foundation
import TactileTesting
import Testing

@testable import Tactile
@testable import TactileViewCore

/// `labelStyle(_:)`: the built-in styles draw the title, the icon or both; a custom style gets
/// both as views and can wrap the standard label.
@MainActor
@Suite("LabelStyle")
struct LabelStyleTests {
    private struct Boxed: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                Text("styled")
                Label(configuration)
            }
        }
    }

    private func drawn(_ view: some View) -> (title: Int, icon: Int, styled: Int) {
        let sim = TouchSimulator(view, size: CGSize(width: 300, height: 200))
        return (
            sim.displayList.texts("Inbox").count, sim.displayList.images(named: "tray").count,
            sim.displayList.texts("styled").count
        )
    }

    @Test("Each built-in style draws its parts")
    func builtIn() {
        let label = Label("Inbox", systemImage: "tray")
        #expect(drawn(label) == (1, 1, 0))
        #expect(drawn(label.labelStyle(.automatic)) == (1, 1, 0))
        #expect(drawn(label.labelStyle(.titleAndIcon)) == (1, 1, 0))
        #expect(drawn(label.labelStyle(.titleOnly)) == (1, 0, 0))
        #expect(drawn(label.labelStyle(.iconOnly)) == (0, 1, 0))
    }

    @Test("The style applies to every label below it; a custom style can wrap the standard label")
    func custom() {
        #expect(drawn(VStack { Label("Inbox", systemImage: "tray") }.labelStyle(Boxed())) == (1, 1, 1))
    }

    @Test("The title-and-icon style puts the icon before the title")
    func order() {
        let sim = TouchSimulator(
            Label("Inbox", systemImage: "tray").labelStyle(.titleAndIcon), size: CGSize(width: 300, height: 200))
        let title = sim.displayList.texts("Inbox").first?.frame ?? .null
        let icon = sim.displayList.images(named: "tray").first?.frame ?? .null
        #expect(icon.maxX <= title.minX)
    }
}

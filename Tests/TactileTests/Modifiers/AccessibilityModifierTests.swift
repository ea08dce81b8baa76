import Foundation
import Tactile
import TactileTesting
import Testing

/// Accessibility modifiers as tests see them: through `inspectedViews()` and the label finder.
@MainActor
@Suite("Accessibility modifiers")
struct AccessibilityModifierTests {
    final class Log {
        var entries: [String] = []
    }

    private func element(_ label: String, in host: ViewHost) throws -> AccessibilityProperties {
        let views = host.inspectedViews().filter { $0.accessibility.isElement && $0.accessibility.label == label }
        #expect(views.count == 1)
        return try #require(views.first).accessibility
    }

    @Test("Value, hint, traits, sort priority and input labels are read with the label as one element")
    func chainReadsAsOneElement() throws {
        let host = ViewHost(
            Text("5")
                .accessibilityValue("5 of 10")
                .accessibilityLabel("Volume")
                .accessibilityHint(Text("Adjusts the volume"))
                .accessibilityAddTraits([.isButton, .isHeader])
                .accessibilityRemoveTraits(.isHeader)
                .accessibilitySortPriority(2)
                .accessibilityInputLabels(["Loudness", "Sound"]),
            size: CGSize(width: 200, height: 100))
        let volume = try element("Volume", in: host)
        #expect(volume.value == "5 of 10")
        #expect(volume.hint == "Adjusts the volume")
        #expect(volume.traits == .isButton)
        #expect(volume.sortPriority == 2)
        #expect(volume.inputLabels == ["Loudness", "Sound"])
        #expect(!volume.isHidden)
    }

    @Test("A hidden view, and views inside it, are not found by label; a visible one is")
    func hiddenIsNotFound() {
        let sim = TouchSimulator(
            VStack {
                Text("A").accessibilityLabel("shown")
                VStack { Text("B").accessibilityLabel("gone") }.padding().accessibilityHidden(true)
                Text("C").accessibilityLabel("kept").accessibilityHidden(false)
            })
        #expect(sim.count(of: .accessibilityLabel("shown")) == 1)
        #expect(sim.count(of: .accessibilityLabel("gone")) == 0)
        #expect(sim.count(of: .accessibilityLabel("kept")) == 1)
        #expect(sim.exists(.text("B")))
    }

    @Test("accessibilityElement(children:) ignores, combines or contains its children")
    func childBehaviour() throws {
        let ignored = TouchSimulator(
            HStack { Text("x").accessibilityLabel("inner") }.accessibilityElement().accessibilityLabel("outer"))
        #expect(ignored.count(of: .accessibilityLabel("inner")) == 0)
        #expect(ignored.count(of: .accessibilityLabel("outer")) == 1)

        let combined = ViewHost(
            HStack {
                Text("Ada")
                Image(systemName: "star").accessibilityLabel("favourite")
                Text("secret").accessibilityHidden(true)
            }.accessibilityElement(children: .combine), size: CGSize(width: 300, height: 100))
        _ = try element("Ada, favourite", in: combined)
        let favourites = combined.inspectedViews().filter { $0.accessibilityLabel == "favourite" }
        #expect(favourites.count == 1)
        #expect(favourites.first?.accessibility.isHidden == true)

        let contained = TouchSimulator(
            HStack { Text("x").accessibilityLabel("inner") }.accessibilityElement(children: .contain))
        #expect(contained.count(of: .accessibilityLabel("inner")) == 1)
    }

    @Test("Accessibility actions run by name on the labelled element, and not when it is hidden")
    func actions() {
        let log = Log()
        let view = Text("Mail")
            .accessibilityLabel("Message")
            .accessibilityAction { log.entries.append("open") }
            .accessibilityAction(named: "Archive") { log.entries.append("archive") }
            .accessibilityAction(.delete) { log.entries.append("delete") }
        let host = ViewHost(view, size: CGSize(width: 200, height: 100))
        #expect(host.performAccessibilityAction(named: "Archive", onViewLabelled: "Message"))
        #expect(host.performAccessibilityAction(named: "default", onViewLabelled: "Message"))
        #expect(host.performAccessibilityAction(named: "delete", onViewLabelled: "Message"))
        #expect(!host.performAccessibilityAction(named: "escape", onViewLabelled: "Message"))
        #expect(log.entries == ["archive", "open", "delete"])
        let names = host.inspectedViews().first { $0.accessibility.isElement }?.accessibility.actionNames
        #expect(names == ["default", "Archive", "delete"])

        let hidden = ViewHost(view.accessibilityHidden(true), size: CGSize(width: 200, height: 100))
        #expect(!hidden.performAccessibilityAction(named: "Archive", onViewLabelled: "Message"))
        #expect(log.entries.count == 3)
    }

    @Test("Accessibility modifiers change neither layout nor drawing")
    func noLayoutOrDrawing() {
        let plain = ViewHost(Text("Hi").padding(), size: CGSize(width: 100, height: 100))
        let annotated = ViewHost(
            Text("Hi").accessibilityValue("v").accessibilityHint("h").accessibilityHidden(true)
                .accessibilityAddTraits(.isStaticText).padding(),
            size: CGSize(width: 100, height: 100))
        #expect(plain.svg() == annotated.svg())
    }
}

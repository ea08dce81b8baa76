import Foundation
import Tactile
import TactileTestSupport
import TactileTesting
import Testing

/// `accessibilityActions { … }`, `accessibilityAction(action:label:)` and
/// `accessibilityScrollAction`: named actions in the accessibility tree that VoiceOver's actions
/// rotor (and the test kit) perform.
@MainActor
@Suite("Accessibility action lists")
struct AccessibilityActionListTests {
    struct Message: View {
        let log: Log
        var body: some View {
            Text("Hello")
                .accessibilityElement()
                .accessibilityLabel("Message")
                .accessibilityActions {
                    Button("Reply") { log("reply") }
                    Button("Forward") { log("forward") }
                }
                .accessibilityActions(category: .edit) {
                    Button("Delete") { log("delete") }
                }
                .accessibilityAction(action: { log("flag") }) { Text("Flag") }
                .accessibilityScrollAction { edge in log("scroll \(edge)") }
        }
    }

    @Test("the buttons and the labelled action become named actions the test kit performs")
    func namedActions() throws {
        let log = Log()
        let sim = TouchSimulator(Message(log: log), size: CGSize(width: 200, height: 100))
        let element = try #require(sim.accessibilityElement(.accessibilityLabel("Message")))
        for name in ["Reply", "Forward", "Delete", "Flag", "scroll(top)", "scroll(trailing)"] {
            #expect(element.actions.contains(.named(name)), "\(name)")
        }
        #expect(element.actionCategories == ["Delete": "Edit"])
        sim.performAccessibilityAction(named: "Forward", on: .accessibilityLabel("Message"))
        sim.performAccessibilityAction(named: "Delete", on: .accessibilityLabel("Message"))
        sim.performAccessibilityAction(named: "Flag", on: .accessibilityLabel("Message"))
        sim.performAccessibilityAction(
            named: AccessibilityScrollActionNames.name(for: .bottom), on: .accessibilityLabel("Message"))
        #expect(log.entries == ["forward", "delete", "flag", "scroll bottom"])
        #expect(!sim.texts().contains("Reply"), "the action buttons are not drawn")
    }

    @Test("categories compare by name")
    func categories() {
        #expect(AccessibilityActionCategory("Edit") == .edit)
        #expect(AccessibilityActionCategory(Text("Share")) != .default)
        #expect(AccessibilityActionCategory(LocalizedStringKey("Share")) == AccessibilityActionCategory("Share"))
        #expect(AccessibilityDirectTouchOptions.Element.silentOnTouch == .silentOnTouch)
    }
}

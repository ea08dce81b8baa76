import Foundation
import Tactile
import Testing

/// `accessibility(label:)` and the other first accessibility modifiers, as the rating view of a
/// well-known tutorial writes them: each sets what its newer form sets.
@MainActor
@Suite("accessibility(label:) and the other first forms")
struct AccessibilityLabelledFormsTests {
    private func element(_ label: String, in host: ViewHost) throws -> AccessibilityProperties {
        let views = host.inspectedViews().filter { $0.accessibility.isElement && $0.accessibility.label == label }
        #expect(views.count == 1)
        return try #require(views.first).accessibility
    }

    @Test func theFirstFormsSetWhatTheNewOnesSet() throws {
        let host = ViewHost(
            Image(systemName: "star.fill")
                .accessibility(label: Text("3 stars"))
                .accessibility(hint: Text("Sets the rating"))
                .accessibility(value: Text("selected"))
                .accessibility(removeTraits: .isImage)
                .accessibility(addTraits: [.isButton, .isSelected])
                .accessibility(sortPriority: 2),
            size: CGSize(width: 200, height: 100))
        let star = try element("3 stars", in: host)
        #expect(star.hint == "Sets the rating")
        #expect(star.value == "selected")
        #expect(star.traits.contains(.isButton))
        #expect(star.traits.contains(.isSelected))
        #expect(!star.traits.contains(.isImage))
        #expect(star.sortPriority == 2)
    }

    @Test func hiddenAndIdentifier() {
        let host = ViewHost(
            VStack {
                Text("shown").accessibility(identifier: "kept")
                Text("gone").accessibility(label: Text("gone")).accessibility(hidden: true)
            },
            size: CGSize(width: 200, height: 100))
        let views = host.inspectedViews()
        #expect(host.frame(ofAccessibilityIdentifier: "kept") != nil)
        let gone = views.filter { $0.accessibilityLabel == "gone" }
        #expect(gone.count == 1)
        #expect(gone.first?.accessibility.isHidden == true)
    }
}

/// `accessibilityAdjustableAction`, as a rating view lets VoiceOver move its value.
@MainActor
@Suite("accessibilityAdjustableAction")
struct AccessibilityAdjustableActionTests {
    @Test func incrementAndDecrementReachTheHandler() {
        final class Log { var directions: [AccessibilityAdjustmentDirection] = [] }
        let log = Log()
        let host = ViewHost(
            Text("3 stars").accessibilityLabel("Rating").accessibilityAdjustableAction { log.directions.append($0) },
            size: CGSize(width: 200, height: 100))
        #expect(host.performAccessibilityAction(named: "Increment", onViewLabelled: "Rating"))
        #expect(host.performAccessibilityAction(named: "Decrement", onViewLabelled: "Rating"))
        #expect(log.directions == [.increment, .decrement])
    }
}

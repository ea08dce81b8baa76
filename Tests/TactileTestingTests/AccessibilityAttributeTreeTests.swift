import Foundation
import Tactile
import TactileTesting
import Testing

/// The later accessibility modifiers as the accessibility tree records them: heading levels,
/// custom content, text content types, direct touch, activation points, zoom, rotors, labelled
/// pairs, focus state and the `isEnabled` forms.
@MainActor
@Suite("Accessibility attributes in the tree")
struct AccessibilityAttributeTreeTests {
    final class Log {
        var entries: [String] = []
    }

    private func element(_ label: String, in view: some View) throws -> AccessibilityElement {
        let sim = TouchSimulator(view)
        return try #require(sim.accessibilityTree().elements(labelled: label).first)
    }

    @Test(
        "A heading level is recorded and printed, without giving the header trait",
        arguments: [(AccessibilityHeadingLevel.h1, "1"), (.h3, "3"), (.unspecified, "unspecified")])
    func headingLevel(level: AccessibilityHeadingLevel, printed: String) throws {
        let made = try element("Inbox", in: Text("Inbox").accessibilityHeading(level))
        #expect(made.headingLevel == level)
        #expect(made.role == .text)
        #expect(made.description.contains("level: \(level)"))
        #expect(level.rawValue == (printed == "unspecified" ? 0 : UInt(printed)))
    }

    @Test("Custom content: in order, the innermost value of a key wins, nil removes it, importance is kept")
    func customContent() throws {
        let made = try element(
            "Rex",
            in: Text("Rex")
                .accessibilityCustomContent("Breed", "Collie")
                .accessibilityCustomContent(
                    AccessibilityCustomContentKey("Age", id: "age"), Text("3 years"), importance: .high
                )
                .accessibilityCustomContent("Breed", "Poodle")
                .accessibilityCustomContent(AccessibilityCustomContentKey("Owner"), nil as Text?)
                .accessibilityCustomContent("Owner", "Ann"))
        #expect(made.customContent.map(\.label) == ["Breed", "Age"])
        #expect(made.customContent.map(\.value) == ["Collie", "3 years"])
        #expect(made.customContent.map(\.isImportant) == [false, true])
        #expect(made.description.hasSuffix(#"content: "Breed": "Collie", "Age": "3 years" (high)"#))
    }

    @Test("Keys are equal when their identities are")
    func customContentKeys() {
        #expect(AccessibilityCustomContentKey("Age") == AccessibilityCustomContentKey(Text("Years"), id: "Age"))
        #expect(AccessibilityCustomContentKey("Age") != AccessibilityCustomContentKey("Age", id: "age"))
    }

    @Test("Text content type, input labels and responding to interaction are recorded")
    func recordedAttributes() throws {
        let made = try element(
            "main.swift",
            in: Text("main.swift")
                .accessibilityTextContentType(.sourceCode)
                .accessibilityInputLabels(["Main", "Source"])
                .accessibilityRespondsToUserInteraction(false))
        #expect(made.textContentType == .sourceCode)
        #expect(made.inputLabels == ["Main", "Source"])
        #expect(made.respondsToUserInteraction == false)
        #expect(made.description.contains("contentType: sourceCode"))
        #expect(made.description.contains(#"inputLabels: "Main", "Source""#))
    }

    @Test("A direct-touch area has the direct-interaction trait and its options; false attaches nothing")
    func directTouch() throws {
        let area = try element(
            "Keys",
            in: Color.gray.frame(width: 100, height: 40).accessibilityLabel("Keys").accessibilityDirectTouch(
                options: .silentOnTouch))
        #expect(area.traits.contains(.allowsDirectInteraction))
        #expect(area.directTouchOptions == .silentOnTouch)
        let plain = try element(
            "Keys",
            in: Color.gray.frame(width: 100, height: 40).accessibilityLabel("Keys").accessibilityDirectTouch(false))
        #expect(!plain.traits.contains(.allowsDirectInteraction))
        #expect(plain.directTouchOptions == nil)
    }

    struct Pad: View {
        let log: Log
        var body: some View {
            Color.blue
                .frame(width: 100, height: 50)
                .onTapGesture(coordinateSpace: .local) { point in log.entries.append("\(Int(point.x)),\(Int(point.y))")
                }
                .accessibilityElement()
                .accessibilityLabel("Pad")
                .accessibilityActivationPoint(UnitPoint(x: 0.25, y: 0.5))
        }
    }

    @Test("Activating taps at the activation point")
    func activationPoint() {
        let log = Log()
        let sim = TouchSimulator(Pad(log: log))
        sim.activate(.accessibilityLabel("Pad"))
        #expect(log.entries == ["25,25"])
    }

    @Test("The isEnabled forms attach when enabled and nothing when not", arguments: [true, false])
    func enabledForms(isEnabled: Bool) throws {
        let sim = TouchSimulator(
            Text("Plain")
                .accessibilityLabel("Named", isEnabled: isEnabled)
                .accessibilityValue("7", isEnabled: isEnabled)
                .accessibilityHint("Opens it", isEnabled: isEnabled)
                .accessibilityIdentifier("plain", isEnabled: isEnabled))
        let made = try #require(sim.accessibilityTree().elements.first)
        #expect(made.label == (isEnabled ? "Named" : "Plain"))
        #expect(made.value == (isEnabled ? "7" : nil))
        #expect(made.hint == (isEnabled ? "Opens it" : nil))
        #expect(made.identifier == (isEnabled ? "plain" : nil))
        let hidden = TouchSimulator(Text("Gone").accessibilityHidden(true, isEnabled: isEnabled))
        #expect(hidden.accessibilityTree().elements.count == (isEnabled ? 0 : 1))
    }

    struct Map: View {
        let log: Log
        var body: some View {
            Color.green
                .frame(width: 200, height: 100)
                .accessibilityLabel("Map")
                .accessibilityZoomAction { action in
                    log.entries.append("\(action.direction) \(Int(action.point.x)),\(Int(action.point.y))")
                }
        }
    }

    @Test("Zoom requests are the element's zoomIn and zoomOut actions, at its centre")
    func zoom() throws {
        let log = Log()
        let sim = TouchSimulator(Map(log: log))
        let map = try #require(sim.accessibilityTree().elements(labelled: "Map").first)
        #expect(map.actions.contains(.named("zoomIn")) && map.actions.contains(.named("zoomOut")))
        sim.performAccessibilityAction(named: "zoomIn", on: .accessibilityLabel("Map"))
        sim.performAccessibilityAction(named: "zoomOut", on: .accessibilityLabel("Map"))
        #expect(log.entries == ["zoomIn 100,50", "zoomOut 100,50"])
    }

    struct Message: Identifiable {
        let id: Int
        let subject: String
        let isFlagged: Bool
    }

    struct Inbox: View {
        let messages: [Message]
        var body: some View {
            VStack {
                ForEach(messages) { Text($0.subject) }
            }
            .accessibilityElement(children: .contain)
            .accessibilityRotor("Flagged") {
                AccessibilityRotorEntry("First", id: 0)
                if messages.count > 2 {
                    AccessibilityRotorEntry(Text("Third"), id: 2)
                }
            }
            .accessibilityRotor(.headings, entries: messages.filter(\.isFlagged), entryLabel: \.subject)
        }
    }

    @Test("Rotors are recorded with their entries: built ones, conditional ones and ones from models")
    func rotors() throws {
        let messages = [
            Message(id: 0, subject: "Hello", isFlagged: true), Message(id: 1, subject: "Lunch", isFlagged: false),
            Message(id: 2, subject: "Bills", isFlagged: true),
        ]
        let tree = TouchSimulator(Inbox(messages: messages)).accessibilityTree()
        let flagged = try #require(tree.rotor(labelled: "Flagged"))
        #expect(flagged.entries.map(\.label) == ["First", "Third"])
        #expect(flagged.entries.map(\.id) == ["0", "2"])
        let headings = try #require(tree.rotor(labelled: "headings"))
        #expect(headings.entries.map(\.label) == ["Hello", "Bills"])
        let short = TouchSimulator(Inbox(messages: Array(messages.prefix(2)))).accessibilityTree()
        #expect(short.rotor(labelled: "Flagged")?.entries.map(\.label) == ["First"])
    }

    struct Form: View {
        @Namespace private var pairs
        var body: some View {
            HStack {
                Text("Name").accessibilityLabeledPair(role: .label, id: "name", in: pairs)
                Color.gray.frame(width: 80, height: 20)
                    .accessibilityAddTraits(.isSearchField)
                    .accessibilityLabeledPair(role: .content, id: "name", in: pairs)
            }
        }
    }

    @Test("A content element with no label takes its pair's label")
    func labeledPair() throws {
        let tree = TouchSimulator(Form()).accessibilityTree()
        #expect(tree.elements.map(\.label) == ["Name", "Name"])
        #expect(tree.elements[1].traits.contains(.isSearchField))
    }

    enum Field: Hashable { case name, email }

    struct Fields: View {
        @AccessibilityFocusState private var focused: Field?
        var body: some View {
            VStack {
                Text("Name").accessibilityFocused($focused, equals: .name)
                Text("Email").accessibilityFocused($focused, equals: .email)
                Text("Focus: \(focused.map { "\($0)" } ?? "none")")
                Button("Go to email") { focused = .email }
            }
        }
    }

    @Test("Focus state: setting it moves the focus; moving the focus sets it")
    func focusState() throws {
        let sim = TouchSimulator(Fields())
        #expect(sim.accessibilityTree().elements.filter(\.isAccessibilityFocused).isEmpty)
        sim.activate(.button("Go to email"))
        #expect(sim.accessibilityTree().elements.filter(\.isAccessibilityFocused).map(\.label) == ["Email"])
        sim.moveAccessibilityFocus(to: .text("Name"))
        #expect(sim.count(of: .text("Focus: name")) == 1)
        let name = try #require(sim.accessibilityTree().elements(labelled: "Name").first)
        #expect(name.isAccessibilityFocused && name.description.hasSuffix("focused"))
    }

    @Test("Trait and technology sets behave as sets")
    func setAlgebra() {
        var traits: AccessibilityTraits = [.isButton, .isHeader]
        #expect(traits.contains(.isButton) && !traits.contains(.isLink))
        #expect(traits.insert(.isButton).inserted == false)
        #expect(traits.remove(.isHeader) == .isHeader)
        #expect(traits.remove(.isHeader) == nil)
        #expect(traits.symmetricDifference([.isButton, .isLink]) == .isLink)
        var technologies: AccessibilityTechnologies = [.voiceOver]
        #expect(technologies.insert(.switchControl).inserted)
        #expect(technologies.contains(.switchControl))
        #expect(technologies.intersection(.voiceOver) == .voiceOver)
        #expect(technologies.update(with: .voiceOver) == .voiceOver)
        #expect(technologies.remove([.voiceOver, .switchControl]) == [.voiceOver, .switchControl])
        #expect(technologies.isEmpty)
    }

    @Test(
        "Content size categories are dynamic type sizes",
        arguments: zip(ContentSizeCategory.allCases, DynamicTypeSize.allCases))
    func contentSizeCategory(category: ContentSizeCategory, size: DynamicTypeSize) {
        var environment = EnvironmentValues()
        environment.sizeCategory = category
        #expect(environment.dynamicTypeSize == size)
        #expect(category.isAccessibilityCategory == size.isAccessibilitySize)
        environment.dynamicTypeSize = size
        #expect(environment.sizeCategory == category)
    }

    @Test("Content size categories are ordered as the sizes")
    func contentSizeOrder() {
        #expect(ContentSizeCategory.small < .large && ContentSizeCategory.accessibilityMedium > .extraExtraExtraLarge)
        #expect(ContentSizeCategory.large <= .large && ContentSizeCategory.large >= .large)
        #expect(DynamicTypeSize.allCases.count == 12 && DynamicTypeSize.xSmall < .accessibility5)
    }
}

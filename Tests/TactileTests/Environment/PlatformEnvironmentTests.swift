// The environment values apps read about their window and the user's settings, and `openURL` with
// `Link`.
import Foundation
import Tactile
import TactileTesting
import Testing

private struct Reader: View {
    @Environment(\.horizontalSizeClass) var horizontal
    @Environment(\.verticalSizeClass) var vertical
    @Environment(\.accessibilityDifferentiateWithoutColor) var withoutColor
    @Environment(\.accessibilityVoiceOverEnabled) var voiceOver
    @Environment(\.accessibilityReduceMotion) var reduceMotion
    @Environment(\.scenePhase) var phase
    var body: some View {
        Text(
            "\(String(describing: horizontal!)) \(String(describing: vertical!)) \(withoutColor) \(voiceOver) "
                + "\(reduceMotion) \(String(describing: phase))")
    }
}

private struct OpenButton: View {
    @Environment(\.openURL) var openURL
    var body: some View {
        Button("Open") { openURL(URL(string: "https://example.com/open")!) }
    }
}

private struct OptionalWithDefaultKey: EnvironmentKey {
    static let defaultValue: Int? = 3
}

extension EnvironmentValues {
    fileprivate var optionalWithDefault: Int? {
        get { self[OptionalWithDefaultKey.self] }
        set { self[OptionalWithDefaultKey.self] = newValue }
    }
}

private struct OptionalKeyReader: View {
    @Environment(\.optionalWithDefault) var value
    var body: some View { Text(value.map(String.init) ?? "nil") }
}

@MainActor
@Suite("platform environment values and openURL")
struct PlatformEnvironmentTests {
    @Test("defaults: an iPhone's size classes in portrait, no accessibility setting on, the scene active")
    func defaults() {
        #expect(TouchSimulator(Reader()).texts() == ["compact regular false false false active"])
    }

    @Test("a key of optional type reads its default until set, and nil once set to nil")
    func optionalKeyDefault() {
        #expect(TouchSimulator(OptionalKeyReader()).texts() == ["3"])
        #expect(TouchSimulator(OptionalKeyReader().environment(\.optionalWithDefault, nil)).texts() == ["nil"])
        #expect(TouchSimulator(OptionalKeyReader().environment(\.optionalWithDefault, 5)).texts() == ["5"])
    }

    @Test("each value can be set for a subtree")
    func overrides() {
        let view = Reader()
            .environment(\.horizontalSizeClass, .regular)
            .environment(\.accessibilityVoiceOverEnabled, true)
            .environment(\.scenePhase, .inactive)
        #expect(TouchSimulator(view).texts() == ["regular regular false true false inactive"])
    }

    @Test("a tap on a Link hands its destination to the system: the host records it")
    func link() {
        let url = URL(string: "https://developer.apple.com/documentation/swiftui")!
        let simulator = TouchSimulator(Link("Docs", destination: url))
        simulator.tap(on: .link("Docs"))
        #expect(simulator.host.viewHost.openedURLs == [url])
    }

    @Test(
        "a handler set for a subtree decides: handled and discarded open nothing, systemAction opens",
        arguments: [("handled", 0), ("discarded", 0), ("system", 1), ("other", 1)])
    func handler(result: String, opened: Int) {
        let other = URL(string: "https://example.com/other")!
        let action = OpenURLAction { _ in
            switch result {
            case "handled": .handled
            case "discarded": .discarded
            case "system": .systemAction
            default: .systemAction(other)
            }
        }
        let simulator = TouchSimulator(OpenButton().environment(\.openURL, action))
        simulator.tap(on: .text("Open"))
        #expect(simulator.host.viewHost.openedURLs.count == opened)
        if result == "other" { #expect(simulator.host.viewHost.openedURLs == [other]) }
    }
}

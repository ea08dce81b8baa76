// `transformEnvironment`, the locale, calendar and time zone, `EmptyModifier`, and the scroll
// settings that SwiftUI exposes as environment values.
import Foundation
import Tactile
import TactileTesting
import Testing

private struct DepthKey: EnvironmentKey { static let defaultValue = 0 }

extension EnvironmentValues {
    fileprivate var depth: Int {
        get { self[DepthKey.self] }
        set { self[DepthKey.self] = newValue }
    }
}

private struct DepthReader: View {
    @Environment(\.depth) var depth
    var body: some View { Text("depth \(depth)") }
}

private struct PlaceReader: View {
    @Environment(\.locale) var locale
    @Environment(\.calendar) var calendar
    @Environment(\.timeZone) var timeZone
    var body: some View {
        Text("\(locale.identifier) \(String(describing: calendar.identifier)) \(timeZone.identifier)")
    }
}

private struct ScrollSettingsReader: View {
    @Environment(\.isScrollEnabled) var enabled
    @Environment(\.horizontalScrollIndicatorVisibility) var horizontal
    @Environment(\.verticalScrollIndicatorVisibility) var vertical
    var body: some View {
        Text(
            "enabled \(enabled) h \(horizontal == .hidden ? "hidden" : "other") v \(vertical == .hidden ? "hidden" : "other")"
        )
    }
}

@MainActor
@Suite("Environment forms")
struct EnvironmentFormsTests {
    @Test("transformEnvironment changes the inherited value, once per level")
    func transform() {
        let sim = TouchSimulator(
            VStack {
                DepthReader()
                DepthReader().transformEnvironment(\.depth) { $0 += 1 }
                DepthReader().transformEnvironment(\.depth) { $0 += 1 }.transformEnvironment(\.depth) { $0 *= 10 }
            }
            .environment(\.depth, 4))
        #expect(sim.texts() == ["depth 4", "depth 5", "depth 41"])
    }

    @Test("Locale, calendar and time zone default to the process's and can be set for a subtree")
    func placeValues() {
        let defaults = TouchSimulator(PlaceReader())
        let expected =
            "\(Locale.autoupdatingCurrent.identifier) \(String(describing: Calendar.autoupdatingCurrent.identifier)) "
            + TimeZone.autoupdatingCurrent.identifier
        #expect(defaults.texts() == [expected])
        let set = TouchSimulator(
            PlaceReader()
                .environment(\.locale, Locale(identifier: "fr_FR"))
                .environment(\.calendar, Calendar(identifier: .hebrew))
                .environment(\.timeZone, TimeZone(identifier: "Asia/Tokyo")!))
        #expect(set.texts() == ["fr_FR hebrew Asia/Tokyo"])
    }

    @Test("EmptyModifier leaves the view as it is")
    func emptyModifier() {
        let plain = TouchSimulator(Color.red.frame(width: 50, height: 60).accessibilityIdentifier("box"))
        let modified = TouchSimulator(
            Color.red.frame(width: 50, height: 60).accessibilityIdentifier("box")
                .modifier(EmptyModifier()).modifier(EmptyModifier.identity))
        #expect(modified.frame(of: "box") == plain.frame(of: "box"))
        #expect(modified.frame(of: "box")?.size == CGSize(width: 50, height: 60))
    }

    @Test("isScrollEnabled and the indicator visibilities follow scrollDisabled and scrollIndicators")
    func scrollSettings() {
        #expect(TouchSimulator(ScrollSettingsReader()).texts() == ["enabled true h other v other"])
        let set = TouchSimulator(
            ScrollSettingsReader().scrollDisabled(true).scrollIndicators(.hidden, axes: .vertical))
        #expect(set.texts() == ["enabled false h other v hidden"])
        let written = TouchSimulator(
            ScrollSettingsReader().environment(\.isScrollEnabled, false)
                .environment(\.horizontalScrollIndicatorVisibility, .hidden))
        #expect(written.texts() == ["enabled false h hidden v other"])
    }
}

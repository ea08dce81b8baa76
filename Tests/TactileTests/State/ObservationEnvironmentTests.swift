// iOS 17's Observation in views: `@Bindable`, `environment(_:)` with an `@Observable` object and
// `@Environment(Model.self)`.
import Foundation
import Tactile
import TactileTesting
import Testing

@MainActor
@Observable
private final class Settings {
    var notifications = false
    var name = "Ada"
}

private struct SettingsForm: View {
    @Bindable var settings: Settings
    var body: some View {
        VStack {
            Toggle("Notifications", isOn: $settings.notifications)
            Text(settings.notifications ? "On" : "Off")
        }
    }
}

private struct EnvironmentSettingsForm: View {
    @Environment(Settings.self) private var settings
    var body: some View {
        @Bindable var settings = settings
        return VStack {
            Toggle("Notifications", isOn: $settings.notifications)
            Text(settings.notifications ? "On" : "Off")
        }
    }
}

private struct OptionalReader: View {
    @Environment(Settings.self) private var settings: Settings?
    var body: some View { Text(settings?.name ?? "none") }
}

@MainActor
@Suite("Observation in the environment")
struct ObservationEnvironmentTests {
    @Test("a toggle bound through @Bindable writes the object, and the views that read it update")
    func bindable() {
        let settings = Settings()
        let simulator = TouchSimulator(SettingsForm(settings: settings))
        #expect(simulator.texts().contains("Off"))
        simulator.tap(on: .toggle("Notifications"))
        #expect(settings.notifications)
        #expect(simulator.texts().contains("On"))
    }

    @Test("an object put in the environment is read by @Environment(Type.self) and bound with @Bindable")
    func environmentObject() {
        let settings = Settings()
        let simulator = TouchSimulator(EnvironmentSettingsForm().environment(settings))
        simulator.tap(on: .toggle("Notifications"))
        #expect(settings.notifications)
        #expect(simulator.texts().contains("On"))
    }

    @Test("an optional @Environment(Type.self) reads nil without one and the object with one")
    func optional() {
        #expect(TouchSimulator(OptionalReader()).texts() == ["none"])
        let settings = Settings()
        settings.name = "Grace"
        #expect(TouchSimulator(OptionalReader().environment(settings)).texts() == ["Grace"])
    }

    @Test("Bindable(object) makes a binding inline")
    func inlineBindable() {
        let settings = Settings()
        let name = Bindable(settings).name
        name.wrappedValue = "Linus"
        #expect(settings.name == "Linus")
    }
}

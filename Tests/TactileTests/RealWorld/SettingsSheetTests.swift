import Foundation
import Tactile
import TactileTesting
import Testing

// Written in the style of app code: a settings sheet in its own navigation stack, with Cancel and
// Save in the toolbar, a menu picker and a toggle; Save writes back and dismisses.

private struct Settings: Equatable {
    var theme = "System"
    var sounds = true
}

private struct SettingsSheet: View {
    @Binding var settings: Settings
    @State private var draft = Settings()
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            VStack(spacing: 16) {
                Picker("Theme", selection: $draft.theme) {
                    ForEach(["System", "Light", "Dark"], id: \.self) { Text($0).tag($0) }
                }
                .pickerStyle(.menu)
                Toggle("Sounds", isOn: $draft.sounds)
            }
            .padding()
            .frame(maxHeight: .infinity, alignment: .top)
            .navigationTitle("Settings")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        settings = draft
                        dismiss()
                    }
                }
            }
            .onAppear { draft = settings }
        }
    }
}

private struct AppRoot: View {
    @State private var settings = Settings()
    @State private var showingSettings = false

    var body: some View {
        VStack {
            Text("theme \(settings.theme), sounds \(settings.sounds ? "on" : "off")")
            Button("Settings") { showingSettings = true }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .sheet(isPresented: $showingSettings) {
            SettingsSheet(settings: $settings)
        }
    }
}

@MainActor
@Suite("Real-world: settings sheet")
struct SettingsSheetTests {
    @Test("Choosing a theme in the menu and saving writes back and closes the sheet")
    func save() {
        let sim = TouchSimulator(AppRoot(), size: CGSize(width: 390, height: 844))
        sim.tap(on: .text("Settings"))
        #expect(sim.texts().contains("Cancel"))
        sim.tap(on: .text("System"))
        sim.tap(on: .text("Dark"))
        #expect(sim.texts().contains("Dark"))
        sim.tap(on: .text("Save"))
        #expect(!sim.texts().contains("Cancel"))
        #expect(sim.texts().contains("theme Dark, sounds on"))
    }

    @Test("Cancel closes the sheet and keeps the settings")
    func cancel() {
        let sim = TouchSimulator(AppRoot(), size: CGSize(width: 390, height: 844))
        sim.tap(on: .text("Settings"))
        sim.tap(on: .text("System"))
        sim.tap(on: .text("Light"))
        sim.tap(on: .text("Cancel"))
        #expect(sim.texts().contains("theme System, sounds on"))
        #expect(!sim.texts().contains("Save"))
    }
}

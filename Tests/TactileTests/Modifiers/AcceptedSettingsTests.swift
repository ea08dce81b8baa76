import Foundation
import TactileTesting
import Testing

@testable import Tactile
@testable import TactileViewCore

/// `scrollContentBackground(_:)` and `fontDesign(_:)`, which change what is drawn, and the
/// settings accepted with no effect, which leave the view as it was.
@MainActor
@Suite("Accepted settings")
struct AcceptedSettingsTests {
    private let size = CGSize(width: 300, height: 300)

    @Test("A hidden scroll content background removes a list's grouped grey", arguments: [false, true])
    func scrollContentBackground(hidden: Bool) {
        let list = List { Text("Row") }
        let sim = TouchSimulator(
            hidden ? AnyView(list.scrollContentBackground(.hidden)) : AnyView(list.scrollContentBackground(.visible)),
            size: size)
        #expect(sim.displayList.shapes(filledWith: ListMetrics.groupedBackground).isEmpty == hidden)
        #expect(sim.displayList.texts("Row").count == 1)
    }

    @Test("fontDesign(.monospaced) gives every character the monospaced advance")
    func fontDesign() {
        let plain = TouchSimulator(Text("iiii").fixedSize(), size: size)
        let mono = TouchSimulator(Text("iiii").fixedSize().fontDesign(.monospaced), size: size)
        let width = mono.displayList.texts("iiii").first?.frame.width ?? -1
        #expect(width > (plain.displayList.texts("iiii").first?.frame.width ?? 0))
        #expect(abs(width - 4 * 17 * Font.monospacedAdvance) < 0.5)
    }

    @Test("Settings with no effect leave the view drawn as before")
    func noEffect() {
        let view = VStack {
            TextField("Name", text: .constant(""))
                .textContentType(.username)
                .autocapitalization(.none)
                .fontWidth(.condensed)
            List {
                Section("Section") {
                    Text("Row").deleteDisabled(true).moveDisabled(true)
                }
                .headerProminence(.increased)
                .listSectionSeparator(.hidden)
            }
            .listRowSpacing(8)
            .scrollDismissesKeyboard(.interactively)
        }
        let sim = TouchSimulator(view, size: size)
        #expect(sim.displayList.texts("Name").count == 1)
        #expect(sim.displayList.texts("Row").count == 1)
    }
}

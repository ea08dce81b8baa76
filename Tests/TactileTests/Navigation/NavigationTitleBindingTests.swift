import Foundation
import Tactile
import TactileTesting
import Testing

/// `navigationTitle(_:)` with a `Binding<String>`, the renamable title of iOS 16.
@MainActor
@Suite("Navigation title from a binding")
struct NavigationTitleBindingTests {
    struct Document: View {
        @State private var title = "Draft"
        var body: some View {
            NavigationStack {
                Button("Rename") { title = "Final" }
                    .navigationTitle($title)
            }
        }
    }

    @Test("The bar shows the binding's value and follows it")
    func followsTheBinding() {
        let sim = TouchSimulator(Document(), size: CGSize(width: 390, height: 844))
        #expect(sim.texts().contains("Draft"))
        sim.tap(on: .text("Rename"))
        #expect(sim.texts().contains("Final"))
        #expect(!sim.texts().contains("Draft"))
    }

    @Test("A string literal still picks the LocalizedStringKey title and a String variable the StringProtocol one")
    func literalsAndStrings() {
        let name = "Inbox"
        let literal = TouchSimulator(
            NavigationStack { Text("body").navigationTitle("Mail") }, size: CGSize(width: 390, height: 844))
        let variable = TouchSimulator(
            NavigationStack { Text("body").navigationTitle(name) }, size: CGSize(width: 390, height: 844))
        #expect(literal.texts().contains("Mail"))
        #expect(variable.texts().contains("Inbox"))
    }
}

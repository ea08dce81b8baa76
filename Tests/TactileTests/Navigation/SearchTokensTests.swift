import Foundation
import Tactile
import TactileTesting
import Testing

/// `searchable` with tokens, suggested tokens, editable tokens and a suggestions view.
@MainActor
@Suite("Search tokens")
struct SearchTokensTests {
    struct Tag: Identifiable, Hashable {
        var id: String { name }
        var name: String
    }

    private struct Screen: View {
        @State private var query = ""
        @State private var tokens: [Tag] = [Tag(name: "red")]
        @State private var suggested: [Tag] = [Tag(name: "red"), Tag(name: "blue")]
        var body: some View {
            NavigationStack {
                VStack {
                    Text("tokens \(tokens.map(\.name).joined(separator: "+"))")
                    Spacer()
                }
                .navigationTitle("Paint")
                .searchable(text: $query, tokens: $tokens, suggestedTokens: $suggested, prompt: "Find") { tag in
                    Text("#\(tag.name)")
                }
            }
        }
    }

    @Test("Tokens are drawn in the field; a suggested token, tapped while searching, is added")
    func suggestedTokens() {
        let sim = TouchSimulator(Screen(), size: CGSize(width: 390, height: 844))
        let red = sim.frame(of: .text("#red")) ?? .null
        #expect(red.minY >= 96 && red.maxY <= 148, "the token is in the search drawer: \(red)")
        #expect(!sim.texts().contains("#blue"), "suggestions show only while searching")
        sim.tap(on: .text("#red"))
        #expect(sim.texts().contains("Cancel"))
        // "red" is already a token: only "blue" is suggested.
        #expect(sim.texts().filter { $0 == "#red" }.count == 1)
        sim.tap(on: .text("#blue"))
        #expect(sim.texts().contains("tokens red+blue"))
        #expect(sim.texts().filter { $0 == "#blue" }.count == 1, "blue moved from the suggestions to the field")
    }

    private struct Editable: View {
        @State private var query = ""
        @State private var tokens: [Tag] = [Tag(name: "a"), Tag(name: "b")]
        @State private var presented = false
        var body: some View {
            NavigationStack {
                Text("tokens \(tokens.map(\.name).joined(separator: "+")) presented \(presented)")
                    .searchable(text: $query, editableTokens: $tokens, isPresented: $presented) { $tag in
                        Button("edit \(tag.name)") { tag.name += "!" }
                    }
            }
        }
    }

    @Test("Editable tokens get a binding that writes the collection")
    func editableTokens() {
        let sim = TouchSimulator(Editable(), size: CGSize(width: 390, height: 844))
        sim.tap(on: .text("edit b"))
        #expect(sim.texts().contains { $0.hasPrefix("tokens a+b! ") })
        #expect(sim.texts().contains("edit b!"))
    }

    private struct Suggesting: View {
        @State private var query = ""
        var body: some View {
            NavigationStack {
                VStack {
                    Text("results for \(query)")
                    Spacer()
                }
                .frame(maxWidth: .infinity)
                .navigationTitle("Fruit")
                .searchable(text: $query, prompt: "Find fruit") {
                    Button("Apple") { query = "apple" }
                    Text("Banana")
                }
            }
        }
    }

    @Test("A suggestions view replaces the content while searching")
    func suggestionsView() {
        let sim = TouchSimulator(Suggesting(), size: CGSize(width: 390, height: 844))
        #expect(!sim.texts().contains("Banana"))
        sim.tap(on: .text("Find fruit"))
        #expect(sim.texts().contains("Banana"))
        sim.tap(on: .text("Apple"))
        #expect(sim.texts().contains("apple"), "the field shows the text the suggestion set")
        sim.tap(on: .text("Cancel"))
        #expect(!sim.texts().contains("Banana"))
    }
}

import Foundation
import Tactile
import TactileTesting
import Testing

/// `searchable`: the field in the navigation bar's drawer, starting and stopping a search with
/// taps, `isSearching`, `dismissSearch`, the `isPresented` binding, and where the field goes.
@MainActor
@Suite("Searchable")
struct SearchableTests {
    private static let fruit = ["Apple", "Apricot", "Banana", "Cherry"]

    /// What the content sees: whether it is searching, and a way to stop.
    private struct Results: View {
        let query: String
        @Binding var setQuery: String
        @Environment(\.isSearching) private var isSearching
        @Environment(\.dismissSearch) private var dismissSearch
        var body: some View {
            VStack {
                Text("searching \(isSearching)")
                Button("Type ap") { setQuery = "ap" }
                Button("Stop") { dismissSearch() }
                ForEach(SearchableTests.fruit.filter { query.isEmpty || $0.lowercased().contains(query) }, id: \.self) {
                    Text($0)
                }
                Spacer()
            }
            .accessibilityIdentifier("content")
        }
    }

    private struct Screen: View {
        /// Whether `searchable` is applied to the stack rather than to the root's content.
        let onStack: Bool
        @State private var query = ""
        var body: some View {
            if onStack {
                NavigationStack {
                    Results(query: query, setQuery: $query).navigationTitle("Fruit")
                }
                .searchable(text: $query, prompt: "Find fruit")
            } else {
                NavigationStack {
                    Results(query: query, setQuery: $query).navigationTitle("Fruit")
                        .searchable(text: $query, prompt: "Find fruit")
                }
            }
        }
    }

    @Test(
        "The field sits below the large title; a tap starts searching, Cancel clears and stops",
        arguments: [
            false, true,
        ])
    func tapAndCancel(onStack: Bool) {
        let sim = TouchSimulator(Screen(onStack: onStack), size: CGSize(width: 390, height: 844))
        // 44 pt bar, 52 pt large title, 52 pt search drawer.
        #expect(sim.frame(of: "content")?.minY == 148)
        let prompt = sim.frame(of: .text("Find fruit")) ?? .null
        #expect(prompt.minY >= 96 && prompt.maxY <= 148 && prompt.minX > 16, "\(prompt)")
        #expect(sim.texts().contains("searching false"))
        #expect(!sim.texts().contains("Cancel"))
        sim.tap(on: .text("Find fruit"))
        #expect(sim.texts().contains("searching true"))
        #expect(sim.texts().contains("Cancel"))
        sim.tap(on: .text("Type ap"))
        #expect(sim.texts().contains("ap"), "the field shows the text set by code")
        #expect(!sim.texts().contains("Find fruit"))
        #expect(!sim.texts().contains("Banana") && sim.texts().contains("Apricot"))
        sim.tap(on: .text("Cancel"))
        #expect(sim.texts().contains("searching false"))
        #expect(sim.texts().contains("Banana"))
        #expect(sim.texts().contains("Find fruit"))
    }

    @Test("dismissSearch stops the search and clears the text")
    func dismissSearch() {
        let sim = TouchSimulator(Screen(onStack: false), size: CGSize(width: 390, height: 844))
        sim.tap(on: .text("Find fruit"))
        sim.tap(on: .text("Type ap"))
        sim.tap(on: .text("Stop"))
        #expect(sim.texts().contains("searching false"))
        #expect(sim.texts().contains("Banana"))
        #expect(!sim.texts().contains("Cancel"))
    }

    @Test("isPresented starts and stops the search from code, and follows taps")
    func isPresented() {
        struct Presented: View {
            @State private var query = ""
            @State private var presented = false
            var body: some View {
                NavigationStack {
                    VStack {
                        Text("presented \(presented)")
                        Button("Begin") { presented = true }
                    }
                    .navigationTitle("Fruit")
                    .toolbarTitleDisplayMode(.inline)
                    .searchable(
                        text: $query, isPresented: $presented, placement: .navigationBarDrawer(displayMode: .always))
                }
            }
        }
        let sim = TouchSimulator(Presented(), size: CGSize(width: 390, height: 844))
        #expect(sim.texts().contains("Search"), "the default prompt")
        sim.tap(on: .text("Begin"))
        #expect(sim.texts().contains("presented true"))
        #expect(sim.texts().contains("Cancel"))
        sim.tap(on: .text("Cancel"))
        #expect(sim.texts().contains("presented false"))
        #expect(!sim.texts().contains("Cancel"))
        sim.tap(on: .text("Search"))
        #expect(sim.texts().contains("presented true"))
    }

    @Test("No field outside a navigation stack, and none in a pushed level for a search on the stack")
    func whereTheFieldGoes() {
        let bare = TouchSimulator(
            Text("plain").accessibilityIdentifier("plain").searchable(text: .constant(""), prompt: "Find"),
            size: CGSize(width: 390, height: 844))
        #expect(!bare.texts().contains("Find"))
        let pushed = TouchSimulator(
            NavigationStack {
                NavigationLink("Open") { Text("Detail").accessibilityIdentifier("detail") }
                    .navigationTitle("Root")
            }
            .searchable(text: .constant(""), prompt: "Find"),
            size: CGSize(width: 390, height: 844))
        #expect(pushed.texts().contains("Find"))
        pushed.tap(on: .text("Open"))
        #expect(!pushed.texts().contains("Find"))
    }
}

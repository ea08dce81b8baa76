import Foundation
import Tactile
import TactileTesting
import Testing

/// `NavigationLink` pushes on `NavigationStack`/`NavigationView`; the back button, `dismiss` and
/// the bound path pop.
@MainActor
@Suite("Navigation links")
struct NavigationLinkTests {
    private struct Detail: View {
        let name: String
        @Environment(\.dismiss) private var dismiss
        var body: some View {
            VStack {
                Text("Showing \(name)")
                Button("Close") { dismiss() }
            }
            .navigationTitle(name)
        }
    }

    private struct Inbox: View {
        @State private var taps = 0
        var body: some View {
            NavigationStack {
                VStack {
                    NavigationLink("Open first", destination: Detail(name: "First"))
                    NavigationLink(destination: Detail(name: "Second")) { Text("Open second") }
                    Button("Count \(taps)") { taps += 1 }
                }
                .navigationTitle("Inbox")
            }
        }
    }

    @Test("A link pushes its destination below an inline title and a back button; Back pops to the root's state")
    func pushAndBack() {
        let sim = TouchSimulator(Inbox(), size: CGSize(width: 390, height: 844))
        sim.tap(on: .text("Count 0"))
        #expect(sim.texts().contains("Count 1"))
        #expect(!sim.texts().contains("Back"))
        let counter = sim.frame(of: .text("Count 1")) ?? .null
        sim.tap(on: .text("Open first"))
        #expect(sim.texts().contains("Showing First"))
        #expect(sim.texts().contains("Back"))
        #expect(!sim.texts().contains("Open first"))
        #expect(!sim.texts().contains("Inbox"))
        // A pushed view's title is inline: centred in the 44 pt bar.
        let title = sim.displayList.texts("First").first?.frame ?? .null
        #expect(abs(title.midX - 195) < 1 && title.maxY <= 44)
        // The root is hidden: a tap where its button was does not reach it.
        sim.tap(at: CGPoint(x: counter.midX, y: counter.midY))
        sim.tap(on: .text("Back"))
        #expect(sim.texts().contains("Count 1"))
        #expect(sim.texts().contains("Inbox"))
        #expect(!sim.texts().contains("Showing First"))
        sim.tap(on: .text("Open second"))
        #expect(sim.texts().contains("Showing Second"))
    }

    @Test("dismiss() inside a pushed view pops it")
    func dismissPops() {
        let sim = TouchSimulator(Inbox(), size: CGSize(width: 390, height: 844))
        sim.tap(on: .text("Open second"))
        sim.tap(on: .text("Close"))
        #expect(sim.texts().contains("Open second"))
        #expect(!sim.texts().contains("Showing Second"))
    }

    private struct Numbers: View {
        @State private var path: [Int] = []
        var body: some View {
            NavigationStack(path: $path) {
                VStack {
                    NavigationLink("Seven", value: 7)
                    NavigationLink(value: 8) { Text("Eight") }
                    Text("depth \(path.count)")
                }
                .navigationDestination(for: Int.self) { number in
                    VStack {
                        Text("Number \(number) at depth \(path.count)")
                        NavigationLink("Next", value: number + 1)
                        Button("Pop all") { path.removeAll() }
                    }
                    .navigationTitle("N\(number)")
                }
            }
        }
    }

    @Test("Value links push onto a bound [T] path; the destination is the one declared for the type")
    func typedPath() {
        let sim = TouchSimulator(Numbers(), size: CGSize(width: 390, height: 844))
        #expect(sim.texts().contains("depth 0"))
        sim.tap(on: .text("Seven"))
        #expect(sim.texts().contains("Number 7 at depth 1"))
        sim.tap(on: .text("Next"))
        #expect(sim.texts().contains("Number 8 at depth 2"))
        #expect(sim.texts().contains("N8"))
        sim.tap(on: .text("Back"))
        #expect(sim.texts().contains("Number 7 at depth 1"))
        sim.tap(on: .text("Next"))
        sim.tap(on: .text("Pop all"))
        #expect(sim.texts().contains("depth 0"))
        sim.tap(on: .text("Eight"))
        #expect(sim.texts().contains("Number 8 at depth 1"))
    }

    private struct Mixed: View {
        @State private var path = NavigationPath()
        var body: some View {
            NavigationStack(path: $path) {
                VStack {
                    Button("Push both") {
                        path.append(3)
                        path.append("three")
                    }
                    Text("empty \(path.isEmpty)")
                }
                .navigationDestination(for: Int.self) { Text("int \($0)") }
                .navigationDestination(for: String.self) { string in
                    Button("string \(string), count \(path.count)") { path.removeLast() }
                }
            }
        }
    }

    @Test("A NavigationPath holds values of several types, each shown by its destination")
    func navigationPath() {
        let sim = TouchSimulator(Mixed(), size: CGSize(width: 390, height: 844))
        #expect(sim.texts().contains("empty true"))
        sim.tap(on: .text("Push both"))
        #expect(sim.texts().contains("string three, count 2"))
        sim.tap(on: .text("string three, count 2"))
        #expect(sim.texts().contains("int 3"))
        sim.tap(on: .text("Back"))
        #expect(sim.texts().contains("empty true"))
    }

    @Test("navigationBarBackButtonHidden hides the back button; NavigationView pushes like a stack")
    func backButtonHidden() {
        let sim = TouchSimulator(
            NavigationView {
                NavigationLink("Go") {
                    Text("Pushed").navigationBarBackButtonHidden(true)
                }
            }, size: CGSize(width: 390, height: 844))
        sim.tap(on: .text("Go"))
        #expect(sim.texts() == ["Pushed"])
    }

    @Test("NavigationPath counts, appends and removes")
    func pathValue() {
        var path = NavigationPath([1, 2])
        path.append("x")
        #expect(path.count == 3)
        path.removeLast(2)
        #expect(path.count == 1 && !path.isEmpty)
        path.removeLast(5)
        #expect(path.isEmpty)
        #expect(path == NavigationPath())
    }
}

/// Pushes driven by a binding: `navigationDestination(isPresented:)`, `(item:)` and the older
/// `NavigationLink(destination:isActive:label:)`.
@MainActor
@Suite("Navigation bindings")
struct NavigationBindingTests {
    private struct Presenting: View {
        @State private var showing = false
        @State private var item: Int?
        @State private var active = false
        var body: some View {
            NavigationStack {
                VStack {
                    Button("Show") { showing = true }
                    Button("Item") { item = 42 }
                    NavigationLink(destination: Text("Activated"), isActive: $active) { Text("Activate") }
                    Text("showing \(showing), item \(item.map(String.init) ?? "nil"), active \(active)")
                }
                .navigationDestination(isPresented: $showing) { Text("Presented") }
                .navigationDestination(item: $item) { Text("Item \($0)") }
            }
        }
    }

    @Test("A true binding pushes its destination; Back sets it back to false (or nil)")
    func bindingsPushAndPop() {
        let sim = TouchSimulator(Presenting(), size: CGSize(width: 390, height: 844))
        sim.tap(on: .text("Show"))
        #expect(sim.texts() == ["Presented", "Back"])
        sim.tap(on: .text("Back"))
        #expect(sim.texts().contains("showing false, item nil, active false"))
        sim.tap(on: .text("Item"))
        #expect(sim.texts().contains("Item 42"))
        sim.tap(on: .text("Back"))
        #expect(sim.texts().contains("showing false, item nil, active false"))
        sim.tap(on: .text("Activate"))
        #expect(sim.texts().contains("Activated"))
        sim.tap(on: .text("Back"))
        #expect(sim.texts().contains("showing false, item nil, active false"))
    }
}

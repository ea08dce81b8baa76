import Foundation
import Tactile
import TactileTestSupport
import TactileTesting
import Testing

private struct NoteKey: FocusedValueKey { typealias Value = Binding<String> }
private struct TitleKey: FocusedValueKey { typealias Value = String }

extension FocusedValues {
    fileprivate var note: Binding<String>? {
        get { self[NoteKey.self] }
        set { self[NoteKey.self] = newValue }
    }
    fileprivate var title: String? {
        get { self[TitleKey.self] }
        set { self[TitleKey.self] = newValue }
    }
}

/// Focused values: published by the focused view (or the scene), read elsewhere in the window,
/// updated when focus moves.
@MainActor
@Suite("Focused values")
struct FocusedValueTests {
    final class Library: ObservableObject {
        @Published var count = 0
    }

    enum Field: Hashable { case first, second }

    struct Notes: View {
        @State private var first = "one"
        @State private var second = "two"
        @FocusState private var field: Field?
        let library: Library

        var body: some View {
            VStack {
                Color.red.frame(width: 20, height: 20)
                    .focused($field, equals: .first)
                    .focusedValue(\.note, $first)
                    .focusedValue(\.title, "First")
                Color.blue.frame(width: 20, height: 20)
                    .focusedValue(\.title, "Second")
                    .focused($field, equals: .second)
                    .focusedValue(\.note, $second)
                    .focusedObject(library)
                Button("First") { field = .first }
                Button("Second") { field = .second }
                Button("None") { field = nil }
                Reader()
            }
            .focusedSceneValue(\.title, "Scene")
        }
    }

    struct Reader: View {
        @FocusedValue(\.title) private var title
        @FocusedBinding(\.note) private var note
        @FocusedObject private var library: Library?

        var body: some View {
            VStack {
                Text("title \(title ?? "nil")")
                Text("note \(note ?? "nil")")
                Text("library \(library.map { String($0.count) } ?? "nil")")
                Button("Edit") { note = (note ?? "") + "!" }
                Button("Count") { library?.count += 1 }
            }
        }
    }

    @Test("readers see the focused view's values, the scene's without focus, and follow focus")
    func followFocus() {
        let library = Library()
        let sim = TouchSimulator(Notes(library: library), size: CGSize(width: 300, height: 600))
        #expect(
            sim.texts().filter { $0.hasPrefix("title") || $0.hasPrefix("note") || $0.hasPrefix("library") } == [
                "title Scene", "note nil", "library nil",
            ])
        sim.tap(on: .button("First"))
        #expect(sim.texts().contains("title First"))
        #expect(sim.texts().contains("note one"))
        #expect(sim.texts().contains("library nil"))
        sim.tap(on: .button("Edit"))
        #expect(sim.texts().contains("note one!"), "the binding writes the focused view's state")
        sim.tap(on: .button("Second"))
        #expect(sim.texts().contains("title Second"), "a value set inside the focused modifier counts")
        #expect(sim.texts().contains("note two"))
        #expect(sim.texts().contains("library 0"))
        sim.tap(on: .button("Count"))
        #expect(sim.texts().contains("library 1"), "the reader follows the object's changes")
        sim.tap(on: .button("None"))
        #expect(sim.texts().contains("title Scene"))
        #expect(sim.texts().contains("note nil"))
        #expect(sim.host.viewHost.focusedValues.title == "Scene")
    }

    @Test("equal values compare equal; different ones do not")
    func equality() {
        var a = FocusedValues.make()
        var b = FocusedValues.make()
        #expect(a == b)
        a.title = "x"
        #expect(a != b)
        b.title = "x"
        #expect(a == b)
        b.title = nil
        #expect(a != b)
    }
}

extension FocusedValues {
    /// Empty values, read from a host with no publishers.
    @MainActor
    fileprivate static func make() -> FocusedValues { ViewHost(EmptyView()).focusedValues }
}

/// `@SceneStorage` of a tab view's customization: kept for the window like other scene values.
@MainActor
@Suite("Scene storage of a tab customization")
struct SceneStorageTabCustomizationTests {
    struct Tabs: View {
        @SceneStorage("tabs") private var customization: TabViewCustomization
        var body: some View {
            VStack {
                Text(customization[sidebarVisibility: "mail"] == .hidden ? "hidden" : "shown")
                Button("Hide") { customization[sidebarVisibility: "mail"] = .hidden }
            }
        }
    }

    @Test func writesReachTheWindowsViews() {
        let sim = TouchSimulator(Tabs(), size: CGSize(width: 200, height: 200))
        #expect(sim.texts().contains("shown"))
        sim.tap(on: .button("Hide"))
        #expect(sim.texts().contains("hidden"))
    }
}

extension FocusedValues {
    @Entry fileprivate var zoom: Double?
}

/// `@Entry` in an extension of `FocusedValues` makes a focused value key.
@MainActor
@Suite("Focused value entries")
struct FocusedValueEntryTests {
    struct Zoomed: View {
        @FocusedValue(\.zoom) private var zoom
        @FocusState private var focused: Bool
        var body: some View {
            VStack {
                Color.red.frame(width: 10, height: 10).focused($focused).focusedValue(\.zoom, 2.5)
                Text("zoom \(zoom.map { String($0) } ?? "nil")")
                Button("Focus") { focused = true }
            }
        }
    }

    @Test func anEntryIsAKey() {
        let sim = TouchSimulator(Zoomed(), size: CGSize(width: 200, height: 200))
        #expect(sim.texts().contains("zoom nil"))
        sim.tap(on: .button("Focus"))
        #expect(sim.texts().contains("zoom 2.5"))
    }
}

import Foundation
import Tactile
import TactileTestSupport
import Testing

/// Bindings converted to other types and used as collections, `@SceneStorage`, optional
/// `@AppStorage` values and `equatable()`.
@MainActor
@Suite("Binding conversions, collections and scene storage")
struct BindingAndSceneStorageTests {
    /// A value in a box, for bindings to read and write.
    final class Box<Value> {
        var value: Value
        init(_ value: Value) { self.value = value }
        var binding: Binding<Value> { Binding(get: { self.value }, set: { self.value = $0 }) }
    }

    @Test("A binding to V as a binding to V? writes through and ignores nil")
    func optionalFromValue() {
        let box = Box(3)
        let optional = Binding<Int?>(box.binding)
        #expect(optional.wrappedValue == 3)
        optional.wrappedValue = 5
        #expect(box.value == 5)
        optional.wrappedValue = nil
        #expect(box.value == 5)
    }

    @Test("A binding to V? unwraps to a binding to V only when it holds a value")
    func valueFromOptional() throws {
        let empty = Box<Int?>(nil)
        #expect(Binding<Int>(empty.binding) == nil)
        let full = Box<Int?>(4)
        let unwrapped = try #require(Binding<Int>(full.binding))
        #expect(unwrapped.wrappedValue == 4)
        unwrapped.wrappedValue = 9
        #expect(full.value == 9)
    }

    @Test("A binding to AnyHashable writes values of the source's type and ignores others")
    func anyHashable() {
        let box = Box("a")
        let erased = Binding<AnyHashable>(box.binding)
        #expect(erased.wrappedValue == AnyHashable("a"))
        erased.wrappedValue = AnyHashable("b")
        #expect(box.value == "b")
        erased.wrappedValue = AnyHashable(7)
        #expect(box.value == "b")
    }

    @Test("A binding to an array is a collection of bindings to its elements")
    func collection() {
        let box = Box([1, 2, 3])
        let elements = box.binding
        #expect(elements.count == 3)
        #expect(elements.map(\.wrappedValue) == [1, 2, 3])
        for element in elements { element.wrappedValue *= 10 }
        #expect(box.value == [10, 20, 30])
        elements[elements.index(before: elements.endIndex)].wrappedValue = 0
        #expect(box.value == [10, 20, 0])
        #expect(Array(elements.indices) == [0, 1, 2])
    }

    struct Row: Identifiable {
        let id: Int
        var name: String
    }

    struct Rows: View {
        @State var rows = [Row(id: 1, name: "one"), Row(id: 2, name: "two")]
        var body: some View {
            VStack {
                ForEach($rows) { $row in
                    Button(row.name) { row.name += "!" }.accessibilityIdentifier("row\(row.id)")
                }
            }
        }
    }

    @Test("ForEach over a binding still edits the rows in place")
    func forEachBinding() {
        let h = host(Rows())
        #expect(h.texts() == ["one", "two"])
        h.tap("row2")
        #expect(h.texts() == ["one", "two!"])
    }

    struct Draft: View {
        @SceneStorage("draft") var draft = "empty"
        let id: String
        var body: some View { Button(draft) { draft = "written by \(id)" }.accessibilityIdentifier(id) }
    }

    @Test("@SceneStorage is shared by the views of one window and kept per window")
    func sceneStorage() {
        let first = host(
            VStack {
                Draft(id: "a"); Draft(id: "b")
            })
        #expect(first.texts() == ["empty", "empty"])
        first.tap("a")
        #expect(first.texts() == ["written by a", "written by a"])
        let second = host(Draft(id: "c"))
        #expect(second.texts() == ["empty"])
    }

    struct OptionalScene: View {
        @SceneStorage("count") var count: Int?
        var body: some View {
            Button(count.map { "\($0)" } ?? "none") { count = (count ?? 0) + 1 }.accessibilityIdentifier("count")
        }
    }

    @Test("An optional @SceneStorage starts nil")
    func optionalSceneStorage() {
        let h = host(OptionalScene())
        #expect(h.texts() == ["none"])
        h.tap("count")
        h.tap("count")
        #expect(h.texts() == ["2"])
    }

    enum Theme: String { case light, dark }

    struct OptionalSettings: View {
        @AppStorage("name") var name: String?
        @AppStorage("theme") var theme: Theme?
        var body: some View {
            Button("\(name ?? "anonymous") \(theme?.rawValue ?? "system")") {
                name = name == nil ? "Ada" : nil
                theme = .dark
            }
            .accessibilityIdentifier("set")
        }
    }

    @Test("An optional @AppStorage is nil while the key is absent; writing nil removes the key")
    func optionalAppStorage() {
        let defaults = UserDefaults(suiteName: "tactile-tests-\(UUID())")!
        let h = host(OptionalSettings(), defaults: defaults)
        #expect(h.texts() == ["anonymous system"])
        h.tap("set")
        #expect(h.texts() == ["Ada dark"])
        #expect(defaults.string(forKey: "theme") == "dark")
        h.tap("set")
        #expect(h.texts() == ["anonymous dark"])
        #expect(defaults.object(forKey: "name") == nil)
    }

    struct Label: View, Equatable {
        let title: String
        var body: some View { Text(title) }
    }

    @Test("equatable() shows its content")
    func equatableView() {
        #expect(host(Label(title: "same").equatable()).texts() == ["same"])
    }
}

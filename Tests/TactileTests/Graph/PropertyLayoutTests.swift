import Foundation
import TactileTestSupport
import Testing

@testable import Tactile
@testable import TactileViewCore

/// Dynamic properties are found at fixed offsets where the type's layout decides them, and by
/// reflection elsewhere; either way they keep their state across body runs.
@MainActor
@Suite("Property layout")
struct PropertyLayoutTests {
    /// A custom dynamic property holding state of its own.
    struct Counter: DynamicProperty {
        @State var count = 0
        var label: String { "count \(count)" }
    }

    struct NestedView: View {
        let title: String
        var counter = Counter()
        @State var taps = 0
        var body: some View {
            Button("\(title) \(counter.label) \(taps)") {
                counter.count += 2; taps += 1
            }.accessibilityIdentifier("b")
        }
    }

    /// A view whose field is an optional wrapper: only reflection sees the value inside.
    struct OptionalFieldView: View {
        var extra: State<Int>? = State(initialValue: 5)
        @State var taps = 0
        var body: some View {
            Button("\(extra?.wrappedValue ?? -1) \(taps)") {
                extra?.wrappedValue += 1
                taps += 1
            }.accessibilityIdentifier("b")
        }
    }

    /// A view that keeps a reference type in a plain field.
    final class Box { var value = 0 }
    struct ClassFieldView: View {
        let box: Box
        @State var taps = 0
        var body: some View {
            Button("\(box.value) \(taps)") { taps += 1 }.accessibilityIdentifier("b")
        }
    }

    struct Plain: View {
        let number: Int
        let action: () -> Void
        var body: some View { Text("\(number)") }
    }

    @Test("Layouts are used for structs of plain fields and refused where a value could hide a property")
    func layoutChoice() {
        #expect(PropertyLayout.make(for: NestedView.self)?.linksAnything == true)
        #expect(PropertyLayout.make(for: ClassFieldView.self) == nil)
        #expect(PropertyLayout.make(for: OptionalFieldView.self) == nil)
        #expect(PropertyLayout.make(for: Plain.self)?.linksAnything == false)
        #expect(PropertyLayout.make(for: Box.self) == nil)
    }

    @Test("State survives body runs whichever way it is found", arguments: ["nested", "optional", "class"])
    func stateSurvives(kind: String) {
        let h: ViewHost
        switch kind {
        case "nested": h = host(NestedView(title: "n"))
        case "optional": h = host(OptionalFieldView())
        default: h = host(ClassFieldView(box: Box()))
        }
        #expect(h.tap("b"))
        #expect(h.tap("b"))
        switch kind {
        case "nested": #expect(h.texts() == ["n count 4 2"])
        case "optional": #expect(h.texts() == ["7 2"])
        default: #expect(h.texts() == ["0 2"])
        }
    }
}

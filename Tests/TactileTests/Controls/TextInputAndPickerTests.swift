import Foundation
import TactileTesting
import Testing

@testable import Tactile
@testable import TactileViewCore

/// `TextField`/`SecureField` (drawn, no keyboard) and `Picker` (segmented: a tap selects).
@MainActor
@Suite("Text fields and pickers")
struct TextInputAndPickerTests {
    private struct Fields: View {
        @State var name: String
        @State var password: String
        var body: some View {
            VStack {
                TextField("Name", text: $name)
                SecureField("Password", text: $password)
                Button("Fill") {
                    name = "Ada"
                    password = "secret"
                }
            }
        }
    }

    @Test("Empty fields show their titles; text set by code shows, a secure field's as bullets")
    func fields() {
        let sim = TouchSimulator(Fields(name: "", password: ""), size: CGSize(width: 300, height: 300))
        #expect(sim.displayList.texts("Name").count == 1)
        #expect(sim.displayList.texts("Password").count == 1)
        let fill = sim.displayList.texts("Fill").first?.center ?? .zero
        sim.tap(at: fill)
        #expect(sim.displayList.texts("Ada").count == 1)
        #expect(sim.displayList.texts("••••••").count == 1)
        #expect(sim.displayList.texts("Name").isEmpty && sim.displayList.texts("secret").isEmpty)
    }

    private enum Flavor: String, CaseIterable, Hashable {
        case vanilla, chocolate, strawberry
    }

    private struct Flavors: View {
        let segmented: Bool
        @State private var flavor = Flavor.vanilla
        var body: some View {
            VStack {
                if segmented {
                    picker.pickerStyle(.segmented)
                } else {
                    picker.pickerStyle(.menu)
                }
                Text("chose \(flavor.rawValue)")
            }
        }
        private var picker: some View {
            Picker("Flavor", selection: $flavor) {
                ForEach(Flavor.allCases, id: \.self) { flavor in
                    Text(flavor.rawValue.capitalized).tag(flavor)
                }
            }
        }
    }

    @Test("A tap on a segment selects its tagged value and moves the white plate")
    func segmented() {
        let sim = TouchSimulator(Flavors(segmented: true).frame(width: 300), size: CGSize(width: 300, height: 200))
        #expect(sim.displayList.texts("chose vanilla").count == 1)
        let plate = sim.displayList.shapes(filledWith: .white).first?.frame ?? .null
        let label = sim.displayList.texts("Strawberry").first?.center ?? .zero
        #expect(plate.maxX < label.x)
        sim.tap(at: label)
        #expect(sim.displayList.texts("chose strawberry").count == 1)
        let moved = sim.displayList.shapes(filledWith: .white).first?.frame ?? .null
        #expect(moved.contains(label))
        // Three segments of equal width across the offered 300 points.
        #expect(abs(moved.width - (100 - 4)) < 0.001)
    }

    @Test("Other styles draw the label and the selection only")
    func menuRow() {
        let sim = TouchSimulator(Flavors(segmented: false).frame(width: 300), size: CGSize(width: 300, height: 200))
        #expect(sim.displayList.texts("Flavor").count == 1)
        #expect(sim.displayList.texts("Vanilla").count == 1)
        #expect(sim.displayList.texts("Chocolate").isEmpty)
    }
}

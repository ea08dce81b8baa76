import Foundation
import TactileTesting
import Testing

@testable import Tactile
@testable import TactileViewCore

/// The everyday control initialisers and small container views: buttons and toggles labelled
/// with a symbol, a vertical text field, the older text field and picker forms, `LabeledContent`,
/// `GroupBox` and `TextEditor`.
@MainActor
@Suite("Everyday control forms")
struct EverydayControlFormsTests {
    private let size = CGSize(width: 300, height: 300)

    private struct SymbolButton: View {
        @State private var taps = 0
        var body: some View {
            VStack {
                Button("Add", systemImage: "plus") { taps += 1 }
                Button("Remove", systemImage: "trash", role: .destructive) { taps -= 10 }
                Text("taps \(taps)")
            }
        }
    }

    @Test("A button with a system image draws title and symbol; a tap runs its action")
    func symbolButton() {
        let sim = TouchSimulator(SymbolButton(), size: size)
        #expect(sim.displayList.images(named: "plus").count == 1)
        #expect(sim.displayList.images(named: "trash").count == 1)
        sim.tap(at: sim.displayList.texts("Add").first?.center ?? .zero)
        #expect(sim.displayList.texts("taps 1").count == 1)
        sim.tap(at: sim.displayList.texts("Remove").first?.center ?? .zero)
        #expect(sim.displayList.texts("taps -9").count == 1)
    }

    @Test("A toggle with a system image draws its title and symbol")
    func symbolToggle() {
        let sim = TouchSimulator(Toggle("Wi-Fi", systemImage: "wifi", isOn: .constant(true)), size: size)
        #expect(sim.displayList.texts("Wi-Fi").count == 1)
        #expect(sim.displayList.images(named: "wifi").count == 1)
    }

    private func textHeight(_ view: some View, startingWith prefix: String) -> CGFloat {
        let sim = TouchSimulator(view.frame(width: 200), size: size)
        return sim.displayList.items.first { $0.text?.hasPrefix(prefix) == true }?.frame.height ?? -1
    }

    @Test("A vertical text field shows every line; a horizontal one shows one")
    func verticalField() {
        let text = Binding.constant("one\ntwo\nthree")
        let vertical = textHeight(TextField("Notes", text: text, axis: .vertical), startingWith: "one")
        let horizontal = textHeight(TextField("Notes", text: text), startingWith: "one")
        let oneLine = textHeight(Text("one"), startingWith: "one")
        #expect(horizontal == oneLine)
        #expect(abs(vertical - 3 * oneLine) < 0.5)
    }

    @Test("The older text field form draws as the field does")
    func olderField() {
        let sim = TouchSimulator(
            TextField("Name", text: .constant(""), onEditingChanged: { _ in }, onCommit: {}), size: size)
        #expect(sim.displayList.texts("Name").count == 1)
    }

    private struct OlderPicker: View {
        @State private var choice = 1
        var body: some View {
            VStack {
                Picker(selection: $choice, label: Text("Size")) {
                    Text("Small").tag(1)
                    Text("Large").tag(2)
                }
                .pickerStyle(.segmented)
                Text("chose \(choice)")
            }
        }
    }

    @Test("The older picker form, with its label as a value, selects on a tap")
    func olderPicker() {
        let sim = TouchSimulator(OlderPicker(), size: size)
        sim.tap(at: sim.displayList.texts("Large").first?.center ?? .zero)
        #expect(sim.displayList.texts("chose 2").count == 1)
    }

    @Test("Labeled content puts the label leading and the value trailing", arguments: [0, 1])
    func labeledContent(form: Int) {
        let view =
            form == 0
            ? AnyView(LabeledContent("Version", value: "1.2"))
            : AnyView(
                LabeledContent {
                    Text("1.2")
                } label: {
                    Text("Version")
                })
        let sim = TouchSimulator(view.frame(width: 200), size: size)
        let label = sim.displayList.texts("Version").first?.frame ?? .null
        let value = sim.displayList.texts("1.2").first?.frame ?? .null
        #expect(label.minX == 50)
        #expect(value.maxX == 250)
    }

    @Test("A group box draws its title above its content on a grey box", arguments: [0, 1, 2])
    func groupBox(form: Int) {
        let views = [
            AnyView(GroupBox("Title") { Text("Body") }),
            AnyView(
                GroupBox {
                    Text("Body")
                } label: {
                    Text("Title")
                }),
            AnyView(GroupBox(label: Text("Title")) { Text("Body") }),
        ]
        let sim = TouchSimulator(views[form], size: size)
        let title = sim.displayList.texts("Title").first?.frame ?? .null
        let body = sim.displayList.texts("Body").first?.frame ?? .null
        let box = sim.displayList.shapes(filledWith: GroupBoxMetrics.background).first?.frame ?? .null
        #expect(title.maxY <= body.minY)
        #expect(box.contains(title) && box.contains(body))
        #expect(body.minX - box.minX == GroupBoxMetrics.padding)
    }

    @Test("A text editor shows its text from the top leading corner of its space")
    func textEditor() {
        let sim = TouchSimulator(TextEditor(text: .constant("Dear diary")).frame(width: 200, height: 100), size: size)
        let text = sim.displayList.texts("Dear diary").first?.frame ?? .null
        #expect(text.minX == 50 && text.minY == 100)
    }
}

import Foundation
import Tactile
import TactileTesting
import Testing

/// `formStyle(_:)` and `groupBoxStyle(_:)`: the built-in styles and styles of one's own that wrap
/// the standard container.
@MainActor
@Suite("Form and group box styles")
struct ContainerStyleTests {
    @Test("A grouped form is an inset grouped list; a columns form stacks its views without rows")
    func formStyles() {
        let grouped = TouchSimulator(Form { Text("Name") }.formStyle(.grouped))
        let columns = TouchSimulator(Form { Text("Name") }.formStyle(.columns))
        let rowX = grouped.frame(of: .text("Name"))?.minX ?? 0
        let stackedX = columns.frame(of: .text("Name"))?.minX ?? 0
        // The grouped row's text is inset as an inset grouped list's rows are; the stack is padded
        // 16 pt from the leading edge.
        #expect(abs(rowX - 32) < 1)
        #expect(abs(stackedX - 16) < 1)
        #expect(grouped.displayList.shapes(filledWith: .white).count >= 1)
    }

    private struct Framed: FormStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                Text("Header")
                Form(configuration)
            }
        }
    }

    @Test("A form style of its own can wrap the standard form")
    func customFormStyle() {
        let sim = TouchSimulator(Form { Text("Row") }.formStyle(Framed()))
        let header = sim.frame(of: .text("Header")) ?? .null
        let row = sim.frame(of: .text("Row")) ?? .null
        #expect(header.maxY <= row.minY)
    }

    private struct Tagged: GroupBoxStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                Text("Box:")
                GroupBox(configuration)
            }
        }
    }

    @Test("A group box style of its own can wrap the standard box; the default draws the label above")
    func groupBoxStyles() {
        let standard = TouchSimulator(GroupBox("Title") { Text("Body") }.groupBoxStyle(.automatic))
        let title = standard.frame(of: .text("Title")) ?? .null
        let body = standard.frame(of: .text("Body")) ?? .null
        #expect(title.maxY <= body.minY)
        let tagged = TouchSimulator(GroupBox("Title") { Text("Body") }.groupBoxStyle(Tagged()))
        let tag = tagged.frame(of: .text("Box:")) ?? .null
        let boxed = tagged.frame(of: .text("Title")) ?? .null
        #expect(tag.maxX < boxed.minX)
    }
}

import Tactile
import TactileTesting
import Testing

// An app's own types named as SwiftUI's: in this file the unqualified names mean these, so
// SwiftUI's must be written through the module, as real code does.

/// A palette entry of the app, not SwiftUI's colour.
private struct Color: Equatable {
    let name: String
    /// The SwiftUI colour it stands for, named through the module.
    var swiftUIColor: SwiftUI.Color { name == "alarm" ? .red : .blue }
}

/// A library's own alignment choice.
private enum Alignment { case start, end }

extension SwiftUI.View {
    /// A modifier declared through the qualified protocol name.
    fileprivate func tagged(_ tag: String) -> some SwiftUI.View {
        SwiftUI.VStack(alignment: SwiftUI.HorizontalAlignment.leading) {
            self
            SwiftUI.Text(tag)
        }
    }
}

/// A view written with SwiftUI's names qualified throughout, with its own colliding types.
private struct QualifiedCounter: SwiftUI.View {
    let color = Color(name: "alarm")
    let alignment = Alignment.end
    @SwiftUI.State private var count = 0
    @SwiftUI.Environment(\.colorScheme) private var scheme

    var body: some SwiftUI.View {
        SwiftUI.Button("count \(count)") { count += 1 }
            .foregroundStyle(color.swiftUIColor)
            .frame(maxWidth: .infinity, alignment: alignment == .end ? SwiftUI.Alignment.trailing : .leading)
            .tagged(scheme == .dark ? "dark" : "light")
    }
}

/// `SwiftUI.Color`, `some SwiftUI.View`, `@SwiftUI.State`: code that names SwiftUI's types through
/// the module compiles under `import Tactile` and means Tactile's types.
@MainActor
@Suite("SwiftUI's module-qualified names")
struct SwiftUINamespaceTests {
    @Test("a view written with qualified names beside its own Color and Alignment runs")
    func qualifiedView() {
        let sim = TouchSimulator(QualifiedCounter())
        #expect(sim.texts() == ["count 0", "light"])
        sim.tap(on: .text("count 0"))
        #expect(sim.texts() == ["count 1", "light"])
    }

    @Test("values made through the qualified names are Tactile's")
    func sameValues() {
        #expect(Color(name: "alarm").swiftUIColor == Tactile.Color.red)
        #expect(SwiftUI.Angle.degrees(90) == Tactile.Angle(degrees: 90))
    }
}

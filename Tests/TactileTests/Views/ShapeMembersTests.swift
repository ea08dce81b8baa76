// iOS 17's static shape members (`.rect`, `.rect(cornerRadius:)`, `.circle`, `.capsule`, …) and
// the iOS 13 `presentationMode`.
import Foundation
import Tactile
import TactileTesting
import Testing

private struct SheetContent: View {
    @Environment(\.presentationMode) var presentationMode
    var body: some View {
        VStack {
            Text(presentationMode.wrappedValue.isPresented ? "presented" : "not presented")
            Button("Close") { presentationMode.wrappedValue.dismiss() }
        }
    }
}

private struct SheetHost: View {
    @State var showing = true
    var body: some View {
        // A presenting view as wide as the window: a sheet is laid out in its presenter's bounds.
        Text(showing ? "open" : "closed")
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .sheet(isPresented: $showing) { SheetContent() }
    }
}

@MainActor
@Suite("shape members and presentationMode")
struct ShapeMembersTests {
    @Test("a static member draws what its shape draws")
    func membersDrawTheirShapes() {
        func svg<S: Shape>(_ shape: S) -> String {
            TouchSimulator(Color.blue.frame(width: 80, height: 40).clipShape(shape)).svg()
        }
        #expect(svg(.rect) == svg(Rectangle()))
        #expect(svg(.rect(cornerRadius: 12)) == svg(RoundedRectangle(cornerRadius: 12)))
        #expect(svg(.rect(cornerRadius: 12)) != svg(Rectangle()))
        #expect(
            svg(.rect(cornerSize: CGSize(width: 8, height: 4)))
                == svg(RoundedRectangle(cornerSize: CGSize(width: 8, height: 4))))
        #expect(svg(.rect(topLeadingRadius: 10)) == svg(UnevenRoundedRectangle(topLeadingRadius: 10)))
        #expect(svg(.circle) == svg(Circle()))
        #expect(svg(.ellipse) == svg(Ellipse()))
        #expect(svg(.capsule) == svg(Capsule()))
        #expect(svg(.capsule(style: .continuous)) == svg(Capsule(style: .continuous)))
    }

    @Test("presentationMode says whether a view is presented and dismisses it")
    func presentationMode() {
        #expect(TouchSimulator(SheetContent()).texts().contains("not presented"))
        let simulator = TouchSimulator(SheetHost())
        #expect(simulator.texts().contains("presented"))
        simulator.tap(on: .text("Close"))
        #expect(simulator.texts().contains("closed"))
        #expect(!simulator.texts().contains("Close"))
    }
}

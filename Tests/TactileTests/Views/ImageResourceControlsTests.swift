import Foundation
import Tactile
import TactileTestSupport
import TactileTesting
import Testing

/// The controls' `image:` initializers, which take an asset catalogue `ImageResource` for their
/// label's icon.
@MainActor
@Suite("ImageResource controls")
struct ImageResourceControlsTests {
    private static let star = ImageResource(name: "star", bundle: .main)

    @Test("Controls made with an ImageResource show their title and the resource's image")
    func titlesAndImages() {
        var taps = 0
        let sim = TouchSimulator(
            VStack {
                Button("Save", image: Self.star) { taps += 1 }
                Toggle("Starred", image: Self.star, isOn: .constant(true))
                ContentUnavailableView("Nothing", image: Self.star, description: Text("Empty"))
                ControlGroup("Group", image: Self.star) { Button("Inner") {} }
                Picker("Pick", image: Self.star, selection: .constant(1)) { Text("One").tag(1) }
            })
        for title in ["Save", "Nothing", "Empty", "Inner"] {
            #expect(sim.exists(.text(title)), "\(title)")
        }
        sim.tap(on: .text("Save"))
        #expect(taps == 1)
        let images = sim.host.viewHost.displayList.items.filter {
            if case .image(let name, _, _) = $0.kind { name == "star" } else { false }
        }
        #expect(images.count >= 3)
        #expect(Image(Self.star) == Image("star", bundle: .main))
    }
}

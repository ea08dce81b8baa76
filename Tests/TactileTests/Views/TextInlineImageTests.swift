import Foundation
import Tactile
import TactileTesting
import Testing

/// Images inside texts (`Text(Image(systemName:))` and `"\(Image(...))"`), drawn as a character
/// standing for the image.
@MainActor
@Suite("Images inside texts")
struct TextInlineImageTests {
    @Test(
        "A symbol is drawn as its character, a filled one as the filled character",
        arguments: [
            ("star.fill", "★"), ("star", "☆"), ("heart.fill", "♥"), ("checkmark.circle.fill", "✓"),
            ("arrow.left", "←"), ("chevron.right", "›"), ("no.such.symbol", "□"),
        ])
    func symbolCharacter(name: String, character: String) {
        let sim = TouchSimulator(Text("Rated ") + Text(Image(systemName: name)) + Text(" 4.5"))
        #expect(sim.texts() == ["Rated \(character) 4.5"])
    }

    @Test("An interpolated image is drawn as its character, a named picture as a square")
    func interpolated() {
        let sim = TouchSimulator(
            VStack {
                Text("\(Image(systemName: "heart.fill")) 12 likes")
                Text("\(Image("photo")) attached")
            })
        #expect(sim.texts() == ["♥ 12 likes", "□ attached"])
    }
}

// swift-format-ignore-file: NoPlaygroundLiterals

// Xcode's image and colour literals, as SwiftUI code on iOS writes them: the literals are what is
// tested, so the rule against them is off in this file.
import Foundation
import Tactile
import TactileTesting
import Testing

@MainActor
@Suite("Image and colour literals")
struct LiteralTests {
    @Test("An image literal is the named asset, and a colour literal a UIColor where nothing else is asked for")
    func defaults() {
        let image = #imageLiteral(resourceName: "photo")
        #expect(image == UIImage(named: "photo"))
        #expect(image != UIImage(named: "other"))
        let color = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(type(of: color) == UIColor.self)
        #expect(Color(uiColor: color) == Color(red: 1, green: 0, blue: 0))
    }

    @Test("Image(uiImage:) of an image literal draws the asset as Image(name) does")
    func drawn() {
        let literal = TouchSimulator(
            Image(uiImage: #imageLiteral(resourceName: "photo")), size: CGSize(width: 50, height: 50))
        let named = TouchSimulator(Image("photo"), size: CGSize(width: 50, height: 50))
        #expect(literal.svg() == named.svg())
    }
}

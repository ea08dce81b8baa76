// `Color("name")`: colours of an asset catalogue, registered, found in a folder's `.xcassets`, or
// missing (clear, and remembered).
import Foundation
import TactileTestSupport
import Testing

@testable import TactileViewCore

@Suite("colour assets")
struct ColorAssetsTests {
    @Test("a registered colour is drawn by Color(name); a missing one is clear and remembered")
    func registered() {
        ColorAssets.register("ColorAssetsTests.brand", Color(red: 1, green: 0.5, blue: 0))
        defer { ColorAssets.unregister("ColorAssetsTests.brand") }
        #expect(Color("ColorAssetsTests.brand") == Color(red: 1, green: 0.5, blue: 0))
        let missing = Color("ColorAssetsTests.none")
        #expect(missing.resolve(in: EnvironmentValues()).opacity == 0)
        #expect(ColorAssets.missingNames.contains("ColorAssetsTests.none"))
    }

    @Test(
        "a colour set's light value is read in each of Xcode's component notations",
        arguments: [
            (#"{"red":"1.000","green":"0.500","blue":"0.000","alpha":"1.000"}"#, 1.0, 0.5, 0.0),
            (#"{"red":"255","green":"128","blue":"0","alpha":"1.000"}"#, 1.0, 128.0 / 255, 0.0),
            (#"{"red":"0xFF","green":"0x80","blue":"0x00","alpha":"1.000"}"#, 1.0, 128.0 / 255, 0.0),
            (#"{"white":"0.250","alpha":"1.000"}"#, 0.25, 0.25, 0.25),
        ])
    func notations(components: String, red: Double, green: Double, blue: Double) throws {
        let json = """
            {"colors":[
              {"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"red":"0","green":"0","blue":"1","alpha":"1"}},"idiom":"universal"},
              {"color":{"color-space":"srgb","components":\(components)},"idiom":"universal"}
            ],"info":{"author":"xcode","version":1}}
            """
        let color = try #require(ColorAssets.lightColor(inColorSet: Data(json.utf8)))
        #expect(color == Color(red: red, green: green, blue: blue))
    }

    @Test("addFolder registers every colour set of the catalogues in a folder")
    func folder() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("colorassets-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        let set = root.appendingPathComponent("Assets.xcassets/ColorAssetsTests.accent.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data(
            #"{"colors":[{"color":{"color-space":"srgb","components":{"red":"0","green":"1","blue":"0","alpha":"1"}},"idiom":"universal"}]}"#
                .utf8
        ).write(to: set.appendingPathComponent("Contents.json"))
        #expect(try ColorAssets.addFolder(root) == 1)
        defer { ColorAssets.unregister("ColorAssetsTests.accent") }
        #expect(Color("ColorAssetsTests.accent") == Color(red: 0, green: 1, blue: 0))
        #expect(throws: ImageAssetError.self) { try ColorAssets.addFolder(root.appendingPathComponent("nope")) }
    }
}

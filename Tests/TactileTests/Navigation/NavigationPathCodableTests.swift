import Foundation
import Tactile
import TactileTesting
import Testing

/// `NavigationPath.codable`: a path of `Codable` values encodes, decodes to an equal path, and
/// restores a stack.
@MainActor
@Suite("NavigationPath codable")
struct NavigationPathCodableTests {
    struct Recipe: Codable, Hashable { var name: String }

    @Test("A path of Codable values round-trips through JSON")
    func roundTrip() throws {
        var path = NavigationPath()
        path.append(Recipe(name: "Soup"))
        path.append(42)
        path.append("notes")
        let codable = try #require(path.codable)
        let data = try JSONEncoder().encode(codable)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("Soup"))
        let decoded = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
        #expect(decoded == codable)
        let restored = NavigationPath(decoded)
        #expect(restored == path)
        #expect(restored.count == 3)
    }

    @Test("A path holding a value that is not Codable has no codable form")
    func notCodable() {
        struct Opaque: Hashable { var id = 1 }
        var path = NavigationPath([1, 2])
        #expect(path.codable != nil)
        path.append(Opaque())
        #expect(path.codable == nil)
    }

    @Test("A decoded path restores the stack's screens")
    func restoresStack() throws {
        var saved = NavigationPath()
        saved.append(Recipe(name: "Bread"))
        let data = try JSONEncoder().encode(try #require(saved.codable))
        let codable = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
        struct Screen: View {
            @State var path: NavigationPath
            var body: some View {
                NavigationStack(path: $path) {
                    Text("root")
                        .navigationDestination(for: Recipe.self) { Text("recipe \($0.name)") }
                }
            }
        }
        let sim = TouchSimulator(Screen(path: NavigationPath(codable)), size: CGSize(width: 390, height: 844))
        #expect(sim.texts().contains("recipe Bread"))
    }
}

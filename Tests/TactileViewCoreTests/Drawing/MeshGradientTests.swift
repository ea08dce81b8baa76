import Foundation
import TactileTestSupport
import TactileViewCore
import Testing

@MainActor
@Suite("Mesh gradients")
struct MeshGradientTests {
    private let mesh = MeshGradient(
        width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
        colors: [
            Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 1, blue: 0),
            Color(red: 0, green: 0, blue: 1), Color(red: 1, green: 1, blue: 1),
        ])

    @Test("A mesh drawn as a view covers its frame with patches coloured by the nearest corners")
    func patches() throws {
        let host = ViewHost(mesh.frame(width: 80, height: 80), size: CGSize(width: 80, height: 80))
        let items = host.displayList.items
        let steps = MeshGradientMetrics.subdivisions
        #expect(items.count == steps * steps)
        let first = try #require(items.first)
        #expect(first.frame.minX == 0 && first.frame.minY == 0)
        let corner = try #require(first.fillColor).resolve(in: EnvironmentValues())
        #expect(corner.red > 0.8 && corner.green < 0.2 && corner.blue < 0.2)
        let last = try #require(items.last?.fillColor).resolve(in: EnvironmentValues())
        #expect(last.red > 0.8 && last.green > 0.8 && last.blue > 0.8)
    }

    @Test("An incomplete mesh draws only its background")
    func incomplete() {
        let broken = MeshGradient(width: 3, height: 3, points: [[0, 0]], colors: [.red], background: .blue)
        let host = ViewHost(broken.frame(width: 40, height: 40), size: CGSize(width: 40, height: 40))
        #expect(host.displayList.items.map(\.fillColor) == [.blue])
    }

    @Test("As another shape's style, a mesh is a vertical gradient through its rows' colours")
    func asStyle() throws {
        let host = ViewHost(Circle().fill(mesh).frame(width: 40, height: 40), size: CGSize(width: 40, height: 40))
        let gradient = try #require(host.displayList.items.first?.gradient)
        #expect(gradient.stops.count == 2)
    }
}
